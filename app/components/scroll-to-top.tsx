import { ArrowUp } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { coversAControl, onPageMoves } from "~/lib/covers-control";

/** The spec's threshold: the arrow shows once the page is scrolled more than 100 px. */
const SCROLL_TO_TOP_THRESHOLD = 100;

/**
 * The "Voltar ao topo" arrow. Floating, it steps aside (hidden, not clickable) while it would
 * cover a control, and comes back once the control has scrolled on (issue 26, decision 038); it
 * stays while it has the focus, so a keyboard user never loses their place. An editor's save bar
 * holds its own (`inSaveBar`), beside the save button, and the floating one is hidden there
 * (app.css, decision 035).
 */
export function ScrollToTopButton({ inSaveBar = false }: { inSaveBar?: boolean }) {
  const [scrolled, setScrolled] = useState(false);
  const [clear, setClear] = useState(false);
  const arrowRef = useRef<HTMLButtonElement>(null);

  useEffect(
    () =>
      onPageMoves(() => {
        setScrolled(window.scrollY > SCROLL_TO_TOP_THRESHOLD);
        const arrow = arrowRef.current;
        if (arrow && !inSaveBar) setClear(arrow === document.activeElement || !coversAControl(arrow));
      }),
    [inSaveBar],
  );

  // Measured before the first paint: an arrow that would appear over a control never flashes.
  useLayoutEffect(() => {
    if (scrolled && arrowRef.current) setClear(!coversAControl(arrowRef.current));
  }, [scrolled]);

  if (!scrolled) return null;
  return (
    <button
      ref={arrowRef}
      type="button"
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "instant" : "smooth" });
        document.querySelector<HTMLElement>("#conteudo")?.focus({ preventScroll: true });
      }}
      className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white shadow-card hover:bg-navy-800 ${inSaveBar ? "" : `scroll-to-top fixed right-4 bottom-4 z-30 motion-safe:transition-opacity sm:right-6 sm:bottom-6 ${clear ? "opacity-100" : "pointer-events-none invisible opacity-0"}`}`}
      aria-label="Voltar ao topo"
      data-testid={inSaveBar ? undefined : "scroll-to-top"}
    >
      <ArrowUp aria-hidden="true" />
    </button>
  );
}

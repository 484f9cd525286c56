import { ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";

/** The spec's threshold: the arrow shows once the page is scrolled more than 100 px. */
const SCROLL_TO_TOP_THRESHOLD = 100;

/**
 * The floating "Voltar ao topo" arrow. An editor's save bar holds its own (`inSaveBar`), beside the
 * save button, and the floating one is hidden there (app.css): floating, it would cover the button
 * or the fields just above the bar.
 */
export function ScrollToTopButton({ inSaveBar = false }: { inSaveBar?: boolean }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "instant" : "smooth" });
        document.querySelector<HTMLElement>("#conteudo")?.focus({ preventScroll: true });
      }}
      className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white shadow-card hover:bg-navy-800 ${inSaveBar ? "" : "scroll-to-top fixed right-4 bottom-4 z-30 sm:right-6 sm:bottom-6"}`}
      aria-label="Voltar ao topo"
      data-testid={inSaveBar ? undefined : "scroll-to-top"}
    >
      <ArrowUp aria-hidden="true" />
    </button>
  );
}

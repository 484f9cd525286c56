import { ArrowUp } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";

/** The spec's threshold: the arrow shows once the page is scrolled more than 100 px. */
const SCROLL_TO_TOP_THRESHOLD = 100;

/** What a visitor can click, tap or type into. */
const CONTROLS =
  "a[href], button, summary, input, select, textarea, iframe, [role='button'], [role='link'], [role='tab'], [tabindex]:not([tabindex='-1'])";

/** Room kept around the arrow: it neither covers a control nor sits touching one. */
const CLEARANCE = 8;

/**
 * Whether the arrow, where it stands, is over a control that is shown there (a carousel's
 * arrow, an FAQ question, a save bar's button). A control's box is not enough: a carousel's
 * slides outside its window and a closed menu's links have boxes too, so the spot where the
 * boxes meet must also hit the control.
 */
function coversAControl(arrow: HTMLElement): boolean {
  const own = arrow.getBoundingClientRect();
  const left = own.left - CLEARANCE;
  const right = own.right + CLEARANCE;
  const top = own.top - CLEARANCE;
  const bottom = own.bottom + CLEARANCE;
  for (const control of document.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (control === arrow) continue;
    // One box per line of a link that wraps: their union has gaps that are not the link.
    for (const box of control.getClientRects()) {
      const x0 = Math.max(left, box.left);
      const x1 = Math.min(right, box.right);
      const y0 = Math.max(top, box.top);
      const y1 = Math.min(bottom, box.bottom);
      if (x1 <= x0 || y1 <= y0) continue;
      const hit = document.elementsFromPoint((x0 + x1) / 2, (y0 + y1) / 2);
      if (hit.some((element) => control.contains(element))) return true;
    }
  }
  return false;
}

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

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrolled(window.scrollY > SCROLL_TO_TOP_THRESHOLD);
      const arrow = arrowRef.current;
      if (arrow && !inSaveBar) setClear(arrow === document.activeElement || !coversAControl(arrow));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    // What moves a control under the arrow: a scroll, a resize, and the page changing under a
    // still viewport (an FAQ opening, a carousel sliding, content arriving).
    const events = ["scroll", "resize", "click", "keyup", "toggle", "transitionend", "focusin"];
    for (const name of events) window.addEventListener(name, schedule, { passive: true, capture: true });
    const resized = new ResizeObserver(schedule);
    resized.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      for (const name of events) window.removeEventListener(name, schedule, { capture: true });
      resized.disconnect();
    };
  }, [inSaveBar]);

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

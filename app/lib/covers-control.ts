/**
 * Whether a floating button stands over a control (decision 038): the scroll-to-top arrow and the
 * floating WhatsApp button (decision 044) both step aside while it does.
 */

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
export function coversAControl(arrow: HTMLElement): boolean {
  const own = arrow.getBoundingClientRect();
  const left = own.left - CLEARANCE;
  const right = own.right + CLEARANCE;
  const top = own.top - CLEARANCE;
  const bottom = own.bottom + CLEARANCE;
  for (const control of document.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (control === arrow || arrow.contains(control)) continue;
    // A control in a block the browser has not laid out yet (`lazy-render`, decision 054) is far
    // from the screen, so not under a floating button; measuring it would lay out its block at
    // once, one block after another (39 insurer cards: 150 ms on a slow phone).
    if (!control.checkVisibility({ contentVisibilityAuto: true })) continue;
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
 * Calls `update` now and, at most once a frame, whenever a control may have moved under a
 * floating button: a scroll, a resize, and the page changing under a still viewport (an FAQ
 * opening, a carousel sliding, content arriving). Returns the way to stop.
 */
export function onPageMoves(update: () => void): () => void {
  let frame = 0;
  const run = () => {
    frame = 0;
    update();
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(run);
  };
  update();
  const events = ["scroll", "resize", "click", "keyup", "toggle", "transitionend", "focusin"];
  for (const name of events) window.addEventListener(name, schedule, { passive: true, capture: true });
  const resized = new ResizeObserver(schedule);
  resized.observe(document.body);
  return () => {
    cancelAnimationFrame(frame);
    for (const name of events) window.removeEventListener(name, schedule, { capture: true });
    resized.disconnect();
  };
}

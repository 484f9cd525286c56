/** The spec's anchor scroll duration. */
const ANCHOR_SCROLL_MS = 500;

function prefersReducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * How much of the way an anchor scroll has covered `elapsedMs` after the click: the spec's
 * ease-in-out over `duration`. A frame's timestamp is when the frame began, which on a busy
 * machine can be before the click was handled: such a frame is the start of the way (a negative
 * time would otherwise ease to a point part of the way there, the curve being a square near 0).
 */
export function anchorScrollShare(elapsedMs: number, duration = ANCHOR_SCROLL_MS): number {
  const t = Math.min(1, Math.max(0, elapsedMs / duration));
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

/**
 * Scrolls the window so `target` sits under the sticky header, over `duration` ms with an
 * ease-in-out curve; instantly when the visitor prefers reduced motion.
 */
function scrollToElement(target: Element, duration = ANCHOR_SCROLL_MS): void {
  const headerOffset = document.querySelector("header")?.getBoundingClientRect().height ?? 0;
  const start = window.scrollY;
  const end = Math.max(0, start + target.getBoundingClientRect().top - headerOffset);
  if (prefersReducedMotion() || duration <= 0) {
    window.scrollTo({ top: end, behavior: "instant" });
    return;
  }
  const startedAt = performance.now();
  const step = (now: number) => {
    const eased = anchorScrollShare(now - startedAt, duration);
    window.scrollTo({ top: start + (end - start) * eased, behavior: "instant" });
    if (eased < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** Scrolls to the element whose id is `hash` (with or without "#"); false when there is none. */
export function scrollToHash(hash: string, duration = ANCHOR_SCROLL_MS): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  scrollToElement(target, duration);
  return true;
}

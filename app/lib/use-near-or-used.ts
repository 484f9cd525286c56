import { type RefObject, useEffect, useState } from "react";

/** What counts as "used": a focus, a press or typing anywhere in the area. */
const USE_EVENTS = ["focusin", "pointerdown", "keydown", "input"] as const;

/**
 * True from the moment the visitor scrolls the element within `rootMargin` of the viewport, or
 * first uses the area around it (`area`: a selector for `closest()`, e.g. the form it belongs to),
 * and true from then on. For code the page does not need until then (the captcha, the carousel's
 * engine): it loads while the visitor reads or fills in, not with the page (decision 049). Only
 * after a scroll: a page merely opened (on a tall screen, or a tool that renders the whole page at
 * once, as Lighthouse's full-page screenshot does) loads it on use.
 */
export function useNearOrUsed(
  ref: RefObject<Element | null>,
  { rootMargin, area }: { rootMargin: string; area?: string },
): boolean {
  const [woken, setWoken] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (woken || !element) return;
    const wake = () => setWoken(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), {
      rootMargin,
    });
    const observe = () => observer.observe(element);
    if (window.scrollY > 0) observe();
    else window.addEventListener("scroll", observe, { once: true, passive: true });
    const used = (area && element.closest(area)) || element;
    for (const type of USE_EVENTS) used.addEventListener(type, wake, { once: true, passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", observe);
      for (const type of USE_EVENTS) used.removeEventListener(type, wake);
    };
  }, [ref, rootMargin, area, woken]);
  return woken;
}

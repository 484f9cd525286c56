/** Carousel breakpoints of the spec: 4 slides at >= 1024 px, 3 at >= 768, 2 at >= 640, else 1. */
export const carouselBreakpoints = [
  { minWidth: 1024, slides: 4 },
  { minWidth: 768, slides: 3 },
  { minWidth: 640, slides: 2 },
] as const;

export function slidesPerWidth(width: number): number {
  return carouselBreakpoints.find((b) => width >= b.minWidth)?.slides ?? 1;
}

/** The "Saiba mais" showcase topics, in the spec's cycle order. */
export const showcaseTopicIds = [
  "house",
  "car",
  "store",
  "condominium",
  "rental",
  "financing",
  "credit_card",
  "life_and_pension",
  "motorcycle",
  "consortium",
] as const;

export type ShowcaseTopicId = (typeof showcaseTopicIds)[number];

/** Both arrows advance forward (the spec has no backward movement); after the last comes the first (house). */
export function nextShowcaseTopic(index: number, count: number): number {
  return count === 0 ? 0 : (index + 1) % count;
}

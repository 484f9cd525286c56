import type { MetaDescriptor } from "react-router";
import { rootDataFrom } from "./root-data";

/** A staff screen's meta function: its title with the brokerage's name, never indexed. */
export function staffMeta(title: string) {
  return ({ matches }: { matches: Parameters<typeof rootDataFrom>[0] }): MetaDescriptor[] => [
    { title: `${title} | ${rootDataFrom(matches).site.name}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

import type { MetaDescriptor } from "react-router";
import { siteConfig } from "~/content/site-config";

/** Staff screens are never indexed. */
export function staffMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${siteConfig.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

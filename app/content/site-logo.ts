import { href } from "react-router";
import type { SiteLogo } from "./site-config";

/** Where the brokerage's uploaded logo is served (routes/site-logo.ts); absolute under `siteUrl` when given. */
export const siteLogoUrl = (logo: SiteLogo, siteUrl = "") =>
  `${siteUrl}${href("/logo/:file", { file: logo.file })}`;

import { useRouteLoaderData } from "react-router";
import { siteConfig } from "~/content/site-config";
import { type QuotePathKey, quoteUrl } from "./quote-links";
import type { RootData } from "./seo";

/** Builds quote links from the quote portal base the server was started with (QUOTE_PORTAL_URL). */
export function useQuoteUrl(): (key: QuotePathKey) => string {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const base = root?.quotePortalUrl ?? siteConfig.defaultQuotePortalUrl;
  return (key) => quoteUrl(base, key);
}

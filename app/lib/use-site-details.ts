import { useRouteLoaderData } from "react-router";
import type { SiteDetails } from "~/content/site-config";
import { type QuotePathKey, quoteUrl } from "./quote-links";
import { ROOT_DATA_DEFAULTS, type RootData } from "./seo";

/** The root loader's data, or the defaults on an error page rendered without it. */
export function useRootData(): RootData {
  const root = useRouteLoaderData("root") as RootData | undefined;
  return root ?? ROOT_DATA_DEFAULTS;
}

/** The brokerage's details as admins set them. */
export function useSiteDetails(): SiteDetails {
  return useRootData().site;
}

/** Builds quote links from the quote portal base set in "Dados da corretora". */
export function useQuoteUrl(): (key: QuotePathKey) => string {
  const base = useSiteDetails().quotePortalUrl;
  return (key) => quoteUrl(base, key);
}

import { useRouteLoaderData } from "react-router";
import { ANSWER_PROMISE, type AnsweredBy, talkLabel } from "~/content/answer-promise";
import type { ProductLink } from "~/content/navigation";
import type { SiteDetails } from "~/content/site-config";
import { defaultSiteDetails } from "~/content/site-defaults";
import { type QuotePathKey, quoteUrl } from "~/lib/quote-links";

/** What the root loader sends every page: the site's base URL and the live (admin-edited) content. */
export interface RootData {
  siteUrl: string;
  site: SiteDetails;
  /** Visible products only: a hidden product leaves the menus, footer and home links. */
  productLinks: ProductLink[];
  /** Who answers a visitor, as the pages promise it (decision 060). */
  answeredBy: AnsweredBy;
}

/** What a page renders with when the root loader's data is missing (an error page). */
export const ROOT_DATA_DEFAULTS: RootData = {
  siteUrl: "",
  site: defaultSiteDetails,
  productLinks: [],
  answeredBy: "team",
};

/** The root loader's data from a meta function's `matches`. */
export function rootDataFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): RootData {
  const root = matches.find((m) => m?.id === "root")?.data as RootData | undefined;
  return root ?? ROOT_DATA_DEFAULTS;
}

/** The root loader's data, or the defaults on an error page rendered without it. */
export function useRootData(): RootData {
  const root = useRouteLoaderData("root") as RootData | undefined;
  return root ?? ROOT_DATA_DEFAULTS;
}

/** The brokerage's details as admins set them. */
export function useSiteDetails(): SiteDetails {
  return useRootData().site;
}

/**
 * The brokerage's time zone, as admins chose it in "Dados da corretora": every date a page shows
 * is in it (decision 056), whatever the browser's own zone.
 */
export function useTimeZone(): string {
  return useSiteDetails().businessHours.timeZone;
}

/** Builds quote links from the quote portal base set in "Dados da corretora". */
export function useQuoteUrl(): (key: QuotePathKey) => string {
  const base = useSiteDetails().quotePortalUrl;
  return (key) => quoteUrl(base, key);
}

/** What the site promises about who answers (one list: content/answer-promise.ts). */
export function useAnswerPromise() {
  return ANSWER_PROMISE[useRootData().answeredBy];
}

/** The label of a button that opens the contact form, on a page of this category (if any). */
export function useTalkLabel(category?: "insurances" | "financial"): string {
  return talkLabel(useRootData().answeredBy, category);
}

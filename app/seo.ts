import type { MetaDescriptor } from "react-router";
import type { SiteDetails } from "~/content/site-config";
import { siteLogoUrl } from "~/content/site-logo";
import { telHref } from "~/lib/phone-links";
import type { RootData } from "./root-data";

/** Meta tags and JSON-LD of the public pages, from the root loader's data (root-data.ts). */

interface PageMetaInput {
  title: string;
  description: string;
  path: string;
  /** rootDataFrom(matches): the site URL and the brokerage's name. */
  root: RootData;
  /** Staff and error pages are not indexed. */
  noindex?: boolean;
  jsonLd?: object[];
}

/** Title, description, canonical URL, Open Graph and JSON-LD for one page. */
export function pageMeta({
  title,
  description,
  path,
  root,
  noindex,
  jsonLd = [],
}: PageMetaInput): MetaDescriptor[] {
  const { siteUrl, site } = root;
  const fullTitle = path === "/" ? `${site.name} | ${site.tagline}` : `${title} | ${site.name}`;
  const url = `${siteUrl}${path}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(noindex
      ? [{ name: "robots", content: "noindex, nofollow" }]
      : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${siteUrl}/og-image.png` },
    { name: "twitter:card", content: "summary_large_image" },
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}

export function breadcrumbJsonLd(siteUrl: string, trail: Array<{ name: string; path: string }>) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Início", path: "/" }, ...trail].map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: `${siteUrl}${item.path}`,
    })),
  };
}

/** A page's frequent questions as schema.org FAQPage: one Question with one plain-text Answer each. */
export function faqJsonLd(faqs: ReadonlyArray<{ question: string; answer: string }>) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

export function agencyJsonLd(siteUrl: string, site: SiteDetails) {
  const { address } = site;
  return {
    "@context": "https://schema.org",
    "@type": "InsuranceAgency",
    name: site.name,
    legalName: site.legalName,
    description: `${site.tagline} desde ${site.foundedYear}, com atuação em todo o Brasil.`,
    url: siteUrl || undefined,
    // The uploaded logo (decision 037); the drawn mark, as the favicon, by default.
    logo: site.logo ? siteLogoUrl(site.logo, siteUrl) : `${siteUrl}/favicon.svg`,
    email: site.email,
    telephone: telHref(site.phones[0]?.number ?? "").replace(/^tel:/, ""),
    foundingDate: String(site.foundedYear),
    areaServed: "BR",
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.postalCode,
      addressCountry: "BR",
    },
    sameAs: site.social.map((s) => s.url),
  };
}

/**
 * JSON for an inline <script type="application/ld+json">: `<` is escaped so admin-edited text
 * such as "</script>" cannot end the script element early.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

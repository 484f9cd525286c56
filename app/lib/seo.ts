import type { MetaDescriptor } from "react-router";
import type { ProductLink } from "~/content/navigation";
import { siteConfig } from "~/content/site-config";

export interface RootData {
  siteUrl: string;
  quotePortalUrl: string;
  productLinks: ProductLink[];
}

/** The root loader's data from a meta function's `matches`. */
export function rootDataFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): RootData {
  const root = matches.find((m) => m?.id === "root")?.data as RootData | undefined;
  return root ?? { siteUrl: "", quotePortalUrl: siteConfig.defaultQuotePortalUrl, productLinks: [] };
}

interface PageMetaInput {
  title: string;
  description: string;
  path: string;
  siteUrl: string;
  /** Staff and error pages are not indexed. */
  noindex?: boolean;
  jsonLd?: object[];
}

/** Title, description, canonical URL, Open Graph and JSON-LD for one page. */
export function pageMeta({
  title,
  description,
  path,
  siteUrl,
  noindex,
  jsonLd = [],
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle =
    path === "/" ? `${siteConfig.name} | ${siteConfig.tagline}` : `${title} | ${siteConfig.name}`;
  const url = `${siteUrl}${path}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(noindex
      ? [{ name: "robots", content: "noindex, nofollow" }]
      : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:site_name", content: siteConfig.name },
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

export function agencyJsonLd(siteUrl: string) {
  const { address } = siteConfig;
  return {
    "@context": "https://schema.org",
    "@type": "InsuranceAgency",
    name: siteConfig.name,
    legalName: siteConfig.legalName,
    description: `${siteConfig.tagline} desde ${siteConfig.foundedYear}, com atuação em todo o Brasil.`,
    url: siteUrl || undefined,
    logo: `${siteUrl}/favicon.svg`,
    email: siteConfig.email,
    telephone: siteConfig.phone.display,
    foundingDate: String(siteConfig.foundedYear),
    areaServed: "BR",
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.postalCode,
      addressCountry: "BR",
    },
    sameAs: siteConfig.social.map((s) => s.href),
  };
}

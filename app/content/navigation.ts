import { href } from "react-router";
import { whatsappHref } from "../lib/phone-links";
import type { ProductCategory } from "./product-types";
import type { SiteDetails } from "./site-config";

export interface NavLink {
  label: string;
  to: string;
  /** External links open in a new tab. */
  external?: boolean;
}

export type NavEntry =
  | { kind: "link"; id: string; link: NavLink }
  | { kind: "group"; id: string; label: string; links: NavLink[] };

/** A product as menus need it; sent by the root loader so product copy stays out of the root bundle. */
export interface ProductLink {
  label: string;
  to: string;
  category: ProductCategory;
}

/** The header menu, top groups in the spec's order. */
export function buildNavigation(productLinks: ProductLink[], site: SiteDetails): NavEntry[] {
  const linksOf = (category: ProductCategory) =>
    productLinks.filter((p) => p.category === category).map(({ label, to }) => ({ label, to }));
  return [
    { kind: "link", id: "inicio", link: { label: "INÍCIO", to: href("/") } },
    {
      kind: "group",
      id: "seguros",
      label: "SEGUROS",
      links: linksOf("insurances"),
    },
    {
      kind: "group",
      id: "financeiros",
      label: "FINANCEIROS",
      links: linksOf("financial"),
    },
    {
      kind: "group",
      id: "seguradoras",
      label: "SEGURADORAS",
      links: [{ label: "Fale com a sua seguradora", to: href("/insurers") }],
    },
    {
      kind: "group",
      id: "acessos",
      label: "ACESSOS",
      links: [
        { label: "Colaboradores", to: href("/access/employees") },
        { label: "Corretores", to: href("/") },
        { label: "Segurados", to: href("/") },
      ],
    },
    {
      kind: "group",
      id: "contato",
      label: "CONTATO",
      links: [
        { label: "Fale Conosco", to: href("/contact/contact-us") },
        { label: "WhatsApp", to: whatsappHref(site.whatsapp), external: true },
      ],
    },
  ];
}

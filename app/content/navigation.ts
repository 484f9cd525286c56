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

/** A top group of the menu: its id, the label it opens with, its links. */
const group = (id: string, label: string, links: NavLink[]): NavEntry => ({
  kind: "group",
  id,
  label,
  links,
});

/** The header menu, top groups in the spec's order. */
export function buildNavigation(productLinks: ProductLink[], site: SiteDetails): NavEntry[] {
  const linksOf = (category: ProductCategory) =>
    productLinks.filter((p) => p.category === category).map(({ label, to }) => ({ label, to }));
  return [
    { kind: "link", id: "inicio", link: { label: "INÍCIO", to: href("/") } },
    group("seguros", "SEGUROS", linksOf("insurances")),
    group("financeiros", "FINANCEIROS", linksOf("financial")),
    group("seguradoras", "SEGURADORAS", [{ label: "Fale com a sua seguradora", to: href("/insurers") }]),
    group("acessos", "ACESSOS", [
      { label: "Colaboradores", to: href("/access/employees") },
      { label: "Corretores", to: href("/") },
      { label: "Segurados", to: href("/") },
    ]),
    group("contato", "CONTATO", [
      { label: "Fale Conosco", to: href("/contact/contact-us") },
      { label: "WhatsApp", to: whatsappHref(site.whatsapp), external: true },
    ]),
  ];
}

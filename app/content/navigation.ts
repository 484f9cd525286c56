import { siteConfig } from "./site-config";
import { productPath } from "./product-types";
import { financialProducts, insuranceProducts } from "./products";

export interface NavLink {
  label: string;
  to: string;
  /** External links open in a new tab. */
  external?: boolean;
}

export type NavEntry = { kind: "link"; id: string; link: NavLink } | { kind: "group"; id: string; label: string; links: NavLink[] };

/** The header menu, top groups in the spec's order. */
export const mainNavigation: NavEntry[] = [
  { kind: "link", id: "inicio", link: { label: "INÍCIO", to: "/" } },
  {
    kind: "group",
    id: "seguros",
    label: "SEGUROS",
    links: insuranceProducts.map((p) => ({ label: p.menuLabel, to: productPath(p) })),
  },
  {
    kind: "group",
    id: "financeiros",
    label: "FINANCEIROS",
    links: financialProducts.map((p) => ({ label: p.menuLabel, to: productPath(p) })),
  },
  {
    kind: "group",
    id: "seguradoras",
    label: "SEGURADORAS",
    links: [{ label: "Fale com sua seguradora", to: "/insurers" }],
  },
  {
    kind: "group",
    id: "acessos",
    label: "ACESSOS",
    links: [
      { label: "Colaboradores", to: "/access/employees" },
      { label: "Corretores", to: "/" },
      { label: "Segurados", to: "/" },
    ],
  },
  {
    kind: "group",
    id: "contato",
    label: "CONTATO",
    links: [
      { label: "Fale Conosco", to: "/contact/contact-us" },
      { label: "WhatsApp", to: siteConfig.whatsapp.href, external: true },
    ],
  },
];

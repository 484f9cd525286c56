/**
 * Brand details of the brokerage, in one place. Every value here is a visibly fictional
 * placeholder (example.com, 0000 numbers): replace them with the real agency's data before
 * going live. The quote portal base comes from QUOTE_PORTAL_URL at run time (see root loader).
 */
export const siteConfig = {
  name: "Vértice Seguros",
  legalName: "Vértice Corretora de Seguros Ltda. (nome fictício)",
  tagline: "Agente e Corretora de Seguros",
  foundedYear: 2020,
  city: "Curitiba",
  state: "PR",
  susepRegistration: "0000000000",
  cnpj: "00.000.000/0001-00",
  address: {
    street: "Rua Exemplo, 0000, Sala 00",
    district: "Centro",
    city: "Curitiba",
    state: "PR",
    postalCode: "00000-000",
  },
  email: "contato@example.com",
  /** The encarregado (LGPD art. 41): who answers data subjects and the ANPD. */
  dataProtectionOfficer: { name: "Nome do Encarregado (fictício)", email: "privacidade@example.com" },
  phone: { display: "(41) 0000-0000", href: "tel:+554100000000" },
  whatsapp: { display: "(41) 9 0000-0000", href: "https://wa.me/5541900000000" },
  social: [
    { name: "Instagram", href: "https://www.instagram.com/example" },
    { name: "Facebook", href: "https://www.facebook.com/example" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/example" },
  ],
  industryLinks: [
    { name: "SUSEP – Superintendência de Seguros Privados", href: "https://www.gov.br/susep" },
    { name: "Fenacor – Federação Nacional dos Corretores", href: "https://www.fenacor.org.br" },
  ],
  /** Used when QUOTE_PORTAL_URL is not set. */
  defaultQuotePortalUrl: "https://cotacao.example.com",
} as const;

export type SiteConfig = typeof siteConfig;

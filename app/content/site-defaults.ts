import { defaultBusinessHours } from "./business-hours";
import type { SiteDetails } from "./site-config";

/**
 * The brokerage's first-start details (every value a visibly fictional placeholder). Kept apart
 * from the schema so the pages that fall back to it do not ship zod.
 */
/** The quote portal follows QUOTE_PORTAL_URL until an admin sets another. */
export const defaultSiteDetails: SiteDetails = {
  name: "Vértice Seguros",
  legalName: "Vértice Corretora de Seguros Ltda. (nome fictício)",
  tagline: "Agente e Corretora de Seguros",
  foundedYear: 2020,
  susepRegistration: "0000000000",
  cnpj: "00.000.000/0000-00",
  address: {
    street: "Rua Exemplo, 0000, Sala 00",
    district: "Centro",
    city: "Curitiba",
    state: "PR",
    postalCode: "00000-000",
  },
  email: "contato@example.com",
  phones: [{ label: "Atendimento", number: "4100000000" }],
  whatsapp: "41900000000",
  openingHours: "Segunda a sexta, das 9h às 18h",
  businessHours: defaultBusinessHours,
  social: [
    { name: "Instagram", url: "https://www.instagram.com/example" },
    { name: "Facebook", url: "https://www.facebook.com/example" },
    { name: "LinkedIn", url: "https://www.linkedin.com/company/example" },
  ],
  industryLinks: [
    { name: "SUSEP – Superintendência de Seguros Privados", url: "https://www.gov.br/susep" },
    { name: "Fenacor – Federação Nacional dos Corretores", url: "https://www.fenacor.org.br" },
  ],
  dataProtectionOfficer: { name: "Nome do Encarregado (fictício)", email: "privacidade@example.com" },
  quotePortalUrl: "https://cotacao.example.com",
  responsibleBroker: { name: "Nome do Corretor Responsável (fictício)", registration: "0000000000" },
  // Lei nº 15.040/2024, art. 40: the broker is paid by commission (checked, see transparency.ts).
  compensation:
    "Somos remunerados por comissão de corretagem, paga pela seguradora e incluída no prêmio do seguro.",
  exclusivity: "",
  holdings: "",
  quotePortalOperator: {
    name: "Empresa do portal de cotação (exemplo)",
    cnpj: "00.000.000/0000-00",
    // Chosen by the admin once confirmed with the portal's company (copy review 3, N-M7).
    role: "unconfirmed",
  },
  dataProviders: [
    {
      service: "Hospedagem do site",
      name: "Provedor de hospedagem (exemplo)",
      country: "Brasil",
      transfer: "unconfirmed",
    },
    {
      service: "Envio de e-mails",
      name: "Provedor de e-mail (exemplo)",
      country: "Brasil",
      transfer: "unconfirmed",
    },
  ],
  recordsRetention: "",
  logo: null,
};

/**
 * Content a brokerage has filled in for launch (issue 25): its real details in "Dados da
 * corretora" and a named institution for a financial page. The launch checklist's unit test and
 * the start warning's integration test both start from these.
 */
import type { PartnerInstitution } from "~/content/partner-institution";
import { type SiteDetails, siteDetailsSchema } from "~/content/site-config";
import { defaultSiteDetails } from "~/content/site-defaults";

export const filledSiteDetails: SiteDetails = siteDetailsSchema.parse({
  ...defaultSiteDetails,
  legalName: "Corretora Real de Seguros Ltda.",
  cnpj: "11.222.333/0001-81",
  susepRegistration: "202012345",
  address: { ...defaultSiteDetails.address, street: "Rua XV de Novembro, 100", postalCode: "80020-310" },
  email: "contato@corretorareal.com.br",
  phones: [{ label: "Atendimento", number: "4132221234" }],
  whatsapp: "41991234567",
  social: [{ name: "Instagram", url: "https://www.instagram.com/corretorareal" }],
  dataProtectionOfficer: { name: "Maria Souza", email: "privacidade@corretorareal.com.br" },
  quotePortalUrl: "https://cotacao.corretorareal.com.br",
  responsibleBroker: { name: "João Silva", registration: "100200300" },
  quotePortalOperator: { name: "Portal Cotações S.A.", cnpj: "11.444.777/0001-61", role: "controller" },
  dataProviders: [{ service: "Hospedagem do site", name: "Nuvem BR Ltda.", country: "Brasil" }],
  recordsRetention: "5 anos após o fim do contrato",
});

export const namedInstitution: PartnerInstitution = {
  name: "Banco Exemplar S.A.",
  cnpj: "11.222.333/0001-81",
  role: "Emissor do cartão",
  sac: "0800 000 1234",
  ouvidoria: "0800 000 5678",
  destination: "O site do banco",
};

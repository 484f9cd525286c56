/**
 * Every public page and the heading a visitor sees on it, written out by hand: a page whose
 * heading changes, disappears or moves behind JavaScript fails. Read by the server-HTML checks
 * (tests/integration/public-html.test.ts) and the browser sweeps (e2e/public-pages.spec.ts).
 */
export const expectedHeadings: Record<string, string> = {
  "/": "Fazer seguro nunca foi tão inovador",
  "/insurances/personal-accident": "Seguro de Acidentes Pessoais",
  "/insurances/rent-guarantee": "Seguro Fiança Locatícia",
  "/insurances/automobile": "Seguro Auto",
  "/insurances/condominium": "Seguro Condomínio",
  "/insurances/company": "Seguro Empresarial",
  "/insurances/portable-equipment": "Seguro de Equipamentos Portáteis",
  "/insurances/guarantee": "Seguro Garantia",
  "/insurances/machines-equipment": "Seguro de Máquinas e Equipamentos",
  "/insurances/motorcycle": "Seguro Moto",
  "/insurances/residence": "Seguro Residencial",
  "/insurances/civil-responsability": "Seguro de Responsabilidade Civil",
  "/insurances/engineering-risk": "Seguro de Riscos de Engenharia",
  "/insurances/transport": "Seguro de Transporte",
  "/insurances/life-health": "Vida e Saúde",
  "/insurances/bike": "Seguro Bike",
  "/insurances/travel": "Seguro Viagem",
  "/financial/credit-card": "Cartão de Crédito",
  "/financial/group-buying": "Consórcio",
  "/financial/financing": "Financiamento",
  "/insurers": "Seguradoras Parceiras",
  "/contact/contact-us": "Fale Conosco",
  "/privacy-policy": "Política de Privacidade",
  "/transparencia": "Transparência",
};

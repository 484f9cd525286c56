import type { SiteDetails } from "./site-config";

export const homeBanner = {
  title: "Fazer seguro nunca foi tão inovador",
  subtitle: "Com apenas uma simulação, obtenha múltiplos orçamentos",
};

/** The four-step "how it works" strip of the spec. */
export const homeSteps = [
  { title: "Escolha o seguro", text: "Escolha o seguro que você deseja cotar." },
  {
    title: "Faça a simulação",
    text: "Faça uma simulação e receba os orçamentos por e-mail ou WhatsApp.",
  },
  {
    title: "Contrate com facilidade",
    text: "Gostou? Se quiser contratar, o pagamento pode ser feito em até 12 parcelas.",
  },
  { title: "Apólice digital", text: "Receba a sua apólice em formato digital, sem papelada." },
];

/** "Quem somos": the first paragraph names the brokerage as admins set it. */
export const aboutUs = (site: SiteDetails) => ({
  paragraphs: [
    `A ${site.name} nasceu em ${site.foundedYear}, em ${site.address.city} (${site.address.state}), para tornar a contratação de seguros mais simples, transparente e humana.`,
    "Nossa equipe é formada por corretores qualificados, registrados na Superintendência de Seguros Privados (SUSEP), que acompanham cada cliente na escolha da proteção certa — antes, durante e depois da contratação.",
    "Atendemos clientes em todo o Brasil, de forma digital e próxima, e promovemos ofertas de seguros, financiamentos, cartões de crédito e consórcios em parceria com seguradoras e instituições reconhecidas no mercado.",
  ],
});

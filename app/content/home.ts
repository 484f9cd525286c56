import { siteConfig } from "./site-config";

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

export const aboutUs = {
  paragraphs: [
    `A ${siteConfig.name} nasceu em ${siteConfig.foundedYear}, em ${siteConfig.city} (${siteConfig.state}), para tornar a contratação de seguros mais simples, transparente e humana.`,
    "Nossa equipe é formada por corretores qualificados, registrados na Superintendência de Seguros Privados (SUSEP), que acompanham cada cliente na escolha da proteção certa — antes, durante e depois da contratação.",
    "Atendemos clientes em todo o Brasil, de forma digital e próxima, e promovemos ofertas de seguros, financiamentos, cartões de crédito e consórcios em parceria com seguradoras e instituições reconhecidas no mercado.",
  ],
};

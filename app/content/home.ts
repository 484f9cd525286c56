import type { SiteDetails } from "./site-config";

export const homeBanner = {
  title: "Fazer seguro nunca foi tão inovador",
  subtitle: "Com apenas uma simulação, obtenha múltiplos orçamentos",
};

/**
 * The four-step "how it works" strip of the spec, in the site's one word for a price asked of
 * insurers ("cotação", copy review 2 L1; the banner keeps the spec's "orçamentos"). Step 3 keeps
 * the spec's "até 12 parcelas" with the qualifier the copy review asks for (M3: instalments
 * depend on the insurer and the product).
 */
export const homeSteps = [
  { title: "Escolha o seguro", text: "Escolha o seguro que você deseja cotar." },
  {
    title: "Faça a simulação",
    text: "Faça uma simulação e receba as cotações por e-mail ou WhatsApp.",
  },
  {
    title: "Contrate com facilidade",
    text: "Gostou? Se quiser contratar, o pagamento pode ser feito em até 12 parcelas, conforme a seguradora e o produto.",
  },
  { title: "Apólice digital", text: "Receba a sua apólice em formato digital, sem papelada." },
];

/** "Quem somos": the first paragraph names the brokerage as admins set it. */
export const aboutUs = (site: SiteDetails) => ({
  paragraphs: [
    `A ${site.name} nasceu em ${site.foundedYear}, em ${site.address.city} (${site.address.state}), para tornar a contratação de seguros mais simples, transparente e humana.`,
    "Nossa equipe é formada por corretores qualificados, registrados na Superintendência de Seguros Privados (SUSEP), que acompanham cada cliente na escolha da proteção certa — antes, durante e depois da contratação.",
    // Copy review 2, B1: no "parceria com instituições" while no institution is named (the
    // financial pages say who decides, decision 030); the broker intermediates insurance only.
    "Atendemos clientes em todo o Brasil, de forma digital e próxima: comparamos seguros de diferentes seguradoras com você e explicamos como funcionam cartões de crédito, consórcios e financiamentos antes de você procurar a instituição.",
  ],
});

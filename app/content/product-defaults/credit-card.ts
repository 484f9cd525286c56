import { type FinancialDefault, NO_PARTNER_INSTITUTION } from "../product-types";

/**
 * First-start copy of /financial/credit-card (style: docs/content-style.md; the live copy is edited in the admin portal).
 *
 * Issue 25, copy review 2 B1/B2: no "encaminhamos a sua proposta" and no partner issuers unless an admin
 * names one in `partnerInstitution`; the button keeps the spec's path (/several on the quote portal) and
 * its label says it opens the brokerage's quote portal. "Até 40 dias" is the spec's figure.
 */
export const creditCard: FinancialDefault = {
  slug: "credit-card",
  category: "financial",
  menuLabel: "Cartão de Crédito",
  title: "Cartão de Crédito",
  lead: "Até 40 dias para pagar as suas compras: entenda como o cartão de crédito funciona antes de pedir o seu ao emissor.",
  metaDescription:
    "Cartão de crédito com até 40 dias para pagar: como funcionam fatura, limite, rotativo e anuidade, e o que conferir antes de pedir o seu ao emissor.",
  illustration: "credit_card",
  about: [
    "O cartão de crédito permite comprar agora e pagar no vencimento da fatura. Compras feitas logo após o fechamento entram na fatura seguinte: assim, o prazo entre a compra e o pagamento pode chegar a 40 dias.",
    "Conforme o cartão, há programa de pontos ou cashback, cartão virtual para compras on-line e serviços do emissor, como seguros de compra protegida e garantia estendida.",
  ],
  role: "Não emitimos cartões nem concedemos crédito. Quem analisa o crédito, define o limite, emite o cartão e responde por ele é o emissor, com quem você faz o pedido. Aqui explicamos como o cartão funciona e o que conferir antes de pedir o seu.",
  regulator:
    "Os emissores de cartão de crédito são instituições autorizadas e supervisionadas pelo Banco Central do Brasil.",
  highlights: ["Até 40 dias para pagar", "Cartão virtual", "Aprovação sujeita à análise de crédito"],
  audience: [
    "Quem quer organizar as despesas do mês em uma única fatura.",
    "Quem compra on-line e quer usar um cartão virtual.",
    "Quem quer acumular pontos ou cashback.",
  ],
  mechanics: [
    {
      title: "Fechamento e vencimento",
      description:
        "As compras até a data de fechamento entram na fatura do mês; as feitas depois, na fatura seguinte.",
    },
    {
      title: "Limite de crédito",
      description: "Definido pelo emissor na análise de crédito; cada compra reduz o limite até o pagamento.",
    },
    {
      title: "Pagamento mínimo e rotativo",
      description: "Pagar menos que o total da fatura leva o saldo ao crédito rotativo, com juros altos.",
    },
    {
      title: "Anuidade e tarifas",
      description: "Cada cartão tem a sua anuidade, que pode ser isenta conforme o uso e o emissor.",
    },
  ],
  checklist: [
    "O valor da anuidade e as condições para isenção.",
    "Os juros do rotativo e do parcelamento da fatura, e o custo efetivo total (CET).",
    "Se os benefícios (pontos, cashback, seguros) servem para o seu uso.",
    "Seguros e serviços agregados ao cartão são opcionais: contrate só o que pediu.",
  ],
  howItWorks: [
    "Escolha o emissor: um banco ou outra instituição autorizada pelo Banco Central.",
    "Faça o pedido nos canais do emissor; ele faz a análise de crédito e define o limite.",
    "Antes de aceitar, confira a anuidade, os juros e o CET (veja “Antes de assinar, confira”). Aprovado o pedido, o emissor envia o cartão e o gerencia pelo aplicativo dele.",
  ],
  faqs: [
    {
      question: "Como funcionam os 40 dias para pagar?",
      answer:
        "Compras feitas logo após o fechamento da fatura entram na fatura seguinte. Assim, o prazo até o pagamento pode chegar a 40 dias, conforme a data de vencimento escolhida.",
    },
    {
      question: "A aprovação é garantida?",
      answer: "Não. A emissão depende da análise de crédito feita pelo emissor do cartão.",
    },
    {
      question: "O que acontece se eu pagar só o mínimo?",
      answer:
        "O saldo restante entra no crédito rotativo, com juros altos. O ideal é pagar a fatura integral ou negociar um parcelamento com o emissor.",
    },
    {
      question: "Quem atende um problema com o cartão?",
      answer:
        "O emissor, pelo SAC e, se não resolver, pela ouvidoria. Persistindo o problema, você pode registrar uma reclamação no Banco Central.",
    },
  ],
  quotes: [{ label: "Abrir o portal de cotação da corretora", quotePath: "several" }],
  partnerInstitution: NO_PARTNER_INSTITUTION,
};

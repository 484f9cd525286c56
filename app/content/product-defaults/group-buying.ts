import { type FinancialDefault, NO_PARTNER_INSTITUTION } from "../product-types";

/**
 * First-start copy of /financial/group-buying (style: docs/content-style.md; the live copy is edited in the admin portal).
 *
 * Issue 25, copy review 2 B1/B2 and M8: no "encaminhamos a sua adesão" unless an admin names an
 * administradora in `partnerInstitution`; the lead says what the cost is (fee, reserve fund, insurance)
 * and that instalments are readjusted. Contemplation rules: Lei nº 11.795/2008, art. 22, verified by the
 * review (modeloinicial.com.br).
 */
export const groupBuying: FinancialDefault = {
  slug: "group-buying",
  category: "financial",
  menuLabel: "Consórcio",
  title: "Consórcio",
  lead: "Planeje a compra do imóvel ou do veículo sem juros: o custo é a taxa de administração, mais fundo de reserva e seguro, quando houver. As parcelas são reajustadas pelo índice do contrato.",
  metaDescription:
    "Consórcio de imóveis, veículos e serviços: sem juros, com taxa de administração; carta de crédito por sorteio ou lance; administradoras autorizadas pelo Banco Central.",
  illustration: "consortium",
  about: [
    "No consórcio, um grupo de pessoas contribui mensalmente para um fundo comum, gerido por uma administradora. Todo mês, em assembleia, há contemplações por sorteio e por lance entre os consorciados em dia com as parcelas que ainda não foram contemplados. Quem é contemplado recebe uma carta de crédito para comprar o bem ou o serviço.",
    "Não há juros: o custo é a taxa de administração, diluída nas parcelas, mais o fundo de reserva e o seguro, quando previstos no contrato. Em troca, não há data certa para a contemplação.",
  ],
  role: "Não administramos grupos de consórcio. O contrato é assinado com a administradora que você escolher, que gere o grupo, faz as assembleias e libera a carta de crédito. Aqui explicamos como o consórcio funciona e o que conferir antes de aderir.",
  regulator:
    "As administradoras de consórcio precisam de autorização do Banco Central do Brasil, que fiscaliza o sistema de consórcios (Lei nº 11.795/2008).",
  highlights: ["Sem juros, com taxa de administração", "Sorteio ou lance", "Parcelas reajustadas"],
  audience: [
    "Quem planeja a compra sem pressa e quer evitar os juros de um financiamento.",
    "Quem quer comprar um imóvel, um carro, uma moto ou um caminhão.",
    "Empresas que planejam renovar a frota ou os equipamentos.",
  ],
  mechanics: [
    {
      title: "Carta de crédito",
      description:
        "O valor para comprar o bem, novo ou usado, liberado depois da contemplação e da análise da administradora.",
    },
    {
      title: "Sorteio",
      description:
        "Em cada assembleia, concorrem os consorciados ainda não contemplados e em dia com as parcelas.",
    },
    {
      title: "Lance",
      description:
        "É a oferta de antecipar parcelas para ser contemplado antes; vence o maior lance, conforme as regras do grupo. Em consórcios de imóveis, o FGTS pode ser usado no lance, conforme as regras do FGTS.",
    },
    {
      title: "Reajuste das parcelas",
      description:
        "O crédito e as parcelas são reajustados pelo índice previsto no contrato, para acompanhar o preço do bem.",
    },
  ],
  checklist: [
    "A taxa de administração total e o fundo de reserva.",
    "O índice de reajuste do crédito e das parcelas.",
    "As regras de lance do grupo (livre, fixo ou embutido).",
    "As regras de desistência e de devolução dos valores pagos.",
    "As garantias que a administradora pede para liberar o crédito.",
  ],
  howItWorks: [
    "Escolha uma administradora autorizada pelo Banco Central e peça o contrato e o regulamento do grupo, com o valor da carta de crédito e o prazo.",
    "Assine com a administradora o contrato de participação no grupo e pague a primeira parcela.",
    "Participe das assembleias mensais: concorra por sorteio ou ofereça um lance.",
    "Contemplado, use a carta de crédito depois da análise de crédito e das garantias pedidas pela administradora.",
  ],
  faqs: [
    {
      question: "Consórcio tem juros?",
      answer:
        "Não. O custo é a taxa de administração, informada no contrato e diluída nas parcelas, mais o fundo de reserva e o seguro, quando previstos. As parcelas são reajustadas pelo índice do contrato.",
    },
    {
      question: "O lance é um pagamento a mais?",
      answer:
        "Não. O lance antecipa parcelas: o valor pago abate o saldo devedor, reduzindo o prazo ou o valor das parcelas restantes, conforme o contrato.",
    },
    {
      question: "Posso usar o FGTS?",
      answer:
        "Em consórcios de imóveis, sim, para lance ou para complementar a carta de crédito, conforme as regras do FGTS.",
    },
    {
      question: "E se eu desistir?",
      answer:
        "O consorciado excluído recebe os valores pagos ao fundo comum, com os descontos previstos no contrato, quando contemplado por sorteio ou ao fim do grupo.",
    },
  ],
  quotes: [{ label: "Abrir o portal de cotação da corretora", quotePath: "several" }],
  partnerInstitution: NO_PARTNER_INSTITUTION,
};

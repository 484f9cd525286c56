import type { InsuranceDefault } from "../product-types";

/**
 * First-start copy of /insurances/rent-guarantee (style: docs/content-style.md; the live copy is edited in the admin portal).
 *
 * Issue 25, copy review 2 M2: the spec's figures (72 horas, 12 ou 30 meses, boleto em até 12
 * parcelas, débito em até 10) stay, presented as the conditions of the brokerage's partner insurer for
 * this line; other insurers may differ. "Danos ao imóvel" is an additional cover ("quando contratada").
 * Issue 41, copy review 3 N-M1: `{seguradora}` is that insurer's name, as marked in "Seguradoras"
 * (partner-insurer-name.ts); the launch checklist asks for it until one is marked.
 */
export const rentGuarantee: InsuranceDefault = {
  slug: "rent-guarantee",
  category: "insurances",
  menuLabel: "Fiança Locatícia",
  title: "Seguro Fiança Locatícia",
  lead: "O seguro fiança locatícia substitui o fiador ou a caução no contrato de aluguel, se o proprietário aceitar, e depende da aprovação do cadastro do inquilino.",
  metaDescription:
    "Seguro fiança locatícia no lugar do fiador: com a {seguradora}, análise em até 72 horas, vigência de 12 ou 30 meses e até 12 parcelas.",
  illustration: "rental",
  about: [
    "O seguro fiança locatícia substitui o fiador e o depósito caução no contrato de aluguel. Se o inquilino deixar de pagar, a seguradora indeniza o proprietário pelo aluguel e pelos encargos contratados.",
    "Na {seguradora}, com que a corretora trabalha neste seguro, a contratação começa pela ficha cadastral do inquilino, analisada com resposta em até 72 horas. Só depois da aprovação da ficha a apólice é emitida. A vigência é de 12 ou 30 meses, com renovação.",
    "Nessa seguradora, o pagamento pode ser feito por boleto bancário em até 12 parcelas ou por débito em conta em até 10 parcelas. Em outras seguradoras, o prazo da análise, a vigência e as formas de pagamento podem ser outros.",
  ],
  highlights: [
    "{seguradora}: resposta da análise em até 72 horas",
    "Vigência de 12 ou 30 meses, com renovação",
    "Boleto em até 12x ou débito em conta em até 10x",
  ],
  audience: [
    "Inquilinos que não têm fiador ou não querem imobilizar dinheiro em caução.",
    "Proprietários que querem a garantia de uma seguradora para o aluguel.",
    "Imobiliárias que buscam agilidade na locação de imóveis residenciais e comerciais.",
  ],
  coverages: [
    {
      title: "Aluguel",
      description: "Garante ao proprietário o aluguel não pago pelo inquilino, até o limite da apólice.",
    },
    { title: "Encargos", description: "Condomínio, IPTU, água, luz e gás, quando contratados." },
    {
      title: "Danos ao imóvel",
      description:
        "Reparo dos danos causados pelo inquilino, apurados na devolução do imóvel, quando contratada.",
    },
    {
      title: "Pintura",
      description: "Pintura interna e externa na desocupação, quando contratada.",
    },
    {
      title: "Multa rescisória",
      description: "Multa por rescisão antecipada prevista no contrato, quando contratada.",
    },
  ],
  assistances: ["Assistência residencial ou empresarial ao imóvel, conforme a seguradora"],
  exclusions: [
    "Aluguéis e encargos vencidos antes do início da vigência da apólice.",
    "Coberturas adicionais que não foram contratadas, como pintura ou multa rescisória.",
    "Desgaste natural do imóvel pelo uso normal.",
    "Valores acima do limite máximo de indenização de cada cobertura.",
  ],
  quoteNeeds: [
    "Dados do imóvel: endereço, finalidade (residencial ou comercial), aluguel e encargos mensais.",
    "Ficha cadastral do inquilino: CPF ou CNPJ, profissão ou atividade e renda.",
    "Comprovantes de renda (pessoa física) ou contrato social e balanço (pessoa jurídica).",
    "Dados do proprietário ou da imobiliária que administra a locação.",
  ],
  howItWorks: [
    "Clique em “Simular fiança locatícia” e informe os dados do imóvel e do inquilino no portal de cotação, que abre em nova aba.",
    "Preencha a ficha cadastral: na {seguradora}, a resposta da análise sai em até 72 horas.",
    "Só depois da aprovação da ficha a apólice é emitida, com vigência de 12 ou 30 meses e renovação.",
    "Pague por boleto bancário em até 12 parcelas ou por débito em conta em até 10 parcelas e receba a apólice digital da seguradora.",
  ],
  claimSteps: [
    "Quando o inquilino atrasa, o proprietário ou a imobiliária comunica a inadimplência à seguradora no prazo das condições gerais.",
    "Envie o contrato de locação, os boletos não pagos e o demonstrativo do débito.",
    "A seguradora analisa e indeniza os valores cobertos, até o limite da apólice.",
    "Na desocupação, os danos ao imóvel são apurados comparando as vistorias de entrada e de saída.",
  ],
  faqs: [
    {
      question: "Quanto tempo leva a análise da ficha cadastral?",
      answer:
        "Na {seguradora}, a resposta sai em até 72 horas. Em outras seguradoras, o prazo pode ser outro.",
    },
    {
      question: "Posso contratar antes da aprovação?",
      answer: "Não. A apólice só é emitida depois que a seguradora aprova a ficha cadastral do inquilino.",
    },
    {
      question: "Qual é a vigência do seguro?",
      answer:
        "Na {seguradora}, 12 ou 30 meses, com renovação ao fim do período, acompanhando o contrato de locação.",
    },
    {
      question: "Como posso pagar?",
      answer:
        "Na {seguradora}, por boleto bancário em até 12 parcelas ou por débito em conta em até 10 parcelas.",
    },
    {
      question: "Quem é o segurado: o inquilino ou o proprietário?",
      answer:
        "O proprietário, que recebe a indenização. O inquilino contrata e paga o prêmio, no lugar de apresentar um fiador.",
    },
  ],
  quotes: [{ label: "Simular fiança locatícia", quotePath: "rent" }],
};

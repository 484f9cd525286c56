import {
  type FinancialDefault,
  type InsuranceDefault,
  type ProductDefault,
  SPECIALIST_QUOTE_LABEL,
} from "./product-types";

/**
 * The product pages' copy. Style rules: docs/content-style.md. Every legal reference here was
 * checked against the law's text; the sources are listed in the commit that introduced them.
 */

/** “A” or “A” ou “B”: the quote buttons a step tells the visitor to click, named as on the page. */
function buttonNames(labels: string[]): string {
  return labels.map((label) => `“${label}”`).join(" ou ");
}

/** The path from simulation to policy through the quote portal; `analysis` names what the insurer checks. */
function portalSteps(labels: string[], analysis: string): string[] {
  return [
    `Clique em ${buttonNames(labels)} e preencha os dados no portal de cotação, que abre em nova aba: uma única simulação consulta várias seguradoras.`,
    "Receba os orçamentos por e-mail ou WhatsApp e compare preço, coberturas e franquias com um corretor.",
    `Escolhido o orçamento, a seguradora faz a ${analysis}; o pagamento pode ser parcelado em até 12 vezes, conforme a seguradora.`,
    "Aceita a proposta, você recebe a apólice digital por e-mail.",
  ];
}

/** The path for lines the quote portal cannot price: a broker takes the risk to the insurers. */
function specialistSteps(analysis: string): string[] {
  return [
    `Clique em “${SPECIALIST_QUOTE_LABEL}”: o formulário de contato abre com este seguro já escolhido.`,
    "Um corretor responde pelo meio que você preferir e pede os documentos e dados listados em “O que a cotação pede”.",
    `O corretor apresenta o risco às seguradoras, que fazem a ${analysis} e enviam as propostas.`,
    "Você compara as propostas com o corretor; aceita uma delas, a seguradora emite a apólice.",
  ];
}

const insurances: InsuranceDefault[] = [
  {
    slug: "personal-accident",
    category: "insurances",
    menuLabel: "Acidentes Pessoais",
    title: "Seguro de Acidentes Pessoais",
    lead: "Indenização em caso de morte ou invalidez por acidente, para você, para os estagiários da sua empresa ou para toda a equipe.",
    metaDescription:
      "Seguro de acidentes pessoais individual, para estagiários e coletivo: indenização por morte ou invalidez acidental. Simule e compare seguradoras.",
    about: [
      "O seguro de acidentes pessoais (AP) paga uma indenização quando um acidente causa morte, invalidez permanente total ou parcial ou, conforme o plano, despesas médicas e afastamento. Cobre acidentes — eventos súbitos e externos —, não doenças.",
      "Pode ser contratado por uma pessoa, para si mesma; pela empresa que concede estágio, que deve segurar cada estagiário; ou de forma coletiva, para funcionários, associados e participantes de eventos.",
    ],
    highlights: ["Individual, estagiário e coletivo", "Cobertura 24 horas", "Parcelamento em até 12 vezes"],
    audience: [
      "Quem quer proteger a renda da família contra acidentes no dia a dia.",
      "Empresas, órgãos públicos e profissionais liberais que concedem estágio e precisam segurar cada estagiário.",
      "Instituições de ensino que assumem o seguro dos seus alunos no estágio obrigatório.",
      "Empresas, associações e organizadores de eventos que querem proteger um grupo.",
      "Profissionais autônomos, que não contam com benefícios de um empregador.",
    ],
    variants: [
      {
        title: "Acidentes pessoais individual",
        description:
          "Contratado por uma pessoa para si mesma, com capital e beneficiários escolhidos por ela.",
      },
      {
        title: "Acidentes pessoais estagiário",
        description:
          "O seguro que a Lei do Estágio (Lei nº 11.788/2008, art. 9º, IV) exige da parte concedente em favor de cada estagiário. No estágio obrigatório, a instituição de ensino pode assumir a contratação.",
      },
      {
        title: "Acidentes pessoais coletivo",
        description:
          "Uma apólice para um grupo: funcionários, associados, alunos ou participantes de um evento.",
      },
    ],
    coverages: [
      {
        title: "Morte acidental",
        description: "Indenização aos beneficiários quando o acidente causa a morte do segurado.",
      },
      {
        title: "Invalidez permanente total ou parcial",
        description:
          "Indenização proporcional à perda funcional causada pelo acidente, conforme a tabela da apólice.",
      },
      {
        title: "Despesas médicas, hospitalares e odontológicas",
        description: "Reembolso dos gastos com o tratamento do acidente, até o limite contratado.",
      },
      {
        title: "Diária por incapacidade temporária",
        description:
          "Valor diário enquanto o segurado fica afastado das atividades por causa do acidente, quando contratada.",
      },
    ],
    assistances: [
      "Assistência funeral",
      "Orientação médica por telefone",
      "Sorteios mensais, conforme a seguradora",
    ],
    exclusions: [
      "Doenças, mesmo as de início súbito, como infarto e AVC, salvo cobertura específica.",
      "Lesões causadas de propósito pelo próprio segurado ou pelo beneficiário.",
      "Acidentes ocorridos antes do início da vigência.",
      "Esportes e atividades de risco que a apólice exclui ou que não foram declarados.",
    ],
    quoteNeeds: [
      "Individual: nome, CPF, data de nascimento, profissão e atividades de risco que você pratica.",
      "Estagiário: relação dos estagiários, com CPF e data de nascimento, e o período de cada estágio.",
      "Coletivo: número de pessoas, atividade do grupo e capital desejado por pessoa.",
      "Beneficiários, se quiser indicá-los já na proposta.",
    ],
    howItWorks: portalSteps(
      ["Simular acidentes pessoais individual", "Simular acidentes pessoais coletivo"],
      "análise da proposta e, no coletivo, da relação de segurados",
    ),
    claimSteps: [
      "Comunique o acidente à seguradora, pela central ou pelo site dela, ou peça ajuda ao seu corretor.",
      "Reúna os documentos pedidos: boletim de ocorrência, quando houver, relatórios médicos e exames; em caso de morte, a certidão de óbito e os documentos dos beneficiários.",
      "Envie os documentos à seguradora, que analisa o caso e pode pedir uma perícia médica.",
      "Reconhecida a cobertura, a indenização é paga ao segurado ou aos beneficiários.",
    ],
    faqs: [
      {
        question: "O seguro de estagiário é obrigatório?",
        answer:
          "Sim. A Lei nº 11.788/2008 (art. 9º, IV) obriga a parte concedente a contratar seguro contra acidentes pessoais em favor de cada estagiário. No estágio obrigatório, a instituição de ensino pode assumir essa contratação.",
      },
      {
        question: "Doenças estão cobertas?",
        answer:
          "Não. O seguro de acidentes pessoais cobre eventos súbitos e externos. Para doenças, o indicado é o seguro de vida ou um plano de saúde.",
      },
      {
        question: "Quem recebe a indenização por morte?",
        answer:
          "Os beneficiários indicados na apólice. Sem indicação, metade vai ao cônjuge, se houver, e o restante aos demais herdeiros (Lei nº 15.040/2024, art. 115). O valor não é considerado herança (art. 116).",
      },
      {
        question: "Posso ter mais de um seguro de acidentes pessoais?",
        answer:
          "Sim. Nos seguros de pessoas, o capital é escolhido por você, e cada apólice paga o capital que contratou.",
      },
    ],
    quotes: [
      { label: "Simular acidentes pessoais individual", quotePath: "personalAccidentIndividual" },
      { label: "Simular acidentes pessoais coletivo", quotePath: "several" },
    ],
  },
  {
    slug: "rent-guarantee",
    category: "insurances",
    menuLabel: "Fiança Locatícia",
    title: "Seguro Fiança Locatícia",
    lead: "Alugue sem fiador e sem caução: a seguradora garante ao proprietário o pagamento do aluguel e dos encargos.",
    metaDescription:
      "Seguro fiança locatícia: alugue sem fiador. Análise com resposta em até 72 horas, vigência de 12 ou 30 meses e parcelamento em até 12 vezes.",
    illustration: "rental",
    about: [
      "O seguro fiança locatícia substitui o fiador e o depósito caução no contrato de aluguel. Se o inquilino deixar de pagar, a seguradora indeniza o proprietário pelo aluguel e pelos encargos contratados.",
      "A contratação começa pela ficha cadastral do inquilino, que a seguradora analisa e responde em até 72 horas. A apólice só é contratada depois da aprovação. A vigência é de 12 ou 30 meses, com renovação.",
      "O pagamento pode ser feito por boleto bancário em até 12 parcelas ou por débito em conta em até 10 parcelas.",
    ],
    highlights: [
      "Resposta da análise em até 72 horas",
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
        description: "Reparo dos danos causados pelo inquilino, apurados na devolução do imóvel.",
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
      "Preencha a ficha cadastral: a seguradora analisa e responde em até 72 horas.",
      "Aprovada a análise, a apólice é contratada — nunca antes —, com vigência de 12 ou 30 meses e renovação.",
      "Pague por boleto bancário em até 12 parcelas ou por débito em conta em até 10 parcelas e receba a apólice digital.",
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
        answer: "A seguradora analisa a ficha cadastral do inquilino e responde em até 72 horas.",
      },
      {
        question: "Posso contratar antes da aprovação?",
        answer:
          "Não. A apólice só é contratada depois que a seguradora aprova a ficha cadastral do inquilino.",
      },
      {
        question: "Qual é a vigência do seguro?",
        answer: "12 ou 30 meses, com renovação ao fim do período, acompanhando o contrato de locação.",
      },
      {
        question: "Como posso pagar?",
        answer: "Por boleto bancário em até 12 parcelas ou por débito em conta em até 10 parcelas.",
      },
      {
        question: "Quem é o segurado: o inquilino ou o proprietário?",
        answer:
          "O proprietário, que recebe a indenização. O inquilino contrata e paga o prêmio, no lugar de apresentar um fiador.",
      },
    ],
    quotes: [{ label: "Simular fiança locatícia", quotePath: "rent" }],
  },
  {
    slug: "automobile",
    category: "insurances",
    menuLabel: "Automóvel",
    title: "Seguro Auto",
    lead: "Proteção para o seu carro contra colisão, roubo, furto e danos a terceiros, com assistência 24 horas.",
    metaDescription:
      "Seguro auto com cobertura para colisão, roubo, furto e terceiros, guincho 24 horas e carro reserva conforme o plano. Compare seguradoras em uma simulação.",
    illustration: "car",
    about: [
      "O seguro auto protege o seu veículo e o seu patrimônio. A cobertura compreensiva inclui colisão, incêndio, roubo e furto; a responsabilidade civil facultativa de veículos (RCF-V) paga os danos que você causar a outras pessoas e a outros veículos.",
      "O preço depende do perfil do condutor principal, do CEP de pernoite, do modelo e do uso do veículo. Por isso, comparar seguradoras faz diferença: com uma simulação, você recebe vários orçamentos.",
    ],
    highlights: ["Assistência 24 horas", "Carro reserva conforme o plano", "Até 12 parcelas"],
    audience: [
      "Proprietários de carros novos, seminovos ou usados.",
      "Quem usa o carro para trabalhar, inclusive motoristas de aplicativo, com plano que aceite esse uso.",
      "Empresas com frotas de veículos.",
    ],
    coverages: [
      {
        title: "Colisão e incêndio",
        description: "Reparo ou indenização integral do veículo em caso de acidente ou incêndio.",
      },
      {
        title: "Roubo e furto",
        description: "Indenização pelo valor de referência (tabela FIPE) quando o veículo não é recuperado.",
      },
      {
        title: "Danos a terceiros (RCF-V)",
        description: "Danos materiais e corporais causados a outras pessoas, até o limite escolhido.",
      },
      {
        title: "Vidros, faróis e retrovisores",
        description: "Troca ou reparo com franquia própria, conforme o plano.",
      },
      { title: "Fenômenos naturais", description: "Alagamento, granizo e queda de árvore sobre o veículo." },
    ],
    assistances: [
      "Guincho 24 horas",
      "Carro reserva, conforme o plano",
      "Chaveiro e troca de pneu",
      "Pane seca e auxílio elétrico",
    ],
    exclusions: [
      "Desgaste, falta de manutenção e defeitos mecânicos ou elétricos.",
      "Condutor sem habilitação válida para a categoria do veículo.",
      "Uso diferente do declarado, como transporte por aplicativo sem plano que o aceite.",
      "Participação em competições, rachas e testes de velocidade.",
      "Objetos deixados dentro do veículo, salvo cobertura contratada.",
    ],
    quoteNeeds: [
      "CPF e perfil do condutor principal: idade, estado civil e tempo de habilitação.",
      "Placa ou chassi, modelo, ano e versão do veículo.",
      "CEP de pernoite e onde o carro fica guardado em casa, no trabalho e na escola.",
      "Uso do veículo: particular, trabalho ou aplicativo.",
      "Apólice atual, se houver, para aproveitar a classe de bônus.",
    ],
    howItWorks: portalSteps(
      ["Simular seguro auto"],
      "análise da proposta e, se necessário, a vistoria do veículo",
    ),
    claimSteps: [
      "Em um acidente, cuide primeiro das pessoas: havendo feridos, chame o SAMU (192) ou os Bombeiros (193).",
      "Em roubo ou furto, registre o boletim de ocorrência assim que possível.",
      "Avise a seguradora pela central 24 horas dela ou peça ajuda ao seu corretor.",
      "Envie os documentos pedidos (CNH, documento do veículo, boletim de ocorrência) e leve o carro à vistoria.",
      "Pague a franquia, quando houver, e acompanhe o reparo ou a indenização.",
    ],
    faqs: [
      {
        question: "O que é a franquia?",
        answer:
          "É a parte do prejuízo paga pelo segurado em caso de dano parcial. Franquias maiores reduzem o preço do seguro; na indenização integral, não há franquia.",
      },
      {
        question: "O seguro cobre outro motorista dirigindo o meu carro?",
        answer:
          "Em geral, sim, desde que o perfil declarado esteja correto. Informe todos os condutores de 18 a 25 anos que usam o veículo, pois isso influencia o preço.",
      },
      {
        question: "Posso transferir o seguro se trocar de carro?",
        answer: "Sim. A apólice pode ser alterada por endosso para o novo veículo, com ajuste do prêmio.",
      },
      {
        question: "O que é a classe de bônus?",
        answer:
          "É o desconto conquistado a cada ano sem sinistro. Ele acompanha você na renovação, mesmo se trocar de seguradora, desde que não haja interrupção entre as apólices.",
      },
      {
        question: "Carro usado em aplicativo de transporte pode ter seguro?",
        answer:
          "Pode, com plano que aceite esse uso; nem toda seguradora oferece. Declare o uso na cotação: omiti-lo pode levar à perda da indenização.",
      },
    ],
    quotes: [{ label: "Simular seguro auto", quotePath: "auto" }],
  },
  {
    slug: "condominium",
    category: "insurances",
    menuLabel: "Condomínio",
    title: "Seguro Condomínio",
    lead: "A cobertura obrigatória da edificação e as proteções de que síndicos, moradores e funcionários precisam.",
    metaDescription:
      "Seguro condomínio: a cobertura obrigatória contra incêndio e destruição da edificação, responsabilidade civil do síndico e assistência 24 horas.",
    illustration: "condominium",
    about: [
      "Todo condomínio é obrigado a segurar a edificação contra incêndio ou outro sinistro que cause destruição, total ou parcial (Código Civil, art. 1.346). Cabe ao síndico contratar o seguro.",
      "Além da cobertura básica, o seguro pode incluir danos elétricos, vendaval, responsabilidade civil do condomínio e do síndico, roubo de bens das áreas comuns e quebra de vidros.",
    ],
    highlights: ["Cobertura obrigatória por lei", "RC do síndico", "Assistência 24 horas"],
    audience: [
      "Condomínios residenciais, comerciais e mistos, verticais ou horizontais.",
      "Síndicos e administradoras que precisam cumprir a obrigação legal.",
    ],
    coverages: [
      { title: "Incêndio, raio e explosão", description: "A cobertura básica obrigatória da edificação." },
      {
        title: "Danos elétricos",
        description: "Equipamentos das áreas comuns danificados por variação de tensão.",
      },
      {
        title: "Vendaval e granizo",
        description: "Danos ao telhado, à fachada e às estruturas causados por eventos naturais.",
      },
      {
        title: "Responsabilidade civil do condomínio",
        description: "Danos causados a moradores e visitantes nas áreas comuns.",
      },
      {
        title: "Responsabilidade civil do síndico",
        description: "Protege o síndico por atos de gestão questionados por terceiros.",
      },
      {
        title: "Roubo e quebra de vidros",
        description: "Bens das áreas comuns e vidros de portas, janelas e fachadas.",
      },
    ],
    assistances: ["Encanador, eletricista e chaveiro", "Desentupimento", "Vigilância após sinistro"],
    exclusions: [
      "Bens e benfeitorias das unidades privativas (cobertos pelo seguro residencial de cada morador).",
      "Danos por falta de manutenção ou desgaste da edificação.",
      "Infiltrações e vazamentos graduais, salvo cobertura específica.",
      "Danos causados por vício de construção.",
    ],
    quoteNeeds: [
      "CNPJ do condomínio e dados do síndico ou da administradora.",
      "Endereço, tipo (residencial, comercial ou misto), número de blocos, andares e unidades.",
      "Valor de reconstrução da edificação, por laudo ou estimativa.",
      "Equipamentos das áreas comuns: elevadores, portões, bombas e sistemas de segurança.",
      "Apólice atual e histórico de sinistros.",
    ],
    howItWorks: portalSteps(
      ["Simular seguro condomínio"],
      "análise do risco e, se necessário, a vistoria da edificação",
    ),
    claimSteps: [
      "O síndico ou a administradora comunica o sinistro à seguradora ou ao corretor assim que possível.",
      "Em roubo ou vandalismo, registre o boletim de ocorrência; em incêndio, peça o laudo do Corpo de Bombeiros.",
      "Guarde fotos, orçamentos e as peças danificadas até a vistoria da seguradora.",
      "A seguradora vistoria, apura o prejuízo e indeniza, descontada a franquia, quando houver.",
    ],
    faqs: [
      {
        question: "O seguro condomínio é obrigatório?",
        answer:
          "Sim. O art. 1.346 do Código Civil obriga todo condomínio a segurar a edificação contra incêndio ou destruição, total ou parcial.",
      },
      {
        question: "O seguro do condomínio cobre o meu apartamento?",
        answer:
          "Cobre a estrutura da edificação, não os bens e as melhorias de cada unidade. Para isso, o morador deve contratar um seguro residencial.",
      },
      {
        question: "Como é definido o valor em risco?",
        answer:
          "Pelo custo de reconstrução da edificação, não pelo valor de mercado dos imóveis. Uma avaliação evita seguro insuficiente.",
      },
      {
        question: "A responsabilidade civil do síndico é obrigatória?",
        answer:
          "Não; a obrigação legal é a da edificação. A cobertura do síndico é opcional e protege quem assume a gestão.",
      },
    ],
    quotes: [{ label: "Simular seguro condomínio", quotePath: "condominium" }],
  },
  {
    slug: "company",
    category: "insurances",
    menuLabel: "Empresarial",
    title: "Seguro Empresarial",
    lead: "Proteção para o patrimônio e a continuidade do seu negócio: prédio, estoque, equipamentos e receita.",
    metaDescription:
      "Seguro empresarial para lojas, escritórios, indústrias e serviços: incêndio, roubo, danos elétricos, lucros cessantes e RC. Simule e compare.",
    illustration: "store",
    about: [
      "O seguro empresarial protege o imóvel, as instalações, as máquinas, os móveis e as mercadorias da empresa, e pode garantir a receita que deixa de entrar quando um sinistro interrompe as atividades.",
      "É montado conforme a atividade: comércio, escritórios, consultórios, indústrias e prestadores de serviço têm riscos diferentes, e as coberturas são escolhidas de acordo com eles.",
    ],
    highlights: ["Coberturas sob medida", "Lucros cessantes", "Assistência 24 horas"],
    audience: [
      "Lojas, escritórios, clínicas e consultórios.",
      "Indústrias, depósitos e prestadores de serviço.",
      "Microempreendedores e pequenas empresas.",
    ],
    coverages: [
      { title: "Incêndio, raio e explosão", description: "A cobertura básica do prédio e do conteúdo." },
      {
        title: "Roubo e furto qualificado",
        description:
          "Mercadorias, máquinas e equipamentos levados com violência ou grave ameaça (roubo) ou com arrombamento (furto qualificado).",
      },
      {
        title: "Danos elétricos",
        description: "Equipamentos danificados por variação de tensão ou curto-circuito.",
      },
      {
        title: "Lucros cessantes",
        description: "Despesas fixas e lucro líquido durante a paralisação após um sinistro coberto.",
      },
      {
        title: "Responsabilidade civil",
        description: "Danos causados a clientes e a terceiros no estabelecimento.",
      },
      { title: "Vendaval e quebra de vidros", description: "Danos ao imóvel, às vitrines e aos letreiros." },
    ],
    assistances: [
      "Chaveiro, eletricista e encanador",
      "Vigilância após sinistro",
      "Limpeza e conservação emergencial",
    ],
    exclusions: [
      "Dinheiro, cheques e valores, salvo cobertura específica.",
      "Furto simples (sem arrombamento) e desaparecimento sem explicação.",
      "Danos por falta de manutenção, desgaste ou defeito de fabricação.",
      "Mercadorias em trânsito, que são objeto do seguro de transporte.",
    ],
    quoteNeeds: [
      "CNPJ e atividade principal da empresa.",
      "Endereço, tipo de construção e proteções do local: alarme, extintores, vigilância.",
      "Valores em risco: prédio, máquinas, móveis e estoque.",
      "Faturamento e despesas fixas mensais, se quiser a cobertura de lucros cessantes.",
      "Histórico de sinistros dos últimos anos.",
    ],
    howItWorks: portalSteps(
      ["Simular seguro empresarial"],
      "análise do risco da atividade e, se necessário, a vistoria do local",
    ),
    claimSteps: [
      "Comunique o sinistro à seguradora ou ao corretor assim que possível e tome as medidas para evitar danos maiores.",
      "Em roubo ou furto, registre o boletim de ocorrência; em incêndio, peça o laudo do Corpo de Bombeiros.",
      "Separe notas fiscais, inventário do estoque e fotos; guarde os bens danificados até a vistoria.",
      "A seguradora vistoria, apura o prejuízo e indeniza, descontada a franquia, quando houver.",
    ],
    faqs: [
      {
        question: "Empresa que trabalha em imóvel alugado pode contratar?",
        answer:
          "Sim. O seguro protege o conteúdo e pode incluir a responsabilidade do locatário pelos danos ao imóvel.",
      },
      {
        question: "O que são lucros cessantes?",
        answer:
          "É a cobertura que repõe as despesas fixas e o lucro que deixa de entrar enquanto a empresa fica parada por um sinistro coberto.",
      },
      {
        question: "MEI pode contratar seguro empresarial?",
        answer: "Sim. Há planos simplificados para microempreendedores, com as coberturas essenciais.",
      },
      {
        question: "O estoque precisa ser declarado item por item?",
        answer:
          "Não. Declara-se o valor total em risco; no sinistro, o prejuízo é comprovado com notas fiscais e controle de estoque.",
      },
    ],
    quotes: [{ label: "Simular seguro empresarial", quotePath: "business" }],
  },
  {
    slug: "portable-equipment",
    category: "insurances",
    menuLabel: "Equipamentos Portáteis",
    title: "Seguro de Equipamentos Portáteis",
    lead: "Celular, notebook, tablet, câmera e instrumentos protegidos contra roubo, furto qualificado e danos, dentro e fora de casa.",
    metaDescription:
      "Seguro de equipamentos portáteis para celular, notebook, tablet e câmera: roubo, furto qualificado e danos acidentais, no Brasil e no exterior.",
    about: [
      "O seguro de equipamentos portáteis protege aparelhos que você leva consigo — celulares, notebooks, tablets, câmeras, drones e instrumentos musicais — contra roubo, furto qualificado e danos acidentais.",
      "É útil para uso pessoal e para profissionais e empresas que dependem dos equipamentos para trabalhar, como fotógrafos, técnicos e equipes de campo. Perder ou esquecer o aparelho não é roubo nem furto, e não é coberto.",
    ],
    highlights: ["Cobertura fora de casa", "Danos acidentais", "Uso pessoal ou profissional"],
    audience: [
      "Quem usa celular e notebook no dia a dia, no trabalho ou nos estudos.",
      "Fotógrafos, músicos, técnicos e profissionais de campo.",
      "Empresas que fornecem equipamentos aos funcionários.",
    ],
    coverages: [
      {
        title: "Roubo e furto qualificado",
        description:
          "Equipamento levado com violência ou grave ameaça (roubo) ou com arrombamento ou rompimento de obstáculo (furto qualificado).",
      },
      {
        title: "Danos acidentais",
        description: "Quedas, impactos e derramamento de líquidos, conforme o plano.",
      },
      {
        title: "Danos elétricos",
        description: "Danos causados por variação de tensão durante o carregamento.",
      },
      {
        title: "Cobertura internacional",
        description: "Proteção em viagens ao exterior, quando contratada.",
      },
    ],
    assistances: [],
    exclusions: [
      "Perda, esquecimento e desaparecimento sem vestígios.",
      "Furto simples, sem arrombamento nem violência, na maioria dos planos.",
      "Desgaste, defeitos de fabricação e falhas cobertas pela garantia do fabricante.",
      "Riscos e arranhões que não afetam o funcionamento.",
    ],
    quoteNeeds: [
      "Nota fiscal de cada equipamento: marca, modelo, número de série e valor.",
      "Uso pessoal ou profissional, e onde os equipamentos costumam ser usados.",
      "Para empresas: a relação dos equipamentos e de quem os usa.",
      "Se precisa de cobertura no exterior.",
    ],
    howItWorks: specialistSteps("análise da relação de equipamentos, do uso e das notas fiscais"),
    claimSteps: [
      "Em roubo ou furto qualificado, registre o boletim de ocorrência e bloqueie o aparelho (no celular, peça também o bloqueio do IMEI à operadora).",
      "Avise a seguradora ou o seu corretor assim que possível.",
      "Envie o boletim de ocorrência, a nota fiscal e, em dano, o laudo ou orçamento da assistência técnica.",
      "A seguradora analisa e repara ou indeniza o equipamento, descontada a franquia, quando houver.",
    ],
    faqs: [
      {
        question: "Preciso da nota fiscal?",
        answer:
          "Sim. A nota fiscal comprova a propriedade e o valor do equipamento e é pedida na contratação e no sinistro.",
      },
      {
        question: "Furto simples está coberto?",
        answer:
          "Em geral, não. Furto simples é a subtração sem violência e sem arrombamento, como o aparelho levado de uma mesa. Alguns planos o cobrem como adicional; confira as condições.",
      },
      {
        question: "E se eu perder ou esquecer o aparelho?",
        answer:
          "Não é coberto. Perda e esquecimento não são roubo nem furto, e o seguro exige a comprovação do evento coberto.",
      },
      {
        question: "Equipamentos usados podem ser segurados?",
        answer: "Sim, dentro da idade máxima aceita pela seguradora e com a nota fiscal original.",
      },
    ],
    quotes: [{ label: "Simular equipamentos portáteis", quotePath: "several" }],
    specialist: {
      reason:
        "O preço depende da relação de equipamentos, do uso e da cobertura fora do Brasil, que a seguradora analisa caso a caso: um corretor conduz a cotação.",
    },
  },
  {
    slug: "guarantee",
    category: "insurances",
    menuLabel: "Seguro Garantia",
    title: "Seguro Garantia",
    lead: "A garantia exigida em licitações, contratos e processos judiciais, sem imobilizar o caixa da empresa.",
    metaDescription:
      "Seguro garantia para licitações, contratos públicos e privados e processos judiciais: alternativa ao depósito e à fiança bancária, sem imobilizar capital.",
    about: [
      "O seguro garantia assegura o cumprimento de uma obrigação do tomador — a empresa que a assume — perante o segurado, que é o credor dessa obrigação: o órgão público ou a empresa que contrata ou, na garantia judicial, a parte contrária no processo ou a Fazenda Pública.",
      "Se a seguradora indenizar o segurado, ela pode cobrar do tomador o que pagou. Por isso, antes de emitir a apólice, analisa o crédito da empresa e pede um contrato de contragarantia.",
      "É uma alternativa ao depósito em dinheiro e à fiança bancária, que preserva o caixa e o limite de crédito. Em execuções, o seguro garantia judicial substitui a penhora quando cobre o valor do débito acrescido de 30% (Código de Processo Civil, art. 835, § 2º).",
    ],
    highlights: ["Aceito em licitações", "Alternativa ao depósito judicial", "Preserva o capital de giro"],
    audience: [
      "Empresas que participam de licitações públicas.",
      "Construtoras, fornecedores e prestadores de serviço com contratos de grande valor.",
      "Empresas com processos cíveis, trabalhistas ou fiscais que exigem garantia.",
    ],
    variants: [
      {
        title: "Licitante",
        description: "Garante que o vencedor assinará o contrato nas condições da proposta.",
      },
      {
        title: "Executante (performance)",
        description: "Garante a execução do contrato de obra, fornecimento ou serviço.",
      },
      {
        title: "Judicial",
        description:
          "Alternativa ao depósito em dinheiro e à fiança bancária em processos cíveis, trabalhistas e fiscais. O segurado é o credor: a parte contrária ou a Fazenda Pública.",
      },
      {
        title: "Adiantamento de pagamento",
        description: "Garante a devolução de valores pagos antecipadamente ao tomador.",
      },
    ],
    coverages: [
      {
        title: "Inadimplemento contratual",
        description: "Prejuízos do segurado quando o tomador descumpre a obrigação garantida.",
      },
      {
        title: "Multas contratuais",
        description: "Multas previstas no contrato, quando cobertas pela apólice.",
      },
      {
        title: "Obrigações trabalhistas e previdenciárias",
        description: "Cobertura adicional exigida em muitos contratos públicos de serviços.",
      },
      {
        title: "Garantia judicial",
        description:
          "O valor em discussão no processo; para substituir a penhora, o débito acrescido de 30%.",
      },
    ],
    assistances: [],
    exclusions: [
      "Obrigações que não constam do contrato, do edital ou da decisão garantida.",
      "Descumprimento causado por atos ou omissões do próprio segurado.",
      "Multas e prejuízos que a apólice não cobre expressamente.",
      "Alterações do contrato feitas sem conhecimento da seguradora, conforme as condições.",
    ],
    quoteNeeds: [
      "O edital ou o contrato a garantir; na garantia judicial, o processo, a decisão e o valor do débito.",
      "Contrato social, procuração e documentos dos sócios.",
      "Demonstrações financeiras dos dois últimos exercícios (balanço e DRE) e balancete recente.",
      "Relação de contratos em andamento e, para obras, os atestados de capacidade técnica.",
    ],
    howItWorks: specialistSteps("análise de crédito da empresa tomadora e do contrato a garantir"),
    claimSteps: [
      "Se você é o tomador e recebeu uma notificação de descumprimento, avise o seu corretor no mesmo dia.",
      "O segurado comunica à seguradora a expectativa de sinistro, com o contrato e as notificações enviadas ao tomador.",
      "A seguradora regula o sinistro: analisa a obrigação, o descumprimento e o prejuízo.",
      "Reconhecida a cobertura, a seguradora indeniza o segurado e cobra do tomador o que pagou, com base na contragarantia.",
    ],
    faqs: [
      {
        question: "Qual é a diferença para a fiança bancária?",
        answer:
          "Ambas garantem a mesma obrigação. O seguro garantia não consome o limite de crédito da empresa no banco e costuma ter custo menor; confira no edital ou no processo quais garantias são aceitas.",
      },
      {
        question: "Quanto tempo leva a emissão?",
        answer:
          "Depende do cadastro da empresa na seguradora. Com o limite de crédito aprovado, a emissão costuma ser rápida; sem ele, a seguradora analisa antes os balanços. Procure o corretor assim que o edital for publicado.",
      },
      {
        question: "Quem é o segurado na garantia judicial?",
        answer:
          "O credor: a parte contrária no processo ou a Fazenda Pública, em execuções fiscais. O juízo apenas aceita a garantia; ele não é o segurado.",
      },
      {
        question: "A seguradora pode cobrar da minha empresa?",
        answer:
          "Sim. Se indenizar o segurado, a seguradora cobra do tomador o que pagou, nos termos do contrato de contragarantia assinado antes da emissão.",
      },
      {
        question: "Quem paga o prêmio?",
        answer:
          "O tomador, a empresa que assume a obrigação. Quem recebe a indenização, se houver sinistro, é o segurado.",
      },
    ],
    quotes: [{ label: "Simular seguro garantia", quotePath: "several" }],
    specialist: {
      reason:
        "O preço depende da análise de crédito da sua empresa e do contrato ou processo garantido: um corretor leva o pedido às seguradoras.",
    },
  },
  {
    slug: "machines-equipment",
    category: "insurances",
    menuLabel: "Máquinas e Equipamentos",
    title: "Seguro de Máquinas e Equipamentos",
    lead: "Proteção para máquinas agrícolas, de construção e industriais, paradas ou em operação.",
    metaDescription:
      "Seguro de máquinas e equipamentos agrícolas, de construção e industriais: danos, roubo, quebra e responsabilidade civil. Cotação com um especialista.",
    about: [
      "O seguro de máquinas e equipamentos protege bens de alto valor usados na produção — tratores, colheitadeiras, retroescavadeiras, guindastes, geradores e máquinas industriais — contra danos acidentais, incêndio, roubo e quebra.",
      "Pode cobrir o equipamento no local de trabalho, em deslocamento entre obras e, conforme o plano, os danos causados a terceiros durante a operação.",
    ],
    highlights: ["Máquinas móveis e estacionárias", "Roubo e danos acidentais", "Cobertura em deslocamento"],
    audience: [
      "Produtores rurais e cooperativas.",
      "Construtoras e locadoras de equipamentos.",
      "Indústrias com máquinas de alto valor na linha de produção.",
    ],
    coverages: [
      { title: "Danos materiais", description: "Colisão, tombamento, queda e acidentes durante a operação." },
      { title: "Incêndio, raio e explosão", description: "Danos ao equipamento por fogo ou explosão." },
      {
        title: "Roubo e furto qualificado",
        description: "Equipamento levado com violência ou grave ameaça, ou com arrombamento.",
      },
      {
        title: "Quebra de máquinas",
        description: "Danos elétricos e mecânicos internos, quando contratada.",
      },
      {
        title: "Responsabilidade civil",
        description: "Danos causados a terceiros durante a operação, quando contratada.",
      },
    ],
    assistances: [],
    exclusions: [
      "Desgaste, corrosão e falta de manutenção.",
      "Defeitos de fabricação cobertos pela garantia do fabricante.",
      "Operação por pessoa não habilitada ou acima da capacidade do equipamento.",
      "Furto simples e desaparecimento sem vestígios.",
    ],
    quoteNeeds: [
      "Relação dos equipamentos: tipo, marca, modelo, ano, número de série e valor (nota fiscal).",
      "Onde trabalham e como se deslocam entre os locais de uso.",
      "Quem opera: equipe própria, terceiros ou locatários.",
      "Rastreamento e local de guarda fora do horário de trabalho.",
      "Histórico de sinistros dos últimos anos.",
    ],
    howItWorks: specialistSteps("análise dos equipamentos e, se necessário, a vistoria"),
    claimSteps: [
      "Pare a operação, proteja o local e evite danos maiores.",
      "Em roubo ou furto, registre o boletim de ocorrência e acione o rastreador, se houver.",
      "Avise a seguradora ou o seu corretor e não desmonte nem conserte o equipamento antes da vistoria.",
      "Envie nota fiscal, boletim de ocorrência e orçamentos; a seguradora apura o prejuízo e indeniza, descontada a franquia.",
    ],
    faqs: [
      {
        question: "Equipamentos financiados podem ser segurados?",
        answer:
          "Sim, e muitas vezes o banco exige. A instituição financeira pode constar como beneficiária da indenização.",
      },
      {
        question: "Máquinas alugadas a terceiros estão cobertas?",
        answer: "Há planos específicos para locadoras, que cobrem o equipamento em poder do locatário.",
      },
      {
        question: "O desgaste natural está coberto?",
        answer:
          "Não. Desgaste, falta de manutenção e defeitos de fabricação em garantia são exclusões comuns.",
      },
      {
        question: "A cobertura vale no transporte da máquina entre obras?",
        answer:
          "Pode valer, se o deslocamento for declarado e contratado. Transporte em veículo de terceiros pode exigir seguro de transporte.",
      },
    ],
    quotes: [{ label: "Simular máquinas e equipamentos", quotePath: "several" }],
    specialist: {
      reason:
        "Cada máquina, uso e local muda o risco, e a seguradora costuma pedir a relação dos equipamentos e, às vezes, uma vistoria: um corretor conduz a cotação.",
    },
  },
  {
    slug: "motorcycle",
    category: "insurances",
    menuLabel: "Moto",
    title: "Seguro Moto",
    lead: "Roubo, furto, colisão e assistência na estrada para quem vive sobre duas rodas.",
    metaDescription:
      "Seguro moto para todas as cilindradas: roubo, furto, colisão, danos a terceiros e guincho 24 horas. Receba orçamentos de várias seguradoras.",
    illustration: "motorcycle",
    about: [
      "O seguro moto protege contra roubo e furto — os riscos mais frequentes para motociclistas — e, na cobertura compreensiva, também contra colisão e incêndio.",
      "Há planos só para roubo e furto, mais econômicos, e planos completos, com danos a terceiros e assistência 24 horas. O preço depende do modelo, do CEP de pernoite e do perfil do condutor.",
    ],
    highlights: ["Planos só roubo e furto", "Guincho 24 horas", "Até 12 parcelas"],
    audience: [
      "Motociclistas que usam a moto no dia a dia.",
      "Entregadores e profissionais que trabalham com a moto, quando a seguradora oferece plano para esse uso.",
      "Donos de motos de alta cilindrada.",
    ],
    coverages: [
      { title: "Roubo e furto", description: "Indenização pela tabela FIPE quando a moto não é recuperada." },
      {
        title: "Colisão e incêndio",
        description: "Reparo ou indenização integral na cobertura compreensiva.",
      },
      { title: "Danos a terceiros", description: "Danos materiais e corporais causados a outras pessoas." },
      {
        title: "Acidentes pessoais do condutor",
        description: "Indenização por morte ou invalidez do condutor, quando contratada.",
      },
    ],
    assistances: ["Guincho 24 horas", "Pane seca e troca de pneu", "Chaveiro"],
    exclusions: [
      "Uso em entregas ou por aplicativo sem plano que aceite esse uso.",
      "Condutor sem habilitação na categoria A.",
      "Desgaste, falta de manutenção e defeitos mecânicos.",
      "Participação em competições, trilhas e manobras, salvo plano específico.",
    ],
    quoteNeeds: [
      "CPF e perfil do condutor principal: idade e tempo de habilitação.",
      "Placa ou chassi, modelo e ano da moto.",
      "CEP de pernoite e onde a moto fica guardada.",
      "Uso: particular, deslocamento ao trabalho ou entregas.",
      "Apólice atual, se houver, para aproveitar a classe de bônus.",
    ],
    howItWorks: portalSteps(
      ["Simular seguro moto"],
      "análise da proposta e, se necessário, a vistoria da moto",
    ),
    claimSteps: [
      "Em um acidente, cuide primeiro das pessoas: havendo feridos, chame o SAMU (192) ou os Bombeiros (193).",
      "Em roubo ou furto, registre o boletim de ocorrência assim que possível.",
      "Avise a seguradora pela central 24 horas dela ou peça ajuda ao seu corretor.",
      "Envie CNH, documento da moto e boletim de ocorrência; a seguradora vistoria e repara ou indeniza, descontada a franquia, quando houver.",
    ],
    faqs: [
      {
        question: "Vale a pena o plano só roubo e furto?",
        answer:
          "Para muitos motociclistas, sim: é o risco mais comum, e o plano custa menos que a cobertura compreensiva.",
      },
      {
        question: "Posso usar a moto para entregas?",
        answer:
          "Depende da seguradora e de um plano específico: nem todas aceitam esse uso. Declare o uso profissional na cotação; omiti-lo pode levar à perda da indenização.",
      },
      {
        question: "Equipamentos e acessórios estão cobertos?",
        answer:
          "Baú, capacete e acessórios podem ser incluídos como cobertura adicional, conforme a seguradora.",
      },
      {
        question: "A moto precisa de vistoria?",
        answer:
          "Algumas seguradoras pedem vistoria antes de aceitar o seguro, conforme o modelo e o histórico da moto. O corretor informa se ela é necessária e como agendá-la.",
      },
    ],
    quotes: [{ label: "Simular seguro moto", quotePath: "auto" }],
  },
  {
    slug: "residence",
    category: "insurances",
    menuLabel: "Residencial",
    title: "Seguro Residencial",
    lead: "Proteção para a sua casa ou o seu apartamento, próprio ou alugado, com assistência 24 horas para o dia a dia.",
    metaDescription:
      "Seguro residencial para casa ou apartamento, próprio ou alugado: incêndio, roubo, danos elétricos e assistência 24 horas. Simule e compare seguradoras.",
    illustration: "house",
    about: [
      "O seguro residencial protege o imóvel e os bens que estão nele contra incêndio, roubo, danos elétricos, vendaval e outros riscos. Vale para casas e apartamentos, de moradia habitual ou de veraneio, próprios ou alugados.",
      "Além das coberturas, inclui serviços de assistência — chaveiro, encanador, eletricista — com limites de uso por ano descritos no plano.",
    ],
    highlights: ["Assistência 24 horas", "Casa ou apartamento", "Próprio ou alugado"],
    audience: [
      "Proprietários e inquilinos de casas e apartamentos.",
      "Quem tem casa de praia ou de campo.",
      "Quem trabalha em casa e quer proteger os equipamentos.",
    ],
    coverages: [
      { title: "Incêndio, raio e explosão", description: "A cobertura básica do imóvel e do conteúdo." },
      {
        title: "Roubo e furto qualificado",
        description:
          "Bens levados com violência ou grave ameaça (roubo) ou com arrombamento (furto qualificado).",
      },
      {
        title: "Danos elétricos",
        description: "Eletrodomésticos e eletrônicos danificados por variação de tensão.",
      },
      { title: "Vendaval e granizo", description: "Danos ao telhado, às janelas e à estrutura." },
      {
        title: "Responsabilidade civil familiar",
        description: "Danos que você ou a sua família causarem a terceiros.",
      },
      {
        title: "Pagamento de aluguel",
        description: "Aluguel de outro imóvel se a casa ficar inabitável após um sinistro coberto.",
      },
    ],
    assistances: [
      "Chaveiro, encanador e eletricista",
      "Desentupimento",
      "Reparo de eletrodomésticos, conforme o plano",
      "Mudança de móveis, conforme o plano",
    ],
    exclusions: [
      "Furto simples, sem vestígios de arrombamento.",
      "Joias, dinheiro e obras de arte acima do limite do plano, salvo declaração específica.",
      "Danos por falta de manutenção, infiltração gradual e cupins.",
      "Desgaste natural de aparelhos e instalações.",
    ],
    quoteNeeds: [
      "CPF do contratante e endereço do imóvel.",
      "Tipo (casa ou apartamento), uso (habitual ou veraneio) e se é próprio ou alugado.",
      "Valor de reconstrução do imóvel e valor aproximado dos bens.",
      "Proteções: alarme, grades, portaria.",
    ],
    howItWorks: portalSteps(["Simular seguro residencial"], "análise da proposta"),
    claimSteps: [
      "Para chaveiro, encanador e outros serviços, ligue para a central 24 horas da seguradora.",
      "Em roubo ou furto qualificado, registre o boletim de ocorrência; em incêndio, peça o laudo do Corpo de Bombeiros.",
      "Comunique o sinistro à seguradora ou ao seu corretor e guarde notas fiscais, fotos e os bens danificados até a vistoria.",
      "A seguradora apura o prejuízo e indeniza, descontada a franquia, quando houver.",
    ],
    faqs: [
      {
        question: "Quem mora de aluguel pode contratar?",
        answer:
          "Sim. O inquilino segura os seus bens e a responsabilidade pelos danos ao imóvel do proprietário.",
      },
      {
        question: "Quem mora em condomínio precisa de seguro residencial?",
        answer:
          "Sim, para os seus bens. O seguro do condomínio cobre a estrutura do prédio; móveis, eletrônicos e melhorias do apartamento precisam de seguro residencial.",
      },
      {
        question: "As assistências têm limite de uso?",
        answer:
          "Sim. Cada serviço tem um número de acionamentos e um valor por ano, descritos nas condições do plano.",
      },
      {
        question: "Trabalho em casa. Os equipamentos estão cobertos?",
        answer:
          "Os bens de uso pessoal, sim. Equipamentos da atividade profissional podem exigir cobertura adicional; informe esse uso na cotação.",
      },
    ],
    quotes: [{ label: "Simular seguro residencial", quotePath: "residence" }],
  },
  {
    slug: "civil-responsability",
    category: "insurances",
    menuLabel: "Responsabilidade Civil",
    title: "Seguro de Responsabilidade Civil",
    lead: "Proteção para o seu patrimônio quando a sua atividade causa danos a clientes ou a terceiros.",
    metaDescription:
      "Seguro de responsabilidade civil geral, profissional e de administradores (D&O): indenizações e custos de defesa. Cotação com um especialista.",
    about: [
      "O seguro de responsabilidade civil paga as indenizações que você ou a sua empresa forem obrigados a pagar por danos materiais, corporais ou morais causados involuntariamente a terceiros, e os custos de defesa.",
      "Existem modalidades para estabelecimentos e operações (RC geral), para profissionais liberais (RC profissional), para administradores (D&O), para eventos e para produtos.",
    ],
    highlights: ["Custos de defesa incluídos", "Modalidades por atividade", "Para empresas e profissionais"],
    audience: [
      "Empresas que recebem clientes ou prestam serviços em locais de terceiros.",
      "Médicos, dentistas, advogados, engenheiros e outros profissionais liberais.",
      "Diretores e conselheiros de empresas e associações.",
      "Organizadores de eventos e fabricantes de produtos.",
    ],
    variants: [
      {
        title: "RC geral",
        description: "Danos causados pelos estabelecimentos e pelas operações da empresa.",
      },
      {
        title: "RC profissional (E&O)",
        description: "Erros e omissões na prestação de serviços profissionais.",
      },
      { title: "RC de administradores (D&O)", description: "Atos de gestão de diretores e conselheiros." },
    ],
    coverages: [
      {
        title: "Danos materiais a terceiros",
        description: "Bens de clientes e de terceiros danificados pela atividade.",
      },
      { title: "Danos corporais", description: "Lesões causadas a pessoas, incluindo despesas médicas." },
      { title: "Danos morais", description: "Quando contratados, associados aos danos cobertos." },
      { title: "Custos de defesa", description: "Honorários de advogados e custas judiciais." },
    ],
    assistances: [],
    exclusions: [
      "Atos intencionais (dolosos) do segurado.",
      "Multas e penalidades, em regra; no D&O, algumas apólices cobrem multas administrativas como adicional.",
      "Danos ao próprio segurado, aos seus bens e aos seus sócios.",
      "Reclamações por fatos que o segurado já conhecia antes da contratação.",
      "Obrigações assumidas por contrato além do que a lei impõe.",
    ],
    quoteNeeds: [
      "CNPJ ou CPF, atividade e faturamento ou honorários anuais.",
      "Descrição dos serviços, produtos ou eventos a segurar.",
      "Histórico de reclamações e processos dos últimos anos.",
      "Limite máximo de indenização desejado.",
      "Para D&O: demonstrações financeiras e composição da diretoria e do conselho.",
    ],
    howItWorks: specialistSteps("análise da atividade e do histórico de reclamações"),
    claimSteps: [
      "Ao receber uma reclamação, notificação ou citação, avise a seguradora e o corretor imediatamente, dentro do prazo da apólice.",
      "Não reconheça a responsabilidade nem faça acordo sem a concordância da seguradora.",
      "Envie a reclamação, os documentos do caso e os dados do reclamante.",
      "A seguradora analisa a cobertura, acompanha a defesa e paga a indenização e os custos cobertos, até o limite da apólice.",
    ],
    faqs: [
      {
        question: "Danos intencionais estão cobertos?",
        answer:
          "Não. O seguro cobre danos involuntários; atos dolosos são excluídos e, em regra, multas também.",
      },
      {
        question: "O que significa apólice à base de reclamações?",
        answer:
          "É o formato comum no RC profissional e no D&O: cobre reclamações feitas durante a vigência, inclusive por fatos anteriores dentro do período de retroatividade.",
      },
      {
        question: "Profissional autônomo pode contratar?",
        answer: "Sim. Há planos de RC profissional para pessoas físicas, com limites ajustados à atividade.",
      },
      {
        question: "O D&O protege a empresa ou os administradores?",
        answer:
          "Principalmente os administradores: cobre a defesa e as indenizações por atos de gestão. Algumas apólices incluem a própria empresa em situações específicas.",
      },
    ],
    quotes: [{ label: "Simular responsabilidade civil", quotePath: "several" }],
    specialist: {
      reason:
        "O preço depende da atividade, do faturamento e do histórico de reclamações, que cada seguradora analisa: um corretor conduz a cotação.",
    },
  },
  {
    slug: "engineering-risk",
    category: "insurances",
    menuLabel: "Riscos de Engenharia",
    title: "Seguro de Riscos de Engenharia",
    lead: "Proteção para obras civis, instalações e montagens, do início da construção até a entrega.",
    metaDescription:
      "Seguro de riscos de engenharia para obras civis, reformas, instalações e montagens: danos à obra, RC do construtor e equipamentos. Peça a cotação a um especialista.",
    about: [
      "O seguro de riscos de engenharia protege a obra durante a construção, reforma, instalação ou montagem contra danos materiais súbitos e imprevistos: desabamento, incêndio, vendaval, alagamento, roubo de materiais.",
      "Pode incluir a responsabilidade civil do construtor por danos a vizinhos e a terceiros, e muitas vezes é exigido por bancos que financiam a obra e por contratantes públicos e privados.",
    ],
    highlights: ["Do canteiro à entrega", "RC do construtor", "Muitas vezes exigido em financiamentos"],
    audience: [
      "Construtoras e incorporadoras.",
      "Empresas de instalação e montagem industrial.",
      "Proprietários que constroem ou reformam.",
    ],
    coverages: [
      { title: "Obras civis em construção", description: "Danos materiais à obra durante a execução." },
      {
        title: "Instalação e montagem",
        description: "Danos a equipamentos durante a instalação e os testes.",
      },
      {
        title: "Responsabilidade civil do construtor",
        description: "Danos causados a vizinhos e a terceiros pela obra.",
      },
      {
        title: "Roubo de materiais",
        description: "Materiais e equipamentos no canteiro, com arrombamento ou violência.",
      },
      { title: "Erro de projeto", description: "Danos consequentes de erro de projeto, quando contratado." },
    ],
    assistances: [],
    exclusions: [
      "O custo de refazer a parte com erro de projeto ou de execução (o dano consequente, só quando contratado).",
      "Desgaste, falta de manutenção e paralisação da obra.",
      "Multas contratuais e prejuízos por atraso.",
      "Furto simples de materiais, sem vestígios.",
    ],
    quoteNeeds: [
      "Contrato ou projeto da obra, com o memorial descritivo.",
      "Cronograma físico-financeiro e valor total da obra.",
      "Endereço e características do terreno e dos imóveis vizinhos.",
      "Métodos construtivos: fundações, escavações, demolições.",
      "Equipamentos de canteiro que devem entrar no seguro.",
    ],
    howItWorks: specialistSteps("análise do projeto, do cronograma e do valor da obra"),
    claimSteps: [
      "Isole a área, proteja as pessoas e evite que o dano aumente.",
      "Avise a seguradora e o corretor assim que possível; em roubo, registre o boletim de ocorrência.",
      "Fotografe o dano e não remova os escombros antes da vistoria, salvo por segurança.",
      "Envie o diário de obra, orçamentos e notas fiscais; a seguradora apura o prejuízo e indeniza, descontada a franquia.",
    ],
    faqs: [
      {
        question: "Qual é a vigência?",
        answer: "A do cronograma da obra, do início até a entrega; pode ser prorrogada se a obra atrasar.",
      },
      {
        question: "Reformas pequenas podem ser seguradas?",
        answer: "Sim. Há planos simplificados para reformas residenciais e comerciais.",
      },
      {
        question: "Danos a imóveis vizinhos estão cobertos?",
        answer:
          "Sim, pela cobertura de responsabilidade civil do construtor, quando contratada; danos por fundações e vibrações costumam exigir cobertura específica.",
      },
      {
        question: "O banco que financia a obra pode exigir o seguro?",
        answer:
          "Muitas vezes exige, e pode constar como beneficiário. Você pode escolher a seguradora, desde que a apólice atenda às exigências do contrato.",
      },
    ],
    quotes: [{ label: "Simular riscos de engenharia", quotePath: "several" }],
    specialist: {
      reason:
        "O preço depende do projeto, do cronograma e do método construtivo, que a seguradora analisa obra a obra: um corretor conduz a cotação.",
    },
  },
  {
    slug: "transport",
    category: "insurances",
    menuLabel: "Transporte",
    title: "Seguro de Transporte",
    lead: "Proteção para as mercadorias que você envia e os seguros obrigatórios de quem as transporta.",
    metaDescription:
      "Seguro de transporte de mercadorias, nacional e internacional, e os seguros obrigatórios do transportador rodoviário: RCTR-C, RC-DC e RC-V.",
    about: [
      "O seguro de transporte protege a carga contra acidentes, roubo e avarias durante o trajeto, por via rodoviária, aérea, marítima ou ferroviária. Ele tem duas frentes, conforme quem contrata.",
      "Quem embarca a mercadoria — indústria, comércio, importador ou exportador — contrata o seguro de transporte para proteger a própria carga. A transportadora rodoviária contrata os três seguros de responsabilidade civil que a Lei nº 11.442/2007 (art. 13, com a redação da Lei nº 14.599/2023) torna obrigatórios: RCTR-C, RC-DC e RC-V.",
    ],
    highlights: ["Mercadorias e transportador", "Nacional e internacional", "Apólices por viagem ou mensais"],
    audience: [
      "Indústrias, distribuidores e comércio eletrônico que enviam mercadorias.",
      "Importadores e exportadores.",
      "Transportadoras e transportadores autônomos de cargas.",
    ],
    variants: [
      {
        title: "Transporte de mercadorias (embarcador)",
        description:
          "Nacional ou internacional: protege a carga do embarcador em qualquer modal, por viagem ou em apólice mensal.",
      },
      {
        title: "Responsabilidade civil do transportador",
        description:
          "RCTR-C (danos à carga em acidentes com o veículo), RC-DC (roubo, furto e outros desaparecimentos da carga) e RC-V (danos a terceiros causados pelo veículo): os três são obrigatórios para o transportador rodoviário de cargas e contratados por ele.",
      },
    ],
    coverages: [
      {
        title: "Acidentes com o veículo",
        description: "Colisão, capotamento, tombamento, incêndio e explosão que danificam a carga (RCTR-C).",
      },
      {
        title: "Roubo e desaparecimento da carga",
        description: "No RC-DC do transportador ou na cobertura ampla do embarcador.",
      },
      {
        title: "Danos a terceiros (RC-V)",
        description: "Danos materiais e corporais causados a terceiros pelo veículo de carga.",
      },
      { title: "Avarias", description: "Quebra, amassamento e molhadura, conforme a cobertura." },
      {
        title: "Carga e descarga",
        description: "Danos durante as operações de carregamento, quando contratados.",
      },
    ],
    assistances: [],
    exclusions: [
      "Embalagem inadequada e vício próprio da mercadoria.",
      "Atraso na entrega e perda de mercado.",
      "Descumprimento do plano de gerenciamento de risco acordado com a seguradora.",
      "Embarques não averbados na apólice.",
    ],
    quoteNeeds: [
      "Perfil da carga: tipo de mercadoria, embalagem e valor médio e máximo por embarque.",
      "Origens, destinos e modais: rodoviário, aéreo, marítimo ou ferroviário.",
      "Volume mensal embarcado.",
      "Para transportadoras: RNTRC, frota e plano de gerenciamento de risco.",
      "Histórico de sinistros dos últimos anos.",
    ],
    howItWorks: specialistSteps("análise do tipo de carga, dos trajetos e do gerenciamento de risco"),
    claimSteps: [
      "Comunique o sinistro à seguradora e ao corretor logo após o fato, pela central da seguradora.",
      "Em roubo, registre o boletim de ocorrência; em acidente, não descarte a carga avariada antes da vistoria.",
      "Reúna nota fiscal, conhecimento de transporte (CT-e), manifesto (MDF-e) e a averbação do embarque.",
      "A seguradora vistoria, apura o prejuízo e indeniza; quando cabe, cobra do responsável pelo dano.",
    ],
    faqs: [
      {
        question: "Quais seguros são obrigatórios para o transportador rodoviário?",
        answer:
          "RCTR-C, RC-DC e RC-V. Desde a Lei nº 14.599/2023, que alterou o art. 13 da Lei nº 11.442/2007, os três são de contratação obrigatória pelo transportador.",
      },
      {
        question: "O RC-DC ainda é opcional?",
        answer:
          "Não. O seguro de desaparecimento de carga (RC-DC), que cobre roubo, furto e outras formas de desaparecimento durante o transporte, passou a ser obrigatório e é contratado pelo transportador.",
      },
      {
        question: "O seguro do transportador protege o embarcador?",
        answer:
          "Só nos casos em que o transportador é responsável. Para proteção ampla, o embarcador deve ter o seu próprio seguro de transporte.",
      },
      {
        question: "O que é gerenciamento de risco?",
        answer:
          "São as exigências de segurança combinadas com a seguradora — rastreamento, escolta, horários —, conforme o valor e o tipo de carga.",
      },
    ],
    quotes: [{ label: "Simular seguro de transporte", quotePath: "several" }],
    specialist: {
      reason:
        "O preço depende do perfil da carga, das rotas e do gerenciamento de risco, que a seguradora analisa: um corretor conduz a cotação.",
    },
  },
  {
    slug: "life-health",
    category: "insurances",
    menuLabel: "Vida e Saúde",
    title: "Vida e Saúde",
    lead: "Planos de saúde e odontológicos, seguros de vida individual e em grupo e previdência privada.",
    metaDescription:
      "Plano de saúde, plano odontológico, seguro de vida individual e em grupo e previdência privada (PGBL e VGBL). Compare opções com um corretor.",
    illustration: "life_and_pension",
    about: [
      "Saúde, vida e previdência são produtos diferentes, para pessoas, famílias e empresas. Reunimos aqui os três, com o que cada um cobre.",
      "Planos de saúde e odontológicos são regulados pela ANS (Agência Nacional de Saúde Suplementar); seguros de vida e previdência, pela SUSEP. Um corretor ajuda você a comparar redes, carências, coberturas e custos.",
    ],
    highlights: ["Pessoas, famílias e empresas", "Saúde, vida e previdência", "Orientação de um corretor"],
    audience: [
      "Famílias que buscam plano de saúde ou odontológico.",
      "Profissionais que podem aderir a um plano coletivo por meio da sua entidade de classe.",
      "Quem quer garantir a renda da família com um seguro de vida.",
      "Empresas que oferecem benefícios aos funcionários.",
      "Quem planeja a aposentadoria ou a sucessão patrimonial.",
    ],
    variants: [
      {
        title: "Plano de saúde",
        description:
          "Individual ou familiar, empresarial ou coletivo por adesão — este contratado por meio de uma entidade de classe, sindicato ou associação profissional a que você pertence.",
      },
      {
        title: "Plano odontológico",
        description:
          "Consultas, limpeza, restaurações e urgências, com carências menores que as do plano de saúde.",
      },
      {
        title: "Seguro de vida individual",
        description: "Capital para a família em caso de morte e coberturas em vida, como doenças graves.",
      },
      {
        title: "Seguro de vida em grupo",
        description: "Benefício para funcionários e associados, muitas vezes previsto em convenção coletiva.",
      },
      {
        title: "Previdência privada",
        description: "PGBL ou VGBL, para acumular recursos para a aposentadoria ou a sucessão.",
      },
    ],
    coverages: [
      {
        title: "Morte natural ou acidental",
        description: "Capital pago aos beneficiários do seguro de vida.",
      },
      {
        title: "Invalidez por acidente ou doença",
        description: "Indenização em caso de invalidez permanente, conforme a cobertura contratada.",
      },
      { title: "Doenças graves", description: "Antecipação do capital no diagnóstico de doenças cobertas." },
      {
        title: "Consultas, exames e internações",
        description:
          "No plano de saúde, conforme a segmentação contratada (ambulatorial, hospitalar, com ou sem obstetrícia).",
      },
    ],
    assistances: ["Assistência funeral", "Telemedicina", "Descontos em farmácias, conforme o plano"],
    exclusions: [
      "Seguro de vida: doenças preexistentes que não foram declaradas na proposta.",
      "Seguro de vida: atos intencionais do beneficiário contra o segurado.",
      "Plano de saúde: tratamentos experimentais e procedimentos estéticos.",
      "Plano de saúde: atendimentos durante a carência, salvo urgência e emergência nos termos da regulamentação da ANS.",
    ],
    quoteNeeds: [
      "Saúde e odonto: idade de cada beneficiário, cidade e rede desejada.",
      "Empresarial: CNPJ e relação de vidas; coletivo por adesão: a entidade de classe a que você pertence.",
      "Vida: data de nascimento, profissão, renda e capital desejado; declaração de saúde, quando pedida.",
      "Previdência: objetivo, prazo, valor de contribuição e se você faz a declaração completa do imposto de renda.",
    ],
    howItWorks: portalSteps(
      ["Simular seguro de vida", "Simular saúde, odonto e previdência"],
      "análise da proposta e, se necessário, da declaração de saúde",
    ),
    claimSteps: [
      "Seguro de vida: o beneficiário comunica o sinistro à seguradora ou ao corretor.",
      "Envie os documentos pedidos: certidão de óbito, documentos do segurado e dos beneficiários e, em invalidez, relatórios médicos.",
      "A seguradora analisa e paga o capital aos beneficiários.",
      "Plano de saúde: não há sinistro a comunicar — use a carteirinha na rede credenciada ou peça reembolso pelo canal da operadora; negativas de cobertura podem ser levadas à ANS.",
    ],
    faqs: [
      {
        question: "Qual é a diferença entre PGBL e VGBL?",
        answer:
          "O PGBL permite deduzir as contribuições do imposto de renda até 12% da renda bruta tributável, para quem faz a declaração completa; no VGBL, o imposto incide só sobre os rendimentos.",
      },
      {
        question: "O seguro de vida entra em inventário?",
        answer:
          "Não. O capital pago por morte não é considerado herança e vai direto aos beneficiários (Lei nº 15.040/2024, art. 116).",
      },
      {
        question: "Quem recebe se eu não indicar beneficiários?",
        answer:
          "Metade vai ao cônjuge, se houver, e o restante aos demais herdeiros (Lei nº 15.040/2024, art. 115). Indicar os beneficiários evita dúvidas.",
      },
      {
        question: "Plano de saúde tem carência?",
        answer:
          "Sim, dentro dos limites da ANS: até 24 horas para urgências e emergências, 180 dias para os demais casos e 300 dias para parto a termo. Planos empresariais podem ter carências menores.",
      },
      {
        question: "O que é plano coletivo por adesão?",
        answer:
          "É o plano contratado por meio de uma entidade de classe, sindicato ou associação profissional, para os seus membros. Para aderir, é preciso comprovar o vínculo com a entidade.",
      },
    ],
    quotes: [
      { label: "Simular seguro de vida", quotePath: "life" },
      { label: "Simular saúde, odonto e previdência", quotePath: "several" },
    ],
  },
  {
    slug: "bike",
    category: "insurances",
    menuLabel: "Bike",
    title: "Seguro Bike",
    lead: "Proteção para a sua bicicleta e para você, no pedal do dia a dia, no treino e na competição amadora.",
    metaDescription:
      "Seguro bike para bicicletas convencionais e elétricas: roubo, furto qualificado, danos por acidente, responsabilidade civil e acidentes pessoais.",
    about: [
      "O seguro bike protege bicicletas convencionais e elétricas contra roubo, furto qualificado e danos por acidente, em casa, na rua e em viagens, conforme o plano.",
      "Também pode incluir responsabilidade civil por danos a terceiros e acidentes pessoais do ciclista — proteções importantes para quem pedala no trânsito.",
    ],
    highlights: ["Bikes convencionais e elétricas", "Treino e competição amadora", "RC e acidentes pessoais"],
    audience: [
      "Quem usa a bicicleta para ir ao trabalho.",
      "Ciclistas esportivos e atletas amadores.",
      "Donos de bicicletas elétricas e de alto valor.",
    ],
    coverages: [
      { title: "Roubo", description: "Bicicleta levada com violência ou grave ameaça." },
      {
        title: "Furto qualificado",
        description:
          "Bicicleta levada com arrombamento do cadeado ou do local onde estava guardada, conforme o plano.",
      },
      { title: "Danos por acidente", description: "Reparo ou indenização após quedas e colisões." },
      { title: "Responsabilidade civil", description: "Danos causados a pedestres e a outros veículos." },
      {
        title: "Acidentes pessoais do ciclista",
        description: "Indenização por morte ou invalidez acidental.",
      },
    ],
    assistances: ["Transporte da bike e do ciclista", "Reparo emergencial, conforme o plano"],
    exclusions: [
      "Furto simples: bicicleta deixada sem cadeado ou levada sem vestígios.",
      "Desgaste de peças, pneus, correntes e baterias.",
      "Competições profissionais, salvo plano específico.",
      "Riscos e arranhões que não afetam o uso.",
    ],
    quoteNeeds: [
      "Nota fiscal da bicicleta e dos acessórios.",
      "Marca, modelo, ano e número de série do quadro.",
      "Uso: urbano, treino ou competição amadora.",
      "CPF e endereço do ciclista.",
    ],
    howItWorks: portalSteps(["Simular seguro bike"], "análise da proposta, com a nota fiscal da bicicleta"),
    claimSteps: [
      "Em roubo ou furto qualificado, registre o boletim de ocorrência com o número de série do quadro.",
      "Avise a seguradora ou o seu corretor; para transporte da bike, ligue para a central 24 horas da seguradora.",
      "Envie a nota fiscal, o boletim de ocorrência e, em dano, o orçamento de uma oficina.",
      "A seguradora analisa e repara ou indeniza, descontada a franquia, quando houver.",
    ],
    faqs: [
      {
        question: "Preciso da nota fiscal da bike?",
        answer:
          "Sim. A nota fiscal comprova o valor e a propriedade da bicicleta e dos acessórios segurados.",
      },
      {
        question: "Competições estão cobertas?",
        answer:
          "Alguns planos cobrem treinos e provas amadoras; verifique a cobertura escolhida antes de contratar.",
      },
      {
        question: "Acessórios como GPS e ciclocomputador entram?",
        answer:
          "Podem entrar como itens adicionais, declarados na contratação com as respectivas notas fiscais.",
      },
      {
        question: "A bike levada de um bicicletário está coberta?",
        answer:
          "Se estava presa com cadeado e houve arrombamento, pode ser furto qualificado, coberto conforme o plano. Se estava solta, é furto simples, em geral excluído.",
      },
    ],
    quotes: [{ label: "Simular seguro bike", quotePath: "bike" }],
  },
  {
    slug: "travel",
    category: "insurances",
    menuLabel: "Viagem",
    title: "Seguro Viagem",
    lead: "Despesas médicas, bagagem e imprevistos da viagem cobertos, no Brasil e no exterior, com assistência 24 horas.",
    metaDescription:
      "Seguro viagem nacional e internacional: despesas médicas e hospitalares, bagagem, cancelamento e assistência 24 horas. Simule e compare seguradoras.",
    about: [
      "O seguro viagem paga despesas médicas e hospitalares em caso de doença ou acidente durante a viagem e, conforme o plano, imprevistos como extravio de bagagem, cancelamento e interrupção da viagem. O atendimento começa pela central de assistência 24 horas da seguradora.",
      "Alguns destinos exigem o seguro na entrada: os países do Espaço Schengen, na Europa, pedem cobertura médica mínima de 30 mil euros. Confira a exigência do seu destino no consulado antes de viajar.",
    ],
    highlights: ["Nacional e internacional", "Assistência 24 horas", "Cobertura conforme o destino"],
    audience: [
      "Quem viaja a turismo, no Brasil ou para o exterior.",
      "Quem viaja a trabalho com frequência (há planos anuais).",
      "Estudantes em intercâmbio.",
      "Famílias e pessoas acima de 60 anos, com planos para cada faixa de idade.",
    ],
    coverages: [
      {
        title: "Despesas médicas e hospitalares",
        description:
          "Consultas, exames, internação e cirurgia por doença ou acidente na viagem, até o limite do plano.",
      },
      { title: "Despesas odontológicas", description: "Tratamento de urgência, até o limite do plano." },
      {
        title: "Traslado médico e repatriação",
        description: "Remoção para outro hospital ou de volta ao Brasil, quando indicada pela equipe médica.",
      },
      {
        title: "Bagagem",
        description: "Indenização por extravio da bagagem despachada, complementar à da companhia aérea.",
      },
      {
        title: "Cancelamento e interrupção",
        description:
          "Reembolso de despesas não recuperáveis quando a viagem é cancelada ou interrompida por motivo coberto.",
      },
    ],
    assistances: [
      "Central de assistência 24 horas",
      "Orientação em caso de perda de documentos",
      "Acompanhante em caso de internação, conforme o plano",
      "Retorno antecipado por motivo coberto",
    ],
    exclusions: [
      "Doenças preexistentes, salvo a cobertura para crise aguda prevista em alguns planos.",
      "Esportes de aventura e radicais não contratados.",
      "Tratamentos eletivos, consultas de rotina e exames de controle.",
      "Gravidez após a semana limite do plano e parto.",
      "Dinheiro, joias e eletrônicos na bagagem despachada.",
    ],
    quoteNeeds: [
      "Destino (país ou países) e datas de ida e volta.",
      "Idade de cada viajante.",
      "Motivo da viagem (turismo, trabalho, estudo) e esportes que pretende praticar.",
      "Condições de saúde preexistentes e gravidez.",
      "Cobertura mínima exigida pelo destino, se houver.",
    ],
    howItWorks: portalSteps(["Simular seguro viagem"], "análise da proposta"),
    claimSteps: [
      "Antes de procurar atendimento, ligue para a central 24 horas da seguradora (o número está no voucher): ela indica o hospital ou a clínica.",
      "Se precisar pagar algo, guarde recibos, notas fiscais e relatórios médicos para o reembolso.",
      "Em extravio de bagagem, registre a reclamação no balcão da companhia aérea antes de sair do aeroporto e guarde o comprovante.",
      "De volta, envie os comprovantes à seguradora pelo canal indicado no voucher.",
    ],
    faqs: [
      {
        question: "O seguro viagem é obrigatório?",
        answer:
          "Depende do destino. Os países do Espaço Schengen exigem cobertura médica mínima de 30 mil euros; outros países têm regras próprias. Confira no consulado do destino.",
      },
      {
        question: "O cartão de crédito já não dá seguro viagem?",
        answer:
          "Alguns cartões oferecem, com limites e condições definidos pelo emissor. Compare as coberturas e confirme se atendem à exigência do destino.",
      },
      {
        question: "Quando devo contratar?",
        answer:
          "Antes de sair: o seguro deve começar no dia da partida. Se quiser a cobertura de cancelamento, contrate assim que comprar a viagem, porque ela não vale para motivos que já existiam na contratação.",
      },
      {
        question: "Pessoas acima de 60 anos podem contratar?",
        answer:
          "Sim. Os limites e o preço variam com a idade, e algumas seguradoras têm idade máxima de aceitação.",
      },
      {
        question: "Como comprovo o seguro na imigração?",
        answer:
          "Com o voucher ou a apólice. Para viagens internacionais, peça à seguradora a versão no idioma exigido pelo destino e leve uma cópia impressa e outra no celular.",
      },
    ],
    quotes: [{ label: "Simular seguro viagem", quotePath: "travel" }],
  },
];

const financial: FinancialDefault[] = [
  {
    slug: "credit-card",
    category: "financial",
    menuLabel: "Cartão de Crédito",
    title: "Cartão de Crédito",
    lead: "Até 40 dias para pagar as suas compras, com cartões de emissores parceiros.",
    metaDescription:
      "Cartão de crédito com até 40 dias para pagar: conheça os cartões de emissores parceiros, compare anuidade e juros e envie a sua proposta.",
    illustration: "credit_card",
    about: [
      "O cartão de crédito permite comprar agora e pagar no vencimento da fatura. Compras feitas logo após o fechamento entram na fatura seguinte: assim, o prazo entre a compra e o pagamento pode chegar a 40 dias.",
      "Conforme o cartão, há programa de pontos ou cashback, cartão virtual para compras on-line e serviços do emissor, como seguros de compra protegida e garantia estendida.",
    ],
    role: "Não emitimos cartões nem concedemos crédito. Apresentamos cartões de emissores parceiros e encaminhamos a sua proposta: quem analisa o crédito, define o limite, emite o cartão e responde por ele é o emissor.",
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
        description:
          "Definido pelo emissor na análise de crédito; cada compra reduz o limite até o pagamento.",
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
      "Clique em “Solicitar cartão de crédito” e informe os seus dados no portal parceiro, que abre em nova aba.",
      "A proposta vai ao emissor, que faz a análise de crédito e define o limite.",
      "Se o emissor aprovar a proposta, o cartão chega ao seu endereço e pode ser gerenciado pelo aplicativo do emissor.",
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
    quotes: [{ label: "Solicitar cartão de crédito", quotePath: "several" }],
  },
  {
    slug: "group-buying",
    category: "financial",
    menuLabel: "Consórcio",
    title: "Consórcio",
    lead: "Planeje a compra do imóvel, do veículo ou de serviços sem juros, com parcelas definidas no contrato.",
    metaDescription:
      "Consórcio de imóveis, veículos e serviços sem juros: carta de crédito por sorteio ou lance, com administradoras autorizadas pelo Banco Central.",
    illustration: "consortium",
    about: [
      "No consórcio, um grupo de pessoas contribui mensalmente para um fundo comum, gerido por uma administradora. Todo mês, em assembleia, há contemplações por sorteio e por lance entre os consorciados em dia com as parcelas que ainda não foram contemplados. Quem é contemplado recebe uma carta de crédito para comprar o bem ou o serviço.",
      "Não há juros: o custo é a taxa de administração, diluída nas parcelas, mais o fundo de reserva e o seguro, quando previstos no contrato. Em troca, não há data certa para a contemplação.",
    ],
    role: "Não administramos grupos de consórcio. Apresentamos planos de administradoras parceiras e encaminhamos a sua adesão: o contrato é assinado com a administradora, que gere o grupo, faz as assembleias e libera a carta de crédito.",
    regulator:
      "As administradoras de consórcio precisam de autorização do Banco Central do Brasil, que fiscaliza o sistema de consórcios (Lei nº 11.795/2008).",
    highlights: ["Sem juros", "Sorteio ou lance", "Imóveis, veículos e serviços"],
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
      "Clique em “Simular consórcio” e escolha o valor da carta de crédito e o prazo no portal parceiro, que abre em nova aba.",
      "Assine com a administradora o contrato de participação no grupo e pague a primeira parcela.",
      "Participe das assembleias mensais: concorra por sorteio ou ofereça um lance.",
      "Contemplado, use a carta de crédito depois da análise de crédito e das garantias pedidas pela administradora.",
    ],
    faqs: [
      {
        question: "Consórcio tem juros?",
        answer: "Não. O custo é a taxa de administração, informada no contrato e diluída nas parcelas.",
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
    quotes: [{ label: "Simular consórcio", quotePath: "several" }],
  },
  {
    slug: "financing",
    category: "financial",
    menuLabel: "Financiamento",
    title: "Financiamento",
    lead: "Crédito para o veículo ou o imóvel, com o custo efetivo total comparado antes de assinar.",
    metaDescription:
      "Financiamento de veículos e imóveis com instituições parceiras: compare o custo efetivo total (CET), os prazos e os seguros antes de contratar.",
    illustration: "financing",
    about: [
      "Apresentamos propostas de instituições financeiras parceiras para financiar um veículo novo ou usado, um imóvel ou para tomar crédito com um bem em garantia.",
      "Antes de assinar, compare o custo efetivo total (CET), que soma juros, tarifas, tributos e seguros e é a melhor medida do custo real do crédito.",
    ],
    role: "Não concedemos empréstimos nem financiamentos: apresentamos propostas de instituições financeiras parceiras, recebemos a sua e a encaminhamos. A análise de crédito, as taxas e o contrato são da instituição.",
    regulator:
      "As instituições financeiras que concedem o crédito são autorizadas e supervisionadas pelo Banco Central do Brasil.",
    highlights: ["Veículos e imóveis", "Compare o CET", "Sujeito à análise de crédito"],
    audience: [
      "Quem quer comprar o carro ou a moto agora e pagar em parcelas.",
      "Quem vai comprar a casa própria.",
      "Quem precisa de crédito e pode oferecer um bem em garantia.",
    ],
    variants: [
      {
        title: "Financiamento de veículos",
        description: "Carros, motos e utilitários novos ou usados, com o próprio veículo como garantia.",
      },
      {
        title: "Financiamento imobiliário",
        description: "Compra de imóvel residencial ou comercial, com prazos longos.",
      },
      {
        title: "Crédito com garantia",
        description: "Empréstimo com um imóvel ou um veículo como garantia, em geral com taxas menores.",
      },
    ],
    mechanics: [
      {
        title: "Análise de crédito",
        description:
          "A instituição avalia renda, histórico e garantia e define taxa, prazo e valor de entrada.",
      },
      {
        title: "Garantia do bem",
        description: "O veículo ou o imóvel fica alienado à instituição até a quitação.",
      },
      {
        title: "Seguros do financiamento",
        description:
          "O seguro prestamista pode ser oferecido, mas nunca imposto, nem com a seguradora indicada pela instituição: isso é venda casada (Código de Defesa do Consumidor, art. 39, I; STJ, Tema 972). No financiamento habitacional do SFH, o seguro de morte e invalidez permanente (MIP) e de danos físicos ao imóvel (DFI) é exigido, mas você escolhe a seguradora.",
      },
      {
        title: "Portabilidade e quitação",
        description:
          "Você pode levar o contrato a outra instituição com condições melhores ou quitá-lo antes, com redução proporcional dos juros.",
      },
    ],
    checklist: [
      "O CET anual e mensal, não só a taxa de juros.",
      "O valor total a pagar e o número de parcelas.",
      "Tarifas e seguros incluídos: cada seguro opcional deve poder ser recusado.",
      "As condições para amortizar ou quitar antes do prazo.",
    ],
    howItWorks: [
      "Clique em “Simular financiamento” e informe o valor do bem, a entrada e o prazo no portal parceiro, que abre em nova aba.",
      "A instituição financeira faz a análise de crédito e apresenta a proposta com o CET.",
      "Aprovada a proposta, envie os documentos do bem e assine o contrato com a instituição.",
    ],
    faqs: [
      {
        question: "O que é o CET?",
        answer:
          "O custo efetivo total reúne juros, tarifas, tributos e seguros do financiamento. A instituição é obrigada a informá-lo, e ele é a melhor forma de comparar propostas.",
      },
      {
        question: "O banco pode exigir o seguro prestamista?",
        answer:
          "Não. Ele pode oferecer o seguro, mas condicionar o crédito à contratação, ou exigir a seguradora que indicar, é venda casada (Código de Defesa do Consumidor, art. 39, I; STJ, Tema 972).",
      },
      {
        question: "No financiamento imobiliário, preciso do seguro do banco?",
        answer:
          "No SFH, o seguro habitacional (MIP e DFI) é obrigatório, mas você pode escolher a seguradora, desde que a apólice tenha as coberturas exigidas.",
      },
      {
        question: "Posso quitar antes do prazo?",
        answer: "Sim. A quitação antecipada, total ou parcial, dá direito à redução proporcional dos juros.",
      },
      {
        question: "A aprovação é garantida?",
        answer: "Não. A concessão depende da análise de crédito e das políticas da instituição financeira.",
      },
    ],
    quotes: [{ label: "Simular financiamento", quotePath: "several" }],
  },
];

/**
 * Every product page's first-start content (admins edit the live copy in the admin portal; see
 * app/.server/content.ts), and the fixed identity the route list is built from (slug,
 * category). Insurance pages first, then financial ones: the order of menus, footer and sitemap.
 */
export const products: ProductDefault[] = [...insurances, ...financial];

import { type Product, productPath } from "./product-types";

/** The usual path from simulation to policy; `analysis` names what the insurer checks. */
function contractingSteps(analysis: string): string[] {
  return [
    "Clique em “Fazer simulação” e preencha os dados no site de cotação parceiro: uma única simulação consulta várias seguradoras.",
    "Receba os orçamentos por e-mail ou WhatsApp e compare preço, coberturas e franquias com a ajuda de um corretor.",
    `Escolhida a proposta, a seguradora faz a ${analysis}; o pagamento pode ser parcelado em até 12 vezes, conforme a seguradora.`,
    "Aprovada a proposta, você recebe a apólice em formato digital, por e-mail.",
  ];
}

export const products: Product[] = [
  {
    slug: "personal-accident",
    category: "insurances",
    menuLabel: "Acidentes Pessoais",
    title: "Seguro de Acidentes Pessoais",
    lead: "Indenização em caso de morte ou invalidez por acidente, para você, seus estagiários ou toda a sua equipe.",
    metaDescription:
      "Seguro de Acidentes Pessoais individual, para estagiários e coletivo: indenização por morte ou invalidez acidental. Simule e compare seguradoras.",
    about: [
      "O seguro de Acidentes Pessoais (AP) paga uma indenização quando um acidente causa morte, invalidez permanente total ou parcial ou, conforme o plano, despesas médicas e afastamento. É um seguro simples, de custo acessível e contratação rápida.",
      "Ele pode ser contratado por uma pessoa, para si mesma, por empresas e instituições de ensino que precisam segurar estagiários, ou de forma coletiva para grupos de funcionários, associados e participantes de eventos.",
    ],
    highlights: ["Individual, estagiário e coletivo", "Cobertura 24 horas", "Parcelamento em até 12 vezes"],
    audience: [
      "Quem quer proteger a renda da família contra acidentes no dia a dia.",
      "Empresas e escolas que contratam estagiários e precisam do seguro obrigatório.",
      "Empresas, associações e organizadores de eventos que querem proteger um grupo.",
      "Profissionais autônomos, que não contam com benefícios de um empregador.",
    ],
    variants: [
      {
        title: "Acidentes Pessoais Individual",
        description:
          "Contratado por uma pessoa para si mesma, com capital e beneficiários escolhidos por ela.",
      },
      {
        title: "Acidentes Pessoais Estagiário",
        description:
          "O seguro que a Lei do Estágio (Lei nº 11.788/2008) exige da parte concedente ou da instituição de ensino para cada estagiário.",
      },
      {
        title: "Acidentes Pessoais Coletivo",
        description:
          "Uma apólice para um grupo — funcionários, associados, alunos ou participantes de um evento.",
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
        description: "Reembolso de gastos com o tratamento do acidente, até o limite contratado.",
      },
      {
        title: "Diária por incapacidade temporária",
        description:
          "Valor diário enquanto o segurado fica afastado das atividades por causa do acidente (opcional).",
      },
    ],
    assistances: [
      "Assistência funeral",
      "Orientação médica por telefone",
      "Sorteios mensais, conforme a seguradora",
    ],
    howItWorks: contractingSteps("análise da proposta e, no coletivo, da relação de segurados"),
    faqs: [
      {
        question: "O seguro de estagiário é obrigatório?",
        answer:
          "Sim. A Lei nº 11.788/2008 exige seguro contra acidentes pessoais para todo estagiário, contratado pela empresa concedente ou, no estágio obrigatório, pela instituição de ensino.",
      },
      {
        question: "Doenças estão cobertas?",
        answer:
          "Não. O seguro de Acidentes Pessoais cobre eventos súbitos e externos. Para doenças, o indicado é o seguro de vida ou um plano de saúde.",
      },
      {
        question: "Quem recebe a indenização por morte?",
        answer:
          "Os beneficiários indicados na apólice ou, na falta deles, os herdeiros legais, conforme o Código Civil.",
      },
    ],
    quotes: [
      { label: "Simular Acidentes Pessoais Individual", quotePath: "personalAccidentIndividual" },
      { label: "Simular Acidentes Pessoais Coletivo", quotePath: "several" },
    ],
  },
  {
    slug: "rent-guarantee",
    category: "insurances",
    menuLabel: "Fiança Locatícia",
    title: "Seguro Fiança Locatícia",
    lead: "Alugue sem fiador e sem caução: a seguradora garante ao proprietário o pagamento do aluguel e dos encargos.",
    metaDescription:
      "Seguro Fiança Locatícia: alugue sem fiador. Análise com resposta em até 72 horas, vigência de 12 ou 30 meses e parcelamento em até 12 vezes.",
    illustration: "rental",
    about: [
      "O Seguro Fiança Locatícia substitui o fiador e o depósito caução no contrato de aluguel. Se o inquilino deixar de pagar, a seguradora indeniza o proprietário pelo aluguel e pelos encargos contratados.",
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
      "Proprietários que querem receber o aluguel em dia, com garantia de uma seguradora.",
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
        description: "Reparos de danos causados pelo inquilino, apurados na devolução do imóvel.",
      },
      {
        title: "Pintura",
        description: "Custos de pintura interna e externa na desocupação, quando contratada.",
      },
      {
        title: "Multa rescisória",
        description: "Multa por rescisão antecipada prevista no contrato, quando contratada.",
      },
    ],
    assistances: ["Assistência residencial ou empresarial ao imóvel, conforme a seguradora"],
    howItWorks: [
      "Clique em “Fazer simulação” e informe os dados do imóvel e do inquilino no site de cotação parceiro.",
      "Preencha a ficha cadastral: a seguradora analisa e responde em até 72 horas.",
      "Aprovada a análise, a apólice é contratada — nunca antes — com vigência de 12 ou 30 meses, com renovação.",
      "Pague por boleto bancário em até 12 parcelas ou por débito em conta em até 10 parcelas e receba a apólice digital.",
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
    ],
    quotes: [{ label: "Simular Fiança Locatícia", quotePath: "rent" }],
  },
  {
    slug: "automobile",
    category: "insurances",
    menuLabel: "Automóvel",
    title: "Seguro Auto",
    lead: "Proteção para o seu carro contra colisão, roubo e danos a terceiros, com assistência 24 horas em todo o Brasil.",
    metaDescription:
      "Seguro Auto com cobertura para colisão, roubo, furto e terceiros, guincho 24 horas e carro reserva. Compare várias seguradoras em uma simulação.",
    illustration: "car",
    about: [
      "O seguro auto protege o seu veículo e o seu patrimônio. A cobertura compreensiva inclui colisão, incêndio, roubo e furto; a responsabilidade civil facultativa (RCF-V) paga os danos que você causar a outras pessoas e veículos.",
      "O preço depende do perfil do condutor principal, do CEP de pernoite, do modelo e do uso do veículo. Por isso, comparar seguradoras faz diferença: com uma simulação você recebe vários orçamentos.",
    ],
    highlights: ["Assistência 24 horas", "Carro reserva conforme o plano", "Até 12 parcelas"],
    audience: [
      "Proprietários de carros novos, seminovos ou usados.",
      "Quem usa o carro para trabalhar, inclusive motoristas de aplicativo (com plano específico).",
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
        description: "Troca ou reparo com franquia reduzida, conforme o plano.",
      },
      { title: "Fenômenos naturais", description: "Alagamento, granizo e queda de árvore sobre o veículo." },
    ],
    assistances: [
      "Guincho 24 horas",
      "Carro reserva",
      "Chaveiro e troca de pneu",
      "Pane seca e auxílio elétrico",
    ],
    howItWorks: contractingSteps("análise da proposta e, se necessário, a vistoria do veículo"),
    faqs: [
      {
        question: "O que é a franquia?",
        answer:
          "É a parte do prejuízo paga pelo segurado em caso de dano parcial. Franquias maiores reduzem o preço do seguro; em perda total não há franquia.",
      },
      {
        question: "O seguro cobre outro motorista dirigindo o meu carro?",
        answer:
          "Sim, desde que o perfil declarado esteja correto. Informe todos os condutores de 18 a 25 anos que usam o veículo, pois isso influencia o preço.",
      },
      {
        question: "Posso transferir o seguro se trocar de carro?",
        answer: "Sim. A apólice pode ser endossada para o novo veículo, com ajuste de preço.",
      },
    ],
    quotes: [{ label: "Simular Seguro Auto", quotePath: "auto" }],
  },
  {
    slug: "condominium",
    category: "insurances",
    menuLabel: "Condomínio",
    title: "Seguro Condomínio",
    lead: "A cobertura obrigatória da edificação e as proteções que síndicos, moradores e funcionários precisam.",
    metaDescription:
      "Seguro Condomínio: a cobertura obrigatória contra incêndio e destruição da edificação, responsabilidade civil do síndico e assistência 24 horas.",
    illustration: "condominium",
    about: [
      "Todo condomínio é obrigado a segurar a edificação contra incêndio ou outro sinistro que cause destruição, total ou parcial (Código Civil, art. 1.346). O síndico responde pela contratação.",
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
        description: "Danos ao telhado, fachada e estruturas causados por eventos naturais.",
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
    howItWorks: contractingSteps("análise do risco e, se necessário, a vistoria da edificação"),
    faqs: [
      {
        question: "O seguro condomínio é obrigatório?",
        answer:
          "Sim. O art. 1.346 do Código Civil obriga todo condomínio a segurar a edificação contra incêndio ou destruição.",
      },
      {
        question: "O seguro do condomínio cobre o meu apartamento?",
        answer:
          "Cobre a estrutura da edificação, não os bens e melhorias de cada unidade. Para isso, o morador deve contratar um seguro residencial.",
      },
      {
        question: "Como é definido o valor em risco?",
        answer:
          "Pelo custo de reconstrução da edificação, não pelo valor de mercado dos imóveis. Uma avaliação evita seguro insuficiente.",
      },
    ],
    quotes: [{ label: "Simular Seguro Condomínio", quotePath: "condominium" }],
  },
  {
    slug: "company",
    category: "insurances",
    menuLabel: "Empresarial",
    title: "Seguro Empresarial",
    lead: "Proteção para o patrimônio e a continuidade do seu negócio: prédio, estoque, equipamentos e receita.",
    metaDescription:
      "Seguro Empresarial para lojas, escritórios, indústrias e serviços: incêndio, roubo, danos elétricos, lucros cessantes e RC. Simule e compare.",
    illustration: "store",
    about: [
      "O seguro empresarial protege o imóvel, as instalações, as máquinas, os móveis e as mercadorias da empresa, e pode garantir a receita que deixa de entrar quando um sinistro interrompe as atividades.",
      "É montado conforme a atividade: comércio, escritórios, consultórios, indústrias e prestadores de serviço têm riscos diferentes, e as coberturas são escolhidas de acordo.",
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
        description: "Mercadorias, máquinas e equipamentos no local segurado.",
      },
      {
        title: "Danos elétricos",
        description: "Equipamentos danificados por variação de tensão ou curto-circuito.",
      },
      {
        title: "Lucros cessantes",
        description: "Despesas fixas e lucro líquido durante a paralisação após um sinistro.",
      },
      {
        title: "Responsabilidade civil",
        description: "Danos causados a clientes e terceiros no estabelecimento.",
      },
      { title: "Vendaval e quebra de vidros", description: "Danos ao imóvel, vitrines e letreiros." },
    ],
    assistances: [
      "Chaveiro, eletricista e encanador",
      "Vigilância após sinistro",
      "Limpeza e conservação emergencial",
    ],
    howItWorks: contractingSteps("análise do risco da atividade e, se necessário, a vistoria do local"),
    faqs: [
      {
        question: "Empresa que trabalha em imóvel alugado pode contratar?",
        answer:
          "Sim. O seguro protege o conteúdo e pode incluir a responsabilidade do locatário pelos danos ao imóvel.",
      },
      {
        question: "O que são lucros cessantes?",
        answer:
          "É a cobertura que repõe despesas fixas e o lucro que deixa de entrar enquanto a empresa fica parada por um sinistro coberto.",
      },
      {
        question: "MEI pode contratar seguro empresarial?",
        answer:
          "Sim. Há planos simplificados para microempreendedores, com coberturas essenciais e preço acessível.",
      },
    ],
    quotes: [{ label: "Simular Seguro Empresarial", quotePath: "business" }],
  },
  {
    slug: "portable-equipment",
    category: "insurances",
    menuLabel: "Equipamentos Portáteis",
    title: "Seguro de Equipamentos Portáteis",
    lead: "Celular, notebook, tablet, câmera e instrumentos protegidos contra roubo e danos, em qualquer lugar.",
    metaDescription:
      "Seguro de Equipamentos Portáteis para celular, notebook, tablet e câmera: roubo, furto qualificado e danos acidentais, no Brasil e no exterior.",
    about: [
      "O seguro de equipamentos portáteis protege aparelhos que você leva consigo — celulares, notebooks, tablets, câmeras, drones e instrumentos musicais — contra roubo, furto qualificado e danos acidentais.",
      "É útil tanto para uso pessoal quanto para profissionais que dependem dos equipamentos para trabalhar, como fotógrafos, técnicos e representantes comerciais.",
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
        description: "Indenização do equipamento levado com violência ou arrombamento.",
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
    howItWorks: contractingSteps("análise da proposta, com a nota fiscal do equipamento"),
    faqs: [
      {
        question: "Preciso da nota fiscal?",
        answer:
          "Sim. A nota fiscal comprova a propriedade e o valor do equipamento e é pedida na contratação e no sinistro.",
      },
      {
        question: "Furto simples está coberto?",
        answer:
          "Em geral, não: o furto sem vestígios (esquecimento, descuido) costuma ser excluído. Leia as condições do plano escolhido.",
      },
      {
        question: "Equipamentos usados podem ser segurados?",
        answer: "Sim, dentro da idade máxima aceita pela seguradora e com a nota fiscal original.",
      },
    ],
    quotes: [{ label: "Simular Equipamentos Portáteis", quotePath: "several" }],
  },
  {
    slug: "guarantee",
    category: "insurances",
    menuLabel: "Seguro Garantia",
    title: "Seguro Garantia",
    lead: "A garantia exigida em licitações, contratos e processos judiciais, sem imobilizar o capital da empresa.",
    metaDescription:
      "Seguro Garantia para licitações, contratos públicos e privados e processos judiciais: substitua caução e fiança bancária sem imobilizar capital.",
    about: [
      "O Seguro Garantia assegura o cumprimento de obrigações assumidas pelo tomador — a empresa contratada — perante o segurado, que pode ser um órgão público, uma empresa privada ou o Judiciário.",
      "Ele substitui o depósito em dinheiro e a fiança bancária, preservando o limite de crédito e o caixa da empresa. É aceito pela Lei de Licitações (Lei nº 14.133/2021) e pelo Código de Processo Civil.",
    ],
    highlights: ["Aceito em licitações", "Substitui depósito judicial", "Preserva o capital de giro"],
    audience: [
      "Empresas que participam de licitações públicas.",
      "Construtoras, fornecedores e prestadores de serviço com contratos de grande valor.",
      "Empresas com processos judiciais, trabalhistas ou fiscais que exigem garantia.",
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
        description: "Substitui depósitos e penhoras em processos cíveis, trabalhistas e fiscais.",
      },
      {
        title: "Adiantamento de pagamento",
        description: "Garante a devolução de valores pagos antecipadamente.",
      },
    ],
    coverages: [
      {
        title: "Inadimplemento contratual",
        description: "Prejuízos do segurado se o tomador descumprir o contrato.",
      },
      { title: "Multas contratuais", description: "Multas previstas no contrato, quando contratadas." },
      {
        title: "Obrigações trabalhistas e previdenciárias",
        description: "Cobertura adicional exigida em contratos públicos.",
      },
      { title: "Depósito recursal e judicial", description: "Garantia do valor em discussão no processo." },
    ],
    assistances: [],
    howItWorks: contractingSteps("análise de crédito da empresa tomadora e do contrato a garantir"),
    faqs: [
      {
        question: "Qual a diferença para a fiança bancária?",
        answer:
          "O Seguro Garantia costuma ter custo menor e não consome o limite de crédito da empresa no banco; ambos são aceitos na maioria dos editais.",
      },
      {
        question: "Quanto tempo leva a emissão?",
        answer:
          "Com o cadastro da empresa aprovado na seguradora, a apólice costuma ser emitida rapidamente, a tempo do prazo do edital.",
      },
      {
        question: "Quem paga o prêmio?",
        answer:
          "O tomador — a empresa que assume a obrigação — paga o prêmio; o beneficiário da garantia é o segurado.",
      },
    ],
    quotes: [{ label: "Simular Seguro Garantia", quotePath: "several" }],
  },
  {
    slug: "machines-equipment",
    category: "insurances",
    menuLabel: "Máquinas e Equipamentos",
    title: "Seguro de Máquinas e Equipamentos",
    lead: "Proteção para máquinas agrícolas, de construção e industriais, paradas ou em operação.",
    metaDescription:
      "Seguro de Máquinas e Equipamentos agrícolas, de construção e industriais: danos, roubo, quebra e responsabilidade civil. Compare seguradoras.",
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
      { title: "Roubo e furto qualificado", description: "Indenização do equipamento subtraído." },
      { title: "Quebra de máquinas", description: "Danos elétricos e mecânicos internos, conforme o plano." },
      {
        title: "Responsabilidade civil",
        description: "Danos causados a terceiros durante a operação, quando contratada.",
      },
    ],
    assistances: [],
    howItWorks: contractingSteps("análise da proposta e, se necessário, a vistoria dos equipamentos"),
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
    ],
    quotes: [{ label: "Simular Máquinas e Equipamentos", quotePath: "several" }],
  },
  {
    slug: "motorcycle",
    category: "insurances",
    menuLabel: "Moto",
    title: "Seguro Moto",
    lead: "Roubo, furto, colisão e assistência na estrada para quem vive sobre duas rodas.",
    metaDescription:
      "Seguro Moto para todas as cilindradas: roubo, furto, colisão, danos a terceiros e guincho 24 horas. Receba orçamentos de várias seguradoras.",
    illustration: "motorcycle",
    about: [
      "O seguro de moto protege contra roubo e furto — os riscos mais frequentes para motociclistas — e, na cobertura compreensiva, também contra colisão e incêndio.",
      "Há planos só para roubo e furto, mais econômicos, e planos completos com danos a terceiros e assistência 24 horas. O preço depende do modelo, do CEP de pernoite e do perfil do condutor.",
    ],
    highlights: ["Planos só roubo e furto", "Guincho 24 horas", "Até 12 parcelas"],
    audience: [
      "Motociclistas que usam a moto no dia a dia.",
      "Entregadores e profissionais que trabalham com a moto (plano específico).",
      "Apaixonados por motos de alta cilindrada.",
    ],
    coverages: [
      { title: "Roubo e furto", description: "Indenização pela tabela FIPE quando a moto não é recuperada." },
      { title: "Colisão e incêndio", description: "Reparo ou perda total na cobertura compreensiva." },
      { title: "Danos a terceiros", description: "Danos materiais e corporais causados a outras pessoas." },
      {
        title: "Acidentes pessoais do condutor",
        description: "Indenização por morte ou invalidez do piloto, quando contratada.",
      },
    ],
    assistances: ["Guincho 24 horas", "Pane seca e troca de pneu", "Chaveiro"],
    howItWorks: contractingSteps("análise da proposta e, se necessário, a vistoria da moto"),
    faqs: [
      {
        question: "Vale a pena o plano só roubo e furto?",
        answer:
          "Para muitos motociclistas, sim: é o risco mais comum e o plano custa bem menos que a cobertura compreensiva.",
      },
      {
        question: "Posso usar a moto para entregas?",
        answer:
          "Sim, desde que o uso profissional seja declarado na contratação. Omitir o uso pode levar à perda da indenização.",
      },
      {
        question: "Equipamentos e acessórios estão cobertos?",
        answer:
          "Baú, capacete e acessórios podem ser incluídos como cobertura adicional, conforme a seguradora.",
      },
    ],
    quotes: [{ label: "Simular Seguro Moto", quotePath: "auto" }],
  },
  {
    slug: "residence",
    category: "insurances",
    menuLabel: "Residencial",
    title: "Seguro Residencial",
    lead: "Proteção para a sua casa ou apartamento, próprio ou alugado, com assistência 24 horas para o dia a dia.",
    metaDescription:
      "Seguro Residencial para casa ou apartamento, próprio ou alugado: incêndio, roubo, danos elétricos e assistência 24 horas. Simule agora.",
    illustration: "house",
    about: [
      "O seguro residencial protege o imóvel e os bens que estão nele contra incêndio, roubo, danos elétricos, vendaval e outros riscos. Vale para casas e apartamentos, habituais ou de veraneio, próprios ou alugados.",
      "Além das coberturas, o seguro oferece serviços de assistência — chaveiro, encanador, eletricista — que resolvem imprevistos do dia a dia. É um dos seguros com melhor custo-benefício.",
    ],
    highlights: ["Assistência 24 horas", "Casa ou apartamento", "Próprio ou alugado"],
    audience: [
      "Proprietários e inquilinos de casas e apartamentos.",
      "Quem tem casa de praia ou de campo.",
      "Quem trabalha em casa e quer proteger os equipamentos.",
    ],
    coverages: [
      { title: "Incêndio, raio e explosão", description: "A cobertura básica do imóvel e do conteúdo." },
      { title: "Roubo e furto qualificado", description: "Bens levados com arrombamento ou violência." },
      {
        title: "Danos elétricos",
        description: "Eletrodomésticos e eletrônicos danificados por variação de tensão.",
      },
      { title: "Vendaval e granizo", description: "Danos ao telhado, janelas e estrutura." },
      {
        title: "Responsabilidade civil familiar",
        description: "Danos que você ou sua família causarem a terceiros.",
      },
      {
        title: "Pagamento de aluguel",
        description: "Aluguel de outro imóvel se a casa ficar inabitável após um sinistro.",
      },
    ],
    assistances: [
      "Chaveiro, encanador e eletricista",
      "Desentupimento",
      "Reparo de eletrodomésticos",
      "Mudança de móveis",
    ],
    howItWorks: contractingSteps("análise da proposta"),
    faqs: [
      {
        question: "Quem mora de aluguel pode contratar?",
        answer:
          "Sim. O inquilino segura os seus bens e a responsabilidade pelos danos ao imóvel do proprietário.",
      },
      {
        question: "O seguro do condomínio não basta?",
        answer:
          "Não. Ele cobre a estrutura do prédio; móveis, eletrônicos e melhorias do apartamento precisam de seguro residencial.",
      },
      {
        question: "As assistências têm limite de uso?",
        answer:
          "Sim. Cada serviço tem um número de acionamentos e um valor por ano, descritos nas condições do plano.",
      },
    ],
    quotes: [{ label: "Simular Seguro Residencial", quotePath: "residence" }],
  },
  {
    slug: "civil-responsability",
    category: "insurances",
    menuLabel: "Responsabilidade Civil",
    title: "Seguro de Responsabilidade Civil",
    lead: "Proteção para o seu patrimônio quando a sua atividade causa danos a clientes ou a terceiros.",
    metaDescription:
      "Seguro de Responsabilidade Civil geral e profissional: indenizações e custos de defesa por danos causados a terceiros. Compare seguradoras.",
    about: [
      "O seguro de Responsabilidade Civil paga as indenizações que você ou a sua empresa forem obrigados a pagar por danos materiais, corporais ou morais causados involuntariamente a terceiros, e os custos de defesa.",
      "Existem modalidades para estabelecimentos e operações (RC geral), para profissionais liberais (RC profissional), para administradores (D&O), para eventos e para produtos.",
    ],
    highlights: ["Custos de defesa incluídos", "Modalidades por atividade", "Para empresas e profissionais"],
    audience: [
      "Empresas que recebem clientes ou prestam serviços em locais de terceiros.",
      "Médicos, dentistas, advogados, engenheiros e outros profissionais liberais.",
      "Organizadores de eventos e fabricantes de produtos.",
    ],
    variants: [
      { title: "RC Geral", description: "Danos causados por estabelecimentos e operações da empresa." },
      {
        title: "RC Profissional (E&O)",
        description: "Erros e omissões na prestação de serviços profissionais.",
      },
      { title: "RC de Administradores (D&O)", description: "Atos de gestão de diretores e conselheiros." },
    ],
    coverages: [
      {
        title: "Danos materiais a terceiros",
        description: "Bens de clientes e terceiros danificados pela atividade.",
      },
      { title: "Danos corporais", description: "Lesões causadas a pessoas, incluindo despesas médicas." },
      { title: "Danos morais", description: "Quando contratados, associados aos danos cobertos." },
      { title: "Custos de defesa", description: "Honorários de advogados e custas judiciais." },
    ],
    assistances: [],
    howItWorks: contractingSteps("análise da atividade e do histórico de reclamações"),
    faqs: [
      {
        question: "Danos intencionais estão cobertos?",
        answer: "Não. O seguro cobre danos involuntários; atos dolosos e multas são sempre excluídos.",
      },
      {
        question: "O que significa apólice à base de reclamações?",
        answer:
          "É o formato comum no RC profissional: cobre reclamações feitas durante a vigência, inclusive por fatos anteriores dentro do período de retroatividade.",
      },
      {
        question: "Profissional autônomo pode contratar?",
        answer: "Sim. Há planos de RC profissional para pessoas físicas, com limites ajustados à atividade.",
      },
    ],
    quotes: [{ label: "Simular Responsabilidade Civil", quotePath: "several" }],
  },
  {
    slug: "engineering-risk",
    category: "insurances",
    menuLabel: "Riscos de Engenharia",
    title: "Seguro de Riscos de Engenharia",
    lead: "Proteção para obras civis, instalações e montagens, do início da construção até a entrega.",
    metaDescription:
      "Seguro de Riscos de Engenharia para obras civis, reformas, instalações e montagens: danos à obra, RC do construtor e equipamentos. Simule.",
    about: [
      "O seguro de Riscos de Engenharia protege a obra durante a construção, reforma, instalação ou montagem contra danos materiais súbitos e imprevistos — desabamento, incêndio, vendaval, alagamento, roubo de materiais.",
      "Pode incluir a responsabilidade civil do construtor por danos a vizinhos e terceiros, e costuma ser exigido por bancos que financiam a obra e por contratantes públicos e privados.",
    ],
    highlights: ["Do canteiro à entrega", "RC do construtor", "Exigido em financiamentos"],
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
        description: "Danos causados a vizinhos e terceiros pela obra.",
      },
      { title: "Roubo de materiais", description: "Materiais e equipamentos no canteiro." },
      { title: "Erro de projeto", description: "Danos consequentes de erro de projeto, quando contratado." },
    ],
    assistances: [],
    howItWorks: contractingSteps("análise do projeto, do cronograma e do valor da obra"),
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
          "Sim, pela cobertura de responsabilidade civil do construtor, incluindo danos por fundações e vibrações, se contratada.",
      },
    ],
    quotes: [{ label: "Simular Riscos de Engenharia", quotePath: "several" }],
  },
  {
    slug: "transport",
    category: "insurances",
    menuLabel: "Transporte",
    title: "Seguro de Transporte",
    lead: "Proteção para as mercadorias que você envia e para a responsabilidade de quem as transporta.",
    metaDescription:
      "Seguro de Transporte de mercadorias (nacional e internacional) e de responsabilidade civil do transportador (RCTR-C, RC-DC). Compare seguradoras.",
    about: [
      "O seguro de Transporte protege a carga contra acidentes, roubo e avarias durante o trajeto, por via rodoviária, aérea, marítima ou ferroviária. Ele tem duas frentes, conforme quem contrata.",
      "Quem embarca a mercadoria — indústria, comércio, importador ou exportador — contrata o seguro de transporte de mercadorias. A transportadora contrata os seguros de responsabilidade civil do transportador, obrigatórios ou facultativos.",
    ],
    highlights: ["Mercadorias e transportador", "Nacional e internacional", "Apólices avulsas ou mensais"],
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
          "RCTR-C (obrigatório: acidentes com o veículo) e RC-DC (facultativo: roubo e desaparecimento da carga), contratados pela transportadora.",
      },
    ],
    coverages: [
      {
        title: "Acidentes com o veículo",
        description: "Colisão, capotamento e tombamento que danificam a carga.",
      },
      {
        title: "Roubo e desaparecimento da carga",
        description: "No RC-DC ou na cobertura ampla do embarcador.",
      },
      { title: "Avarias", description: "Quebra, amassamento e molhadura, conforme a cobertura." },
      {
        title: "Carga e descarga",
        description: "Danos durante as operações de carregamento, quando contratados.",
      },
    ],
    assistances: [],
    howItWorks: contractingSteps("análise do tipo de carga, dos trajetos e do gerenciamento de risco"),
    faqs: [
      {
        question: "O RCTR-C é obrigatório?",
        answer:
          "Sim. Todo transportador rodoviário de cargas deve contratar o RCTR-C, que cobre danos à carga em acidentes com o veículo.",
      },
      {
        question: "O seguro do transportador protege o embarcador?",
        answer:
          "Só nos casos em que o transportador é responsável. Para proteção ampla, o embarcador deve ter o seu próprio seguro de transporte.",
      },
      {
        question: "O que é gerenciamento de risco?",
        answer:
          "São as exigências de segurança da seguradora — rastreamento, escolta, horários —, conforme o valor e o tipo de carga.",
      },
    ],
    quotes: [{ label: "Simular Seguro de Transporte", quotePath: "several" }],
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
      "Cuidar da saúde e do futuro da família vai além de um único produto. Reunimos aqui as soluções de saúde, vida e previdência, para pessoas, famílias e empresas.",
      "Planos de saúde e odontológicos são regulados pela ANS; seguros de vida e previdência, pela SUSEP. Um corretor ajuda você a comparar redes, carências, coberturas e custos.",
    ],
    highlights: ["Pessoas, famílias e empresas", "Saúde, vida e previdência", "Orientação de um corretor"],
    audience: [
      "Famílias que buscam plano de saúde ou odontológico.",
      "Quem quer garantir a renda da família com um seguro de vida.",
      "Empresas que oferecem benefícios aos funcionários.",
      "Quem planeja a aposentadoria ou a sucessão patrimonial.",
    ],
    variants: [
      {
        title: "Plano de saúde",
        description:
          "Individual, familiar ou empresarial, com rede credenciada e reembolso conforme o plano.",
      },
      {
        title: "Plano odontológico",
        description: "Consultas, limpeza, restaurações e urgências, com carências curtas.",
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
        description: "Indenização em caso de invalidez permanente.",
      },
      { title: "Doenças graves", description: "Antecipação do capital no diagnóstico de doenças cobertas." },
      {
        title: "Consultas, exames e internações",
        description: "No plano de saúde, conforme a segmentação contratada.",
      },
    ],
    assistances: ["Assistência funeral", "Telemedicina", "Descontos em farmácias, conforme o plano"],
    howItWorks: contractingSteps("análise da proposta e, se necessário, da declaração de saúde"),
    faqs: [
      {
        question: "Qual a diferença entre PGBL e VGBL?",
        answer:
          "O PGBL permite deduzir as contribuições do imposto de renda até 12% da renda bruta tributável, para quem faz a declaração completa; no VGBL, o imposto incide só sobre os rendimentos.",
      },
      {
        question: "O seguro de vida entra em inventário?",
        answer:
          "Não. O capital segurado é pago diretamente aos beneficiários e não integra a herança (Código Civil, art. 794).",
      },
      {
        question: "Plano de saúde tem carência?",
        answer:
          "Sim, dentro dos limites da ANS: até 24 horas para urgências, 180 dias para os demais casos e 300 dias para partos. Planos empresariais podem ter carências reduzidas.",
      },
    ],
    quotes: [
      { label: "Simular Seguro de Vida", quotePath: "life" },
      { label: "Simular Saúde, Odonto e Previdência", quotePath: "several" },
    ],
  },
  {
    slug: "bike",
    category: "insurances",
    menuLabel: "Bike",
    title: "Seguro Bike",
    lead: "Proteção para a sua bicicleta e para você, no pedal do dia a dia, no treino e na competição.",
    metaDescription:
      "Seguro Bike para bicicletas convencionais e elétricas: roubo, danos por acidente, responsabilidade civil e acidentes pessoais do ciclista.",
    about: [
      "O seguro bike protege bicicletas convencionais e elétricas contra roubo e danos por acidente, em casa, na rua, em viagens e em competições, conforme o plano.",
      "Também pode incluir responsabilidade civil por danos a terceiros e acidentes pessoais do ciclista — proteções importantes para quem pedala no trânsito.",
    ],
    highlights: ["Bikes convencionais e elétricas", "Treino e competição", "RC e acidentes pessoais"],
    audience: [
      "Quem usa a bicicleta para ir ao trabalho.",
      "Ciclistas esportivos e atletas amadores.",
      "Donos de bicicletas elétricas e de alto valor.",
    ],
    coverages: [
      { title: "Roubo", description: "Indenização da bicicleta levada com violência ou arrombamento." },
      { title: "Danos por acidente", description: "Reparo ou indenização após quedas e colisões." },
      { title: "Responsabilidade civil", description: "Danos causados a pedestres e a outros veículos." },
      {
        title: "Acidentes pessoais do ciclista",
        description: "Indenização por morte ou invalidez acidental.",
      },
    ],
    assistances: ["Transporte da bike e do ciclista", "Reparo emergencial, conforme o plano"],
    howItWorks: contractingSteps("análise da proposta, com a nota fiscal da bicicleta"),
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
    ],
    quotes: [{ label: "Simular Seguro Bike", quotePath: "bike" }],
  },
  {
    slug: "credit-card",
    category: "financial",
    menuLabel: "Cartão de Crédito",
    title: "Cartão de Crédito",
    lead: "Até 40 dias para pagar as suas compras, com a segurança de um grande emissor.",
    metaDescription:
      "Cartão de crédito com até 40 dias para pagar, programa de benefícios e compras seguras. Conheça as opções dos nossos parceiros e solicite.",
    illustration: "credit_card",
    about: [
      "Por meio de parcerias com emissores reconhecidos, oferecemos cartões de crédito com até 40 dias para pagar: compras feitas logo após o fechamento da fatura só são cobradas no vencimento seguinte.",
      "Conforme o cartão, há programa de pontos ou cashback, cartão virtual para compras on-line, seguros e assistências embutidos e controle pelo aplicativo do emissor.",
    ],
    highlights: ["Até 40 dias para pagar", "Cartão virtual", "Aprovação sujeita à análise de crédito"],
    audience: [
      "Quem quer organizar as despesas do mês em uma única fatura.",
      "Quem compra on-line e quer a segurança do cartão virtual.",
      "Quem quer acumular pontos ou cashback.",
    ],
    coverages: [
      {
        title: "Prazo de até 40 dias",
        description: "Entre a compra e o vencimento da fatura, conforme a data da compra.",
      },
      {
        title: "Proteção de compras",
        description: "Seguros de compra protegida e garantia estendida, conforme o cartão.",
      },
      {
        title: "Cartão virtual e carteiras digitais",
        description: "Compras on-line e por aproximação com mais segurança.",
      },
      { title: "Programa de benefícios", description: "Pontos, cashback ou descontos, conforme o emissor." },
    ],
    assistances: [],
    howItWorks: [
      "Clique em “Fazer simulação” e informe os seus dados no site parceiro.",
      "O emissor faz a análise de crédito e define o limite.",
      "Aprovado, o cartão é enviado ao seu endereço e pode ser usado pelo aplicativo do emissor.",
    ],
    faqs: [
      {
        question: "Como funcionam os 40 dias para pagar?",
        answer:
          "Compras feitas logo após o fechamento da fatura entram na fatura seguinte, o que pode dar até 40 dias até o pagamento, conforme a data de vencimento escolhida.",
      },
      {
        question: "A aprovação é garantida?",
        answer: "Não. A emissão depende da análise de crédito feita pelo emissor do cartão.",
      },
      {
        question: "O que acontece se eu pagar só o mínimo?",
        answer:
          "O saldo restante entra no crédito rotativo, com juros altos. O ideal é pagar a fatura integral ou negociar um parcelamento.",
      },
    ],
    quotes: [{ label: "Solicitar Cartão de Crédito", quotePath: "several" }],
  },
  {
    slug: "group-buying",
    category: "financial",
    menuLabel: "Consórcio",
    title: "Consórcio",
    lead: "Planeje a compra do imóvel, do veículo ou de serviços sem juros, com parcelas que cabem no bolso.",
    metaDescription:
      "Consórcio de imóveis, veículos e serviços sem juros: carta de crédito por sorteio ou lance, com administradoras autorizadas pelo Banco Central.",
    illustration: "consortium",
    about: [
      "No consórcio, um grupo de pessoas contribui mensalmente para um fundo comum. Todo mês, participantes são contemplados por sorteio ou lance e recebem uma carta de crédito para comprar o bem.",
      "Não há juros: o custo é a taxa de administração, diluída nas parcelas, além do fundo de reserva e do seguro, quando houver. As administradoras são autorizadas e fiscalizadas pelo Banco Central (Lei nº 11.795/2008).",
    ],
    highlights: ["Sem juros", "Sorteio ou lance", "Imóveis, veículos e serviços"],
    audience: [
      "Quem planeja a compra sem pressa e quer fugir dos juros do financiamento.",
      "Quem quer comprar um imóvel, um carro, uma moto ou um caminhão.",
      "Empresas que planejam renovar a frota ou os equipamentos.",
    ],
    coverages: [
      {
        title: "Carta de crédito",
        description: "O valor para comprar o bem, novo ou usado, quando contemplado.",
      },
      { title: "Sorteio mensal", description: "Todos os participantes em dia concorrem nas assembleias." },
      {
        title: "Lance",
        description:
          "Antecipe a contemplação oferecendo parte do valor, inclusive com o FGTS em consórcios de imóveis.",
      },
      {
        title: "Parcelas reajustadas",
        description: "Acompanham o valor do bem, conforme o índice do grupo.",
      },
    ],
    assistances: [],
    howItWorks: [
      "Clique em “Fazer simulação” e escolha o valor da carta de crédito e o prazo no site parceiro.",
      "Assine a adesão ao grupo e pague a primeira parcela.",
      "Participe das assembleias mensais e concorra por sorteio ou lance.",
      "Contemplado, use a carta de crédito para comprar o bem, após a análise de crédito da administradora.",
    ],
    faqs: [
      {
        question: "Consórcio tem juros?",
        answer: "Não. O custo é a taxa de administração, informada no contrato e diluída nas parcelas.",
      },
      {
        question: "Posso usar o FGTS?",
        answer:
          "Em consórcios de imóveis, sim, para lance ou para complementar a carta de crédito, conforme as regras do FGTS.",
      },
      {
        question: "E se eu desistir?",
        answer:
          "O consorciado excluído recebe os valores pagos ao fundo comum, com os descontos previstos no contrato, quando contemplado ou ao fim do grupo.",
      },
    ],
    quotes: [{ label: "Simular Consórcio", quotePath: "several" }],
  },
  {
    slug: "financing",
    category: "financial",
    menuLabel: "Financiamento",
    title: "Financiamento",
    lead: "Crédito para o veículo ou o imóvel, com o custo efetivo total comparado antes de assinar.",
    metaDescription:
      "Financiamento de veículos e imóveis com instituições parceiras: compare o Custo Efetivo Total (CET), prazos e parcelas antes de contratar.",
    illustration: "financing",
    about: [
      "Por meio de instituições financeiras parceiras, ajudamos você a financiar um veículo novo ou usado, um imóvel ou a usar um bem como garantia para obter crédito com juros menores.",
      "Antes de assinar, compare o Custo Efetivo Total (CET), que soma juros, tarifas, impostos e seguros e é a melhor medida do custo real do crédito.",
    ],
    highlights: ["Veículos e imóveis", "Compare o CET", "Sujeito à análise de crédito"],
    audience: [
      "Quem quer comprar o carro ou a moto agora e pagar em parcelas.",
      "Quem vai comprar a casa própria.",
      "Quem precisa de crédito com garantia de um bem, com juros menores.",
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
        description: "Empréstimo com imóvel ou veículo como garantia e taxas menores.",
      },
    ],
    coverages: [
      {
        title: "Prazos flexíveis",
        description: "Parcelas ajustadas à renda, conforme a política da instituição.",
      },
      {
        title: "Seguro prestamista",
        description: "Quita o saldo devedor em caso de morte ou invalidez, conforme o contrato.",
      },
      {
        title: "Portabilidade",
        description: "Leve o contrato para outra instituição com condições melhores.",
      },
    ],
    assistances: [],
    howItWorks: [
      "Clique em “Fazer simulação” e informe o valor do bem, a entrada e o prazo no site parceiro.",
      "A instituição financeira faz a análise de crédito e apresenta a proposta com o CET.",
      "Aprovada a proposta, envie os documentos do bem e assine o contrato.",
    ],
    faqs: [
      {
        question: "O que é o CET?",
        answer:
          "O Custo Efetivo Total reúne juros, tarifas, tributos e seguros do financiamento. É obrigatório informá-lo e é a melhor forma de comparar propostas.",
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
    quotes: [{ label: "Simular Financiamento", quotePath: "several" }],
  },
];

/**
 * The one way to look a product up: by its slug (unique across categories; a visitor's
 * ?produto=, a stored message) or by its page path. Undefined for anything else.
 */
export function findProduct(
  key: { slug: string | null | undefined } | { path: string },
): Product | undefined {
  if ("path" in key) {
    const path = key.path.replace(/\/+$/, "");
    return products.find((p) => productPath(p) === path);
  }
  return key.slug ? products.find((p) => p.slug === key.slug) : undefined;
}

import type { ShowcaseTopicId } from "~/lib/showcase-cycle";

export interface ShowcaseTopic {
  id: ShowcaseTopicId;
  title: string;
  subtitle: string;
  /** Per-topic asset path (original SVG illustrations under public/). */
  image: string;
  to: string;
}

/** The home page's "Conheça mais" showcase: the spec's ten topics with their titles and destinations. */
export const showcaseTopics: Record<ShowcaseTopicId, ShowcaseTopic> = {
  house: {
    id: "house",
    title: "Seguro para Residências",
    subtitle: "Incêndio, roubo e danos elétricos no seu lar, com assistência 24 horas conforme o plano.",
    image: "/images/showcase/house.svg",
    to: "/insurances/residence",
  },
  car: {
    id: "car",
    title: "Seguro para Automóveis",
    subtitle: "Cobertura para colisão, roubo e terceiros, com guincho e carro reserva conforme o plano.",
    image: "/images/showcase/car.svg",
    to: "/insurances/automobile",
  },
  store: {
    id: "store",
    title: "Seguro para Empresas",
    subtitle: "Seu negócio protegido contra incêndio, roubo, danos elétricos e perda de receita.",
    image: "/images/showcase/store.svg",
    to: "/insurances/company",
  },
  condominium: {
    id: "condominium",
    title: "Seguro para Condomínios",
    subtitle: "A cobertura obrigatória do condomínio e as proteções de que síndicos e moradores precisam.",
    image: "/images/showcase/condominium.svg",
    to: "/insurances/condominium",
  },
  rental: {
    id: "rental",
    title: "Seguro para Aluguel",
    subtitle:
      "O seguro fiança locatícia no lugar do fiador: análise com resposta em até 72 horas na seguradora parceira.",
    image: "/images/showcase/rental.svg",
    to: "/insurances/rent-guarantee",
  },
  financing: {
    id: "financing",
    title: "Financiamentos",
    subtitle: "Crédito para o veículo ou o imóvel, com o custo efetivo total comparado antes de assinar.",
    image: "/images/showcase/financing.svg",
    to: "/financial/financing",
  },
  credit_card: {
    id: "credit_card",
    title: "Cartão de Crédito",
    subtitle:
      "Ajudamos você a escolher o cartão: anuidade, juros e benefícios comparados antes de pedir ao emissor.",
    image: "/images/showcase/credit_card.svg",
    to: "/financial/credit-card",
  },
  life_and_pension: {
    id: "life_and_pension",
    title: "Segurança e Cuidado para Toda a Família",
    subtitle: "Planos de saúde, odontológicos, seguro de vida e previdência privada em um só lugar.",
    image: "/images/showcase/life_and_pension.svg",
    to: "/insurances/life-health",
  },
  motorcycle: {
    id: "motorcycle",
    title: "Seguro para Motos",
    subtitle: "Roubo, furto, colisão e assistência na estrada para quem vive sobre duas rodas.",
    image: "/images/showcase/motorcycle.svg",
    to: "/insurances/motorcycle",
  },
  consortium: {
    id: "consortium",
    title: "Consórcios",
    subtitle:
      "Planeje a compra do imóvel ou do veículo sem juros: o custo é a taxa de administração, mais fundo de reserva e seguro, quando houver.",
    image: "/images/showcase/consortium.svg",
    to: "/financial/group-buying",
  },
};

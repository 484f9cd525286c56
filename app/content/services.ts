import {
  Bike,
  Briefcase,
  Building2,
  Car,
  HeartPulse,
  House,
  Laptop,
  type LucideIcon,
  Motorbike,
  Plane,
} from "lucide-react";
import type { QuotePathKey } from "~/lib/quote-links";

export interface ServiceCard {
  id: string;
  icon: LucideIcon;
  /** Describes the icon for screen readers (the spec's altText). */
  altText: string;
  title: string;
  description: string;
  quotePath: QuotePathKey;
  /** The product page's slug the card is about: its quote clicks count for it (decision 044). */
  product: string;
}

/** The home carousel: the spec's nine cards, in its order. Motorcycle quotes on the auto path. */
export const serviceCards: ServiceCard[] = [
  {
    id: "car",
    product: "automobile",
    icon: Car,
    altText: "Ícone de carro",
    title: "Automóvel",
    description: "Colisão, roubo, terceiros e assistência 24 horas para o seu carro.",
    quotePath: "auto",
  },
  {
    id: "travel",
    product: "travel",
    icon: Plane,
    altText: "Ícone de avião",
    title: "Viagem",
    description: "Despesas médicas, bagagem e imprevistos no Brasil e no exterior.",
    quotePath: "travel",
  },
  {
    id: "life",
    product: "life-health",
    icon: HeartPulse,
    altText: "Ícone de coração",
    title: "Vida Individual",
    description: "Tranquilidade financeira para quem você ama, com coberturas sob medida.",
    quotePath: "life",
  },
  {
    id: "home",
    product: "residence",
    icon: House,
    altText: "Ícone de casa",
    title: "Residencial",
    description: "Incêndio, roubo, danos elétricos e serviços de assistência para o lar.",
    quotePath: "residence",
  },
  {
    id: "portable-equipment",
    product: "portable-equipment",
    icon: Laptop,
    altText: "Ícone de notebook",
    title: "Equipamentos Portáteis",
    description: "Celular, notebook e câmera protegidos contra roubo e danos acidentais.",
    quotePath: "several",
  },
  {
    id: "bike",
    product: "bike",
    icon: Bike,
    altText: "Ícone de bicicleta",
    title: "Bike",
    description: "Roubo, danos à bicicleta e responsabilidade civil para ciclistas.",
    quotePath: "bike",
  },
  {
    id: "condominium",
    product: "condominium",
    icon: Building2,
    altText: "Ícone de prédio",
    title: "Condomínio",
    description: "A cobertura obrigatória do prédio e proteções para áreas comuns.",
    quotePath: "condominium",
  },
  {
    id: "business",
    product: "company",
    icon: Briefcase,
    altText: "Ícone de maleta",
    title: "Empresarial",
    description: "Patrimônio, equipamentos e lucros cessantes do seu negócio.",
    quotePath: "business",
  },
  {
    id: "motorcycle",
    product: "motorcycle",
    icon: Motorbike,
    altText: "Ícone de moto",
    title: "Moto",
    description: "Roubo, furto, colisão e assistência para a sua moto, conforme o plano.",
    quotePath: "auto",
  },
];

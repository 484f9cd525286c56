import {
  Bike,
  Briefcase,
  Building2,
  Car,
  Cog,
  CreditCard,
  FileCheck,
  HardHat,
  HeartPulse,
  House,
  KeyRound,
  Landmark,
  Laptop,
  type LucideIcon,
  Motorbike,
  Plane,
  Scale,
  ShieldPlus,
  Truck,
  Users,
} from "lucide-react";

/**
 * Each product page's icon, by product slug. Kept apart from the product copy (product-defaults/) so
 * the page's JavaScript carries a few icons, not every product's text: the copy reaches
 * the browser as the route's loader data, and icons (components) cannot travel that way.
 */
export const productIcons: Record<string, LucideIcon> = {
  "personal-accident": ShieldPlus,
  "rent-guarantee": KeyRound,
  automobile: Car,
  condominium: Building2,
  company: Briefcase,
  "portable-equipment": Laptop,
  guarantee: FileCheck,
  "machines-equipment": Cog,
  motorcycle: Motorbike,
  residence: House,
  "civil-responsability": Scale,
  "engineering-risk": HardHat,
  transport: Truck,
  "life-health": HeartPulse,
  bike: Bike,
  travel: Plane,
  "credit-card": CreditCard,
  "group-buying": Users,
  financing: Landmark,
};

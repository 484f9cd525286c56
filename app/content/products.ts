import { Shield } from "lucide-react";
import type { Product } from "./product-types";

// Interim: the full copy is being written; this keeps the build green meanwhile.
export const products: Product[] = (
  [
    ["insurances", "personal-accident"],
    ["insurances", "rent-guarantee"],
  ] as const
).map(([category, slug]) => ({
  slug,
  category,
  menuLabel: slug,
  title: slug,
  lead: slug,
  metaDescription: slug,
  icon: Shield,
  about: [],
  highlights: [],
  audience: [],
  coverages: [],
  assistances: [],
  howItWorks: [],
  faqs: [],
  quotes: [{ label: "Simular", quotePath: "several" }],
}));
export const insuranceProducts = products.filter((p) => p.category === "insurances");
export const financialProducts = products.filter((p) => p.category === "financial");
export function findProduct(category: string, slug: string): Product | undefined {
  return products.find((p) => p.category === category && p.slug === slug);
}

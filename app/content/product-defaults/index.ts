import type { ProductDefault } from "../product-types";
import { automobile } from "./automobile";
import { bike } from "./bike";
import { civilResponsability } from "./civil-responsability";
import { company } from "./company";
import { condominium } from "./condominium";
import { creditCard } from "./credit-card";
import { engineeringRisk } from "./engineering-risk";
import { financing } from "./financing";
import { groupBuying } from "./group-buying";
import { guarantee } from "./guarantee";
import { lifeHealth } from "./life-health";
import { machinesEquipment } from "./machines-equipment";
import { motorcycle } from "./motorcycle";
import { personalAccident } from "./personal-accident";
import { portableEquipment } from "./portable-equipment";
import { rentGuarantee } from "./rent-guarantee";
import { residence } from "./residence";
import { transport } from "./transport";
import { travel } from "./travel";

/**
 * Every product page's first-start content, one file per product (admins edit the live copy in the
 * admin portal; see app/.server/content/kinds.ts), and the fixed identity the route list is built
 * from (slug, category). Insurance pages first, then financial ones: this order is the order of
 * menus, footer and sitemap. Style rules: docs/content-style.md. Every legal reference in these
 * files was checked against the law's text; the sources are listed in the commit that introduced them.
 */
export const products: ProductDefault[] = [
  personalAccident,
  rentGuarantee,
  automobile,
  condominium,
  company,
  portableEquipment,
  guarantee,
  machinesEquipment,
  motorcycle,
  residence,
  civilResponsability,
  engineeringRisk,
  transport,
  lifeHealth,
  bike,
  travel,
  creditCard,
  groupBuying,
  financing,
];

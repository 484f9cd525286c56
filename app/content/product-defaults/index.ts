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
 * files was checked against the law's text; the sources are listed in the commit that introduced them
 * and, since issue 25, in each module's doc comment.
 *
 * Shared by every page (app/components/product/contract-notice.tsx), checked for issue 25:
 * - A request for a quote is not a proposal ("O simples pedido de cotação à seguradora não equivale à
 *   proposta"): Lei nº 15.040/2024, section on formation of the contract (arts. 41–53 per
 *   blog.grupogen.com.br/juridico/areas-de-interesse/civil/nova-lei-dos-seguros, Flávio Tartuce); text
 *   quoted at sindicatoseguradoras.com.br/?p=21494. The article number was not read: none is cited.
 * - The insurer delivers the policy within 30 days of accepting the proposal: Lei nº 15.040/2024,
 *   art. 55 (agenciasegnews.com.br/artigos/marco-legal-dos-seguros-o-desafio-do-mercado-para-se-adequar-
 *   aos-prazos-da-nova-lei/; also mtnewsinforma.com.br/?p=51183) — secondary copies.
 * - Right to withdraw in 7 days from a contract made outside a commercial establishment, with what was
 *   paid returned at once: Código de Defesa do Consumidor, art. 49 and parágrafo único (text at
 *   smartlex.net.br/legislacao/cdc/artigo/49). Whether SUSEP's remote-contracting rule (Res. CNSP nº
 *   408/2021) sets its own term was not read: the page cites only the CDC.
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

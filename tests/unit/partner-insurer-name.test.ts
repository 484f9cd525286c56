/**
 * A product page names the insurer it speaks for (copy review 3, N-M1): the copy's "{seguradora}"
 * is the visible insurer marked as partner for that product; none marked, "seguradora parceira",
 * and the launch checklist asks which one it is.
 */
import { describe, expect, it } from "vitest";
import { pendingLaunchItems } from "~/.server/content";
import { insurers as defaultInsurers } from "~/content/insurer-defaults";
import type { Insurer } from "~/content/insurer-schemas";
import { mentionsPartner, namePartner, PARTNER_TOKEN, partnerNames } from "~/content/partner-insurer-name";
import { products as productDefaults } from "~/content/product-defaults";
import type { Product } from "~/content/product-types";
import { filledSiteDetails } from "../support/launch-content";

const products = productDefaults.map((p) => ({ hidden: false, variants: [], ...p })) as unknown as Product[];
const rent = products.find((p) => p.slug === "rent-guarantee") as Product;
const marked = (ids: string[], options: Partial<Insurer> = {}): Insurer[] =>
  defaultInsurers.map((i) =>
    ids.includes(i.id) ? { ...i, partner: true, productSlugs: ["rent-guarantee"], ...options } : { ...i },
  );

describe("the partner insurer's name on a product page", () => {
  it("the rent-guarantee copy speaks of its partner only through the token", () => {
    expect(mentionsPartner(rent)).toBe(true);
    expect(JSON.stringify(rent)).not.toMatch(/seguradora parceira/i);
  });

  it("names the insurer marked as partner for the product, and only a visible one that lists it", () => {
    expect(partnerNames("rent-guarantee", marked(["porto"]))).toEqual(["Porto Seguro"]);
    expect(partnerNames("rent-guarantee", marked(["porto"], { hidden: true }))).toEqual([]);
    expect(partnerNames("rent-guarantee", marked(["porto"], { productSlugs: ["automobile"] }))).toEqual([]);
    const named = namePartner(rent, ["Porto Seguro"]);
    const text = JSON.stringify(named);
    expect(text).not.toContain(PARTNER_TOKEN);
    expect(named.about).toContain(
      "Na Porto Seguro, com que a corretora trabalha neste seguro, a contratação começa pela ficha cadastral do inquilino, analisada com resposta em até 72 horas. Só depois da aprovação da ficha a apólice é emitida. A vigência é de 12 ou 30 meses, com renovação.",
    );
    expect(named.highlights[0]).toBe("Porto Seguro: resposta da análise em até 72 horas");
    expect(namePartner("Na {seguradora}, sim.", ["Porto Seguro", "Tokio Marine"])).toBe(
      "Na Porto Seguro ou Tokio Marine, sim.",
    );
  });

  it("says 'seguradora parceira' until one is marked, capitalised where a text or sentence opens", () => {
    const unnamed = namePartner(rent, []);
    expect(JSON.stringify(unnamed)).not.toContain(PARTNER_TOKEN);
    expect(unnamed.highlights[0]).toBe("Seguradora parceira: resposta da análise em até 72 horas");
    expect(unnamed.metaDescription).toContain("com a seguradora parceira, análise em até 72 horas");
    expect(namePartner("Sim. {seguradora} responde.", [])).toBe("Sim. Seguradora parceira responde.");
  });

  it("the launch checklist lists a page that speaks of an unnamed partner, until one is marked for it", () => {
    const pending = (insurers: Insurer[]) =>
      pendingLaunchItems({ site: filledSiteDetails, products, insurers }).find(
        (p) => p.id === "partner-insurer-unnamed",
      );
    expect(pending(marked([]))?.items).toEqual([
      { label: rent.title, to: "/admin-portal/products/rent-guarantee" },
    ]);
    expect(pending(marked(["porto"]))).toBeUndefined();
  });
});

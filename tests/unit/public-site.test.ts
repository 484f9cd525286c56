import { describe, expect, it } from "vitest";
import { products } from "~/content/product-defaults";
import { productIcons } from "~/content/product-icons";
import { productPath } from "~/content/product-types";
import { serviceCards } from "~/content/services";
import { showcaseTopics } from "~/content/showcase";
import { formatPhone, phoneDigits } from "~/lib/br";
import { quoteUrl } from "~/lib/quote-links";
import { nextShowcaseTopic, type ShowcaseTopicId, showcaseTopicIds } from "~/lib/showcase-cycle";
import { publicPages } from "~/route-list";
import { sitemapXml } from "~/sitemap";

describe("phone mask", () => {
  it("keeps digits only, at most 11", () => {
    expect(phoneDigits("(41) 9 8765-4321 ramal 22")).toBe("41987654321");
  });
  it("formats mobiles as (99) 9 9999-9999 and landlines as (99) 9999-9999", () => {
    expect(formatPhone("41987654321")).toBe("(41) 9 8765-4321");
    expect(formatPhone("4133334444")).toBe("(41) 3333-4444");
    // A browser's autofill of the full number (autocomplete="tel") drops Brazil's +55.
    expect(formatPhone("+55 41 98765-4321")).toBe("(41) 9 8765-4321");
  });
  it("formats partial input as it is typed", () => {
    expect(formatPhone("")).toBe("");
    expect(formatPhone("4")).toBe("(4");
    expect(formatPhone("41")).toBe("(41");
    expect(formatPhone("419")).toBe("(41) 9");
    expect(formatPhone("4198765")).toBe("(41) 9876-5");
    expect(formatPhone("a4b1c9")).toBe("(41) 9");
  });
});

describe("showcase cycle", () => {
  it("starts on house and walks the spec's order, wrapping to house", () => {
    const seen: ShowcaseTopicId[] = [showcaseTopicIds[0]];
    let current = 0;
    for (let i = 0; i < 10; i++) {
      current = nextShowcaseTopic(current, showcaseTopicIds.length);
      seen.push(showcaseTopicIds[current]!);
    }
    expect(seen).toEqual([
      "house",
      "car",
      "store",
      "condominium",
      "rental",
      "financing",
      "credit_card",
      "life_and_pension",
      "motorcycle",
      "consortium",
      "house",
    ]);
  });
  it("has the spec's titles and destinations", () => {
    expect(showcaseTopics.life_and_pension.title).toBe("Segurança e Cuidado para Toda a Família");
    expect(showcaseTopics.rental.to).toBe("/insurances/rent-guarantee");
    expect(showcaseTopics.consortium.to).toBe("/financial/group-buying");
    for (const topic of Object.values(showcaseTopics)) {
      expect(publicPages.map((p) => p.path)).toContain(topic.to);
      expect(topic.image).toBe(`/images/showcase/${topic.id}.svg`);
    }
  });
});

describe("quote links", () => {
  it("joins the portal base and the product path", () => {
    expect(quoteUrl("https://cotar.example.com/", "auto")).toBe("https://cotar.example.com/auto");
    expect(quoteUrl("https://cotar.example.com", "personalAccidentIndividual")).toBe(
      "https://cotar.example.com/api",
    );
  });
  it("uses the spec's paths on the carousel: motorcycle on /auto, travel on /travel", () => {
    const byId = Object.fromEntries(
      serviceCards.map((c) => [c.id, quoteUrl("https://q.example.com", c.quotePath)]),
    );
    expect(serviceCards.map((c) => c.id)).toEqual([
      "car",
      "travel",
      "life",
      "home",
      "portable-equipment",
      "bike",
      "condominium",
      "business",
      "motorcycle",
    ]);
    expect(byId.motorcycle).toBe("https://q.example.com/auto");
    expect(byId.travel).toBe("https://q.example.com/travel");
    expect(byId.home).toBe("https://q.example.com/residence");
  });
  it("gives each product its spec path", () => {
    const main = Object.fromEntries(products.map((p) => [p.slug, p.quotes[0]?.quotePath]));
    expect(main["rent-guarantee"]).toBe("rent");
    expect(main.automobile).toBe("auto");
    expect(main.motorcycle).toBe("auto");
    expect(main["personal-accident"]).toBe("personalAccidentIndividual");
  });
});

describe("route list and sitemap", () => {
  it("lists the spec's eighteen product pages and the travel page", () => {
    expect(products.map(productPath).sort()).toEqual(
      [
        "/insurances/personal-accident",
        "/insurances/rent-guarantee",
        "/insurances/automobile",
        "/insurances/condominium",
        "/insurances/company",
        "/insurances/portable-equipment",
        "/insurances/guarantee",
        "/insurances/machines-equipment",
        "/insurances/motorcycle",
        "/insurances/residence",
        "/insurances/civil-responsability",
        "/insurances/engineering-risk",
        "/insurances/transport",
        "/insurances/life-health",
        "/insurances/bike",
        "/insurances/travel",
        "/financial/credit-card",
        "/financial/group-buying",
        "/financial/financing",
      ].sort(),
    );
  });
  it("puts exactly the public pages in the sitemap, and no staff page", () => {
    const xml = sitemapXml("https://www.example.com");
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(publicPages.map((p) => `https://www.example.com${p.path}`));
    expect(xml).not.toMatch(/access|portal/);
  });
});

describe("product icons", () => {
  it("every product has its own icon and no icon is left without a product", () => {
    expect(Object.keys(productIcons).sort()).toEqual(products.map((p) => p.slug).sort());
  });
});

describe("home page copy (copy review 2)", () => {
  it("keeps the spec's steps, with instalments qualified, and claims no partnership with unnamed institutions", async () => {
    const { aboutUs, homeSteps } = await import("~/content/home");
    const { defaultSiteDetails } = await import("~/content/site-defaults");
    expect(homeSteps[2]?.text).toBe(
      "Gostou? Se quiser contratar, o pagamento pode ser feito em até 12 parcelas, conforme a seguradora e o produto.",
    );
    const about = aboutUs(defaultSiteDetails).paragraphs.join(" ");
    expect(about).not.toMatch(/parceri|parceir/i);
    expect(about).not.toMatch(/promovemos ofertas/i);
  });
});

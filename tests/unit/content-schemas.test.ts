import { describe, expect, it } from "vitest";
import { products } from "~/content/product-defaults";
import { productContentSchema } from "~/content/product-schemas";
import { siteDetailsSchema } from "~/content/site-config";
import { defaultSiteDetails } from "~/content/site-defaults";
import { isValidCnpj } from "~/lib/br";
import { CONTROL_CHARACTERS } from "~/lib/plain-text";

const firstError = (result: {
  success: boolean;
  error?: { issues: Array<{ message: string; path: PropertyKey[] }> };
}) => result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);

describe("content schemas (issue 14)", () => {
  it("every default passes its own schema unchanged", () => {
    expect(siteDetailsSchema.parse(defaultSiteDetails)).toEqual(defaultSiteDetails);
    for (const { slug: _s, category, illustration: _i, ...content } of products) {
      const parsed = productContentSchema(category).safeParse({ variants: [], ...content });
      expect(firstError(parsed), content.title).toBeUndefined();
    }
  });

  it("a CNPJ must have valid check digits", () => {
    expect(isValidCnpj("11.222.333/0001-81")).toBe(true);
    expect(isValidCnpj("11.222.333/0001-80")).toBe(false);
    expect(isValidCnpj("11.222.333/0001")).toBe(false);
    expect(
      firstError(siteDetailsSchema.safeParse({ ...defaultSiteDetails, cnpj: "11222333000180" })),
    ).toEqual(["cnpj: CNPJ inválido: confira os números."]);
    expect(siteDetailsSchema.parse({ ...defaultSiteDetails, cnpj: "11222333000181" }).cnpj).toBe(
      "11.222.333/0001-81",
    );
  });

  it("bad URLs, phones and empty or oversized text get their Portuguese message", () => {
    const bad = siteDetailsSchema.safeParse({
      ...defaultSiteDetails,
      quotePortalUrl: "javascript:alert(1)",
      whatsapp: "(41) 3000-0000",
      name: "",
      tagline: "x".repeat(100 * 1024),
    });
    expect(firstError(bad)).toEqual([
      "name: Preencha este campo.",
      "tagline: Use no máximo 80 caracteres.",
      "whatsapp: Informe um celular com DDD, por exemplo (41) 9 0000-0000.",
      "quotePortalUrl: Informe um endereço completo, começando com https://.",
    ]);
  });

  it("plain text refuses control characters (tabs and line breaks aside) with the contact form's message", () => {
    expect(firstError(siteDetailsSchema.safeParse({ ...defaultSiteDetails, tagline: "a\u0000b" }))).toEqual([
      `tagline: ${CONTROL_CHARACTERS}`,
    ]);
    const automobile = products.find((p) => p.slug === "automobile");
    if (!automobile) throw new Error("automobile");
    const { slug: _s, category, illustration: _i, ...content } = automobile;
    const faqs = [{ question: "Pergunta?", answer: "Uma linha.\n\tOutra linha." }];
    expect(
      firstError(productContentSchema(category).safeParse({ variants: [], ...content, faqs })),
    ).toBeUndefined();
  });

  it("hostile text is kept as text (escaping is the renderer's job)", () => {
    const [first] = products;
    if (!first) throw new Error("no products");
    const { slug: _s, category, illustration: _i, ...content } = first;
    const title = '</script><script>alert("x")</script>';
    const parsed = productContentSchema(category).parse({ variants: [], ...content, title });
    expect(parsed.title).toBe(title);
  });
});

import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH, normaliseQuery } from "~/lib/insurer-filter";
import { pageKey } from "../../server/page-key";

const isProduct = (slug: string) => slug === "automobile" || slug === "travel";
const key = (path: string, query: string) => pageKey(path, query, isProduct);

describe("a search as the page and the cache use it (decision 050)", () => {
  it.each([
    ["Porto", "porto"],
    ["  PORTO   seguro ", "porto seguro"],
    ["SulAmérica", "sulamerica"],
    ["sul\tamérica\n", "sul america"],
    ["ÇÃO Ñ", "cao n"],
    ["İstanbul", "istanbul"],
    ["", ""],
    [null, ""],
    ["   ", ""],
  ])("%j → %j", (raw, normalised) => {
    expect(normaliseQuery(raw)).toBe(normalised);
  });

  it("is cut at the box's length, by characters, and normalising again changes nothing", () => {
    const long = `${"á".repeat(MAX_QUERY_LENGTH - 1)} 😀😀`;
    const once = normaliseQuery(long);
    // The space left at the cut is trimmed.
    expect(once).toBe("a".repeat(MAX_QUERY_LENGTH - 1));
    const emoji = normaliseQuery(`${"a".repeat(MAX_QUERY_LENGTH - 1)}😀😀`);
    expect([...emoji]).toHaveLength(MAX_QUERY_LENGTH);
    expect(emoji.endsWith("😀")).toBe(true);
    expect(() => encodeURIComponent(emoji)).not.toThrow();
    for (const text of [long, "  Ação   Seguros ", "İI", "x".repeat(500)]) {
      expect(normaliseQuery(normaliseQuery(text))).toBe(normaliseQuery(text));
    }
  });
});

describe("the page cache's key of a public URL", () => {
  it("a search: every spelling is one key; an empty one is the plain page", () => {
    for (const query of [
      "q=Porto",
      "q=%20%20porto%20",
      "q=+P%C3%B3rto+",
      "q=porto&q=outra",
      "utm_source=x&q=PORTO",
    ]) {
      expect(key("/insurers", query)).toEqual({ key: "/insurers?q=porto", search: true });
    }
    expect(key("/insurers", "q=porto%20seguro")).toEqual({ key: "/insurers?q=porto%20seguro", search: true });
    expect(key("/insurers", "q=%20")).toEqual({ key: "/insurers", search: false });
    expect(key("/insurers", "")).toEqual({ key: "/insurers", search: false });
  });

  it("a product on the contact page: a known slug is a page of its own, any other the plain page", () => {
    expect(key("/contact/contact-us", "produto=automobile")).toEqual({
      key: "/contact/contact-us?produto=automobile",
      search: false,
    });
    for (const query of ["produto=nao-existe", "produto=Automobile", "produto=", "gclid=1"]) {
      expect(key("/contact/contact-us", query)).toEqual({ key: "/contact/contact-us", search: false });
    }
  });

  it("campaign tags are ignored; a parameter the page does not read passes the request on", () => {
    expect(key("/", "utm_campaign=chuva&fbclid=1")).toEqual({ key: "/", search: false });
    expect(key("/", "x=1")).toBeUndefined();
    expect(key("/", "q=porto")).toBeUndefined();
    expect(key("/insurers", "produto=automobile")).toBeUndefined();
    expect(key("/contact/contact-us", "q=porto")).toBeUndefined();
  });
});

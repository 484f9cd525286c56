import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH, normaliseQuery } from "~/lib/insurer-filter";
import { publicPages } from "~/route-list";
import { canonicalPath, PARAMETER_READ, pageKey } from "../../server/page-key";

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

  it("campaign tags and parameters the page does not read are left out of the key (security review 2, L-7)", () => {
    expect(key("/", "utm_campaign=chuva&fbclid=1")).toEqual({ key: "/", search: false });
    expect(key("/", "x=1")).toEqual({ key: "/", search: false });
    expect(key("/", "q=porto")).toEqual({ key: "/", search: false });
    expect(key("/insurers", "produto=automobile&z=9")).toEqual({ key: "/insurers", search: false });
    expect(key("/contact/contact-us", "q=porto")).toEqual({ key: "/contact/contact-us", search: false });
    expect(key("/insurers", "x=1&q=Porto")).toEqual({ key: "/insurers?q=porto", search: true });
  });

  it("every parameter a public page's loader (or the root's) reads is one the key keeps", () => {
    // The key leaves out what it does not know: a loader reading a new parameter unnoticed would
    // have its pages served without it. So the sources are read: each `searchParams.get("…")`.
    const read = (file: string) =>
      [
        ...readFileSync(path.join("app", file), "utf8").matchAll(
          /searchParams\.(?:get|getAll|has)\("([^"]+)"\)/g,
        ),
      ].map(([, name]) => name);
    expect(read("root.tsx")).toEqual([]);
    for (const page of publicPages) {
      const expected = PARAMETER_READ[page.path];
      expect(read(page.file), page.file).toEqual(expected ? [expected] : []);
    }
    expect(Object.keys(PARAMETER_READ).every((p) => publicPages.some((page) => page.path === p))).toBe(true);
  });
});

describe("one address per public page (decision 052)", () => {
  const pages = new Set(["/", "/insurers", "/insurances/automobile", "/robots.txt"]);
  const canonical = (path: string) => canonicalPath(path, (p) => pages.has(p));

  it.each([
    ["/Insurers", "/insurers"],
    ["/insurers/", "/insurers"],
    ["/INSURERS//", "/insurers"],
    ["/Insurances/Automobile", "/insurances/automobile"],
    ["/Robots.TXT", "/robots.txt"],
    ["//", "/"],
  ])("%s is sent to %s", (path, to) => {
    expect(canonical(path)).toBe(to);
  });

  it.each(["/", "/insurers", "/insurances/automobile", "/Access/Employees", "/nada/", "/Favicon.svg"])(
    "%s is left as it is (a page's own address, or no page's)",
    (path) => {
      expect(canonical(path)).toBeUndefined();
    },
  );
});

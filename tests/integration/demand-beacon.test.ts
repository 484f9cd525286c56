/**
 * The demand beacon and the contact form's product (issue 29, decision 044), over real HTTP against
 * `node server.js` (run `npm run build` first), on SQLite and PostgreSQL, behind one proxy so each
 * test's clicks come from addresses of its own: clicks counted per product, day and kind; nothing
 * else accepted or kept (no cookie, no address); the limit per address at its edge; the cached
 * pages untouched; a message sent from a product page makes a lead with that product.
 */
import { describe, expect, it } from "vitest";
import { demandDay } from "~/.server/leads/demand";
import { defaultBusinessHours } from "~/content/business-hours";
import { products } from "~/content/product-defaults";
import { productPath } from "~/content/product-types";
import { signedCaptcha } from "../support/captcha";
import { newAddress, postVia } from "../support/client-addresses";
import { contactFields } from "../support/contact-form";
import { projectDatabase } from "../support/database-project";
import { TEXT, useServerSuite } from "../support/http-assertions";
import { raw } from "../support/raw-http";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

const BEACON = "/api/demand";

describe(`demand beacon on ${kind}`, () => {
  const s = useServerSuite(kind, { TRUST_PROXY: "1" });
  const click = (fields: Record<string, string>, address = newAddress()) =>
    postVia(s.server, address, BEACON, fields);
  const counts = () =>
    s.handle.db.selectFrom("demand_counts").selectAll().orderBy("product").orderBy("kind").execute();
  const clear = () => s.handle.db.deleteFrom("demand_counts").execute();

  it("counts each click by product, day and kind, answering 204 with no body and no cookie", async () => {
    await clear();
    const today = demandDay(new Date(), defaultBusinessHours.timeZone);
    for (const fields of [
      { product: "automobile", kind: "quote" },
      { product: "automobile", kind: "quote" },
      { product: "automobile", kind: "whatsapp" },
      { product: "travel", kind: "whatsapp" },
    ]) {
      const res = await click(fields);
      expect(res.status).toBe(204);
      expect(res.html).toBe("");
      expect(res.res.headers.get("set-cookie")).toBeNull();
    }
    // The day is read at the request: a run across midnight in São Paulo would split the rows.
    expect(await counts()).toEqual([
      { day: today, product: "automobile", kind: "quote", count: 2 },
      { day: today, product: "automobile", kind: "whatsapp", count: 1 },
      { day: today, product: "travel", kind: "whatsapp", count: 1 },
    ]);
  });

  it("refuses an unknown product or kind, a missing or extra field, with 400, and stores nothing", async () => {
    await clear();
    const refused: Record<string, string>[] = [
      { product: "seguro-de-nave-espacial", kind: "quote" },
      { product: "automobile", kind: "email" },
      { product: "automobile" },
      { kind: "quote" },
      { product: "automobile", kind: "quote", visitor: "abc-123" },
      { product: "x".repeat(65), kind: "quote" },
    ];
    for (const fields of refused) {
      const res = await click(fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.res.headers.get("set-cookie")).toBeNull();
    }
    // Not a form at all; too big a body; another site's page.
    const json = await fetch(`${s.server.url}${BEACON}`, {
      method: "POST",
      headers: { Origin: s.server.url, "Content-Type": "application/json" },
      body: JSON.stringify({ product: "automobile", kind: "quote" }),
    });
    expect(json.status).toBe(415);
    const big = await click({ product: "automobile", kind: "quote", padding: "x".repeat(256) });
    expect(big.status).toBe(413);
    const foreign = await fetch(`${s.server.url}${BEACON}`, {
      method: "POST",
      headers: { Origin: "https://outro-site.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "product=automobile&kind=quote",
    });
    expect(foreign.status).toBe(403);
    expect(await counts()).toEqual([]);
  });

  it("60 clicks an hour per address: the 60th is counted, the 61st refused with 429; the address is not kept", async () => {
    await clear();
    const address = newAddress();
    for (let i = 1; i <= 60; i++) {
      const res = await click({ product: "residence", kind: "quote" }, address);
      expect(res.status, `clique ${i}`).toBe(204);
    }
    const refused = await click({ product: "residence", kind: "quote" }, address);
    expect(refused.status).toBe(429);
    expect(refused.html).toContain(TEXT.throttled);
    expect((await counts()).map((row) => row.count)).toEqual([60]);
    // Another visitor is not held back.
    expect((await click({ product: "residence", kind: "quote" })).status).toBe(204);
    const keys = (await s.handle.db.selectFrom("rate_limits").select("key").execute()).map((r) => r.key);
    const demandKeys = keys.filter((key) => key.startsWith("demand"));
    expect(demandKeys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).not.toContain(address);
  });

  it("cached pages stay cached: same ETag and bytes after clicks, no cookie, nothing varies", async () => {
    for (const path of ["/", "/insurances/automobile", "/contact/contact-us"]) {
      const before = await raw(s.server.url, path, { "Accept-Encoding": "br" });
      expect(before.status).toBe(200);
      // Only a page from memory has an ETag (page-cache.test.ts).
      expect(before.headers.etag).toMatch(/^W\//);
      expect(before.headers["set-cookie"]).toBeUndefined();
      expect(before.headers.vary).toBe("Accept-Encoding");
      expect(String(before.headers["content-security-policy"])).toContain("connect-src 'self'");
      await click({ product: "automobile", kind: "whatsapp" });
      const after = await raw(s.server.url, path, { "Accept-Encoding": "br" });
      expect(after.headers.etag).toBe(before.headers.etag);
      expect(after.body.equals(before.body)).toBe(true);
      expect(after.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("every product page's contact links carry its product, and the WhatsApp message names it", async () => {
    for (const product of products) {
      const html = await (await s.server.get(productPath(product))).text();
      // The page's own links (the header's and footer's "Contato" is the site's, for no product).
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      const contactLinks = [...main.matchAll(/href="(\/contact\/contact-us[^"]*)"/g)].map((m) => m[1]);
      expect(contactLinks.length, product.slug).toBeGreaterThan(0);
      for (const link of contactLinks) expect(link).toBe(`/contact/contact-us?produto=${product.slug}`);
      expect(html).toContain(`data-page-product="${product.slug}"`);
      expect(html).toContain(encodeURIComponent(`Vi a página de ${product.title} no site`));
    }
  });

  it("a message sent from a product's contact link makes a lead with that product; an unknown one, none", async () => {
    const send = async (product: string) => {
      // A phone of its own: the same phone would join the first message's lead.
      const phone = `4198765${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`;
      const fields = contactFields({ product, phone, altcha: await signedCaptcha() });
      const res = await postVia(s.server, newAddress(), "/contact/contact-us", fields);
      expect(res.status).toBe(200);
      const lead = await s.handle.db
        .selectFrom("leads")
        .select("product")
        .where("email_key", "=", fields.email.toLowerCase())
        .executeTakeFirstOrThrow();
      const message = await s.handle.db
        .selectFrom("contact_messages")
        .select("product")
        .where("email", "=", fields.email)
        .executeTakeFirstOrThrow();
      return { lead: lead.product, message: message.product };
    };
    // The page the link opens has the product in its form.
    const page = await (await s.server.get("/contact/contact-us?produto=travel")).text();
    expect(page).toMatch(/<input type="hidden" name="product" value="travel"\/>/);
    expect(await send("travel")).toEqual({ lead: "travel", message: "travel" });
    expect(await send("seguro-inventado")).toEqual({ lead: null, message: null });
  });
});

/**
 * Issue 25: a production start logs one warning line while "Pronto para publicar" lists anything
 * (placeholders of the first start, no partner, insurers without a 24 h line, financial pages
 * without an institution), and none once the
 * content is filled in; outside production it says nothing.
 */
import { describe, expect, it } from "vitest";
import { contentDocument, saveDocument } from "~/.server/content";
import { openDatabase } from "~/.server/platform";
import { insurers } from "~/content/insurer-defaults";
import { products } from "~/content/product-defaults";
import { projectDatabase } from "../support/database-project";
import { filledSiteDetails, namedInstitution } from "../support/launch-content";
import { jsonLogLines } from "../support/logs";
import { createStaff, makeDatabase, startMailSink, startServer } from "../support/test-server";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

const JSON_LOGS = { LOG_FORMAT: "json", LOG_LEVEL: "info" };
const LAUNCH_WARNING = /^Pronto para publicar: \d+ pendência\(s\)/;

describe(`launch warning at start (${kind})`, () => {
  it("one warning line while anything is pending, none once an admin filled everything", async () => {
    const database = await makeDatabase(kind);
    const mail = await startMailSink();
    const production = { ...JSON_LOGS, NODE_ENV: "production", SMTP_URL: mail.url };
    try {
      const first = await startServer({ databaseUrl: database.url, env: production });
      const warnings = jsonLogLines(first.output()).filter((l) => LAUNCH_WARNING.test(l.msg));
      await first.stop();
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ level: "warn" });
      expect(warnings[0]?.pending).toEqual(
        expect.arrayContaining(["legal-name", "cnpj", "susep-registration"]),
      );

      // Outside production the same content starts without it.
      const local = await startServer({ databaseUrl: database.url, env: JSON_LOGS });
      const localOutput = local.output();
      await local.stop();
      expect(jsonLogLines(localOutput).filter((l) => LAUNCH_WARNING.test(l.msg))).toEqual([]);

      // An admin fills the details, marks a partner (for the rent guarantee too), gives every insurer its 24 h line and names
      // each financial page's institution.
      const handle = openDatabase(database.url);
      try {
        const admin = await createStaff(handle.db, "admin", "approved");
        await saveDocument(
          handle.db,
          admin.user.id,
          contentDocument("site", "site"),
          () => filledSiteDetails,
        );
        for (const { id } of insurers) {
          // Each a partner for the rent guarantee too, whose page names its partner (decision 060).
          await saveDocument(handle.db, admin.user.id, contentDocument("insurer", id), (previous) => ({
            ...(previous as object),
            partner: true,
            phones: [{ kind: "assistance", number: "08007222492" }],
            productSlugs: [
              ...new Set([
                ...((previous as { productSlugs?: string[] }).productSlugs ?? []),
                "rent-guarantee",
              ]),
            ],
          }));
        }
        for (const { slug } of products.filter((p) => p.category === "financial")) {
          await saveDocument(handle.db, admin.user.id, contentDocument("product", slug), (previous) => ({
            ...(previous as object),
            partnerInstitution: namedInstitution,
          }));
        }
      } finally {
        await handle.db.destroy();
      }
      const second = await startServer({ databaseUrl: database.url, env: production });
      const output = second.output();
      await second.stop();
      expect(jsonLogLines(output).some((l) => l.msg.startsWith("Servidor pronto"))).toBe(true);
      expect(jsonLogLines(output).filter((l) => LAUNCH_WARNING.test(l.msg))).toEqual([]);
    } finally {
      await mail.stop();
      await database.drop();
    }
  }, 120_000);
});

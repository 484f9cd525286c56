/**
 * The guard matrix's cases for importing a book (decision 068): a sheet sent (pasted rows, as a
 * form can post them), an upload's columns kept for its source, and its import started.
 */
import { expect } from "vitest";
import { IMPORT_DONE, IMPORT_UPLOAD_DONE } from "~/.server/book";
import { unique } from "../../../support/http-assertions";
import { IMPORT_FIXTURE_HEADERS, importUploadFixture } from "../book-import-fixtures";
import type { GuardContext } from "../fixtures";
import type { CaseTable } from "../tables";

/** Each header mapped to the field it names (the preview's form). */
const MAPPING_FIELDS = {
  "map.document": "CPF",
  "map.name": "Nome",
  "map.insurer": "Seguradora",
  "map.product": "Produto",
  "map.policyNumber": "Apólice",
  "map.startsOn": "Início de vigência",
  "map.endsOn": "Fim de vigência",
  "map.totalPremium": "Prêmio total",
};

export function bookImportCases({ s }: GuardContext): CaseTable {
  // The suite's database opens in its beforeAll: read it when a case runs, not when the table is built.
  const db = () => s.handle.db;
  const uploadsOf = (source: string) =>
    db().selectFrom("import_uploads").select(["id", "row_count"]).where("source", "=", source).execute();
  const mappingOf = async (source: string) => ({
    mapping:
      (
        await db()
          .selectFrom("import_mappings")
          .select("mapping")
          .where("source", "=", source)
          .executeTakeFirst()
      )?.mapping ?? null,
  });
  return {
    "/employee-portal/import": {
      upload: async () => {
        const source = `Origem ${unique()}`;
        const pasted = `${IMPORT_FIXTURE_HEADERS.join("\t")}\n529.982.247-25\tMaria Souza\tPorto Seguro\tAuto\tP-${unique()}\t10/01/2026\t10/01/2027\t2.147,60`;
        return {
          fields: { source, pasted },
          read: () => uploadsOf(source),
          expectDone: (after) => expect(after).toMatchObject([{ row_count: 1 }]),
          doneText: IMPORT_DONE.upload,
          lands: /^\/employee-portal\/import\/uploads\/[0-9a-f-]{36}$/,
        };
      },
    },
    "/employee-portal/import/uploads/:id": {
      preview: async () => {
        const source = `Origem ${unique()}`;
        const pathId = await importUploadFixture(db(), source);
        return {
          fields: MAPPING_FIELDS,
          read: () => mappingOf(source),
          expectDone: (after) =>
            expect(JSON.parse((after as { mapping: string }).mapping)).toMatchObject({
              document: "CPF",
              phone: "",
            }),
          doneText: IMPORT_UPLOAD_DONE.preview,
          pathId,
        };
      },
      import: async () => {
        const source = `Origem ${unique()}`;
        const pathId = await importUploadFixture(db(), source);
        return {
          fields: MAPPING_FIELDS,
          read: async () => ({
            uploads: await uploadsOf(source),
            runs: await db()
              .selectFrom("import_runs")
              .select("total_rows")
              .where("source", "=", source)
              .execute(),
          }),
          expectDone: (after) => expect(after).toEqual({ uploads: [], runs: [{ total_rows: 1 }] }),
          doneText: IMPORT_UPLOAD_DONE.import,
          lands: /^\/employee-portal\/import\/runs\/[0-9a-f-]{36}$/,
          pathId,
        };
      },
    },
  };
}

import { randomUUID } from "node:crypto";
import { audit } from "~/.server/audit";
import { findInsurer } from "~/.server/insurers";
import { csvField } from "~/.server/leads";
import type { App } from "~/.server/platform";
import { logger, nowIso, nowMs, Refusal, transaction } from "~/.server/platform";
import { IMPORT_OUTCOME_LABEL, type ImportMapping, type ImportOutcome } from "~/lib/book-import-fields";
import type { Db } from "./access";
import { findOrCreateClient } from "./clients";
import { type BatchRow, renewedBy, writeImportBatch } from "./import-batch";
import {
  cellsReader,
  existingPolicies,
  IMPORT_ROW_MESSAGES,
  importLookups,
  type PreparedRow,
  type PreviousPolicy,
  planRow,
  prepareRow,
  previousPolicies,
  type RowPlan,
  type RunTaken,
  savepoint,
} from "./import-rows";
import type { Sheet } from "./import-sheet";
import { findUpload, keepMapping } from "./import-uploads";
import { DUPLICATE_POLICY, insertPolicy } from "./policies";
import { closeRenewed } from "./renewal-close";

/**
 * An import run (decision 068): started by the request that confirms the preview, it goes on in
 * that process after the answer, a batch of rows per transaction with a savepoint per row (a
 * refused row takes nothing with it, and a row is whole or absent), beating `heartbeat_at` and the
 * counts after each batch and yielding to the event loop between batches. A run whose process
 * died stops beating: it is marked failed once stale, and importing the file again finds what it
 * had imported ("already there").
 */

export const RUN_NOT_FOUND = "Importação não encontrada.";
export const BATCH_ROWS = 100;
/** A running import beats every batch (well under a second); one silent this long has died. */
export const STALE_RUN_MS = 2 * 60_000;

export interface ReportEntry {
  row: number;
  outcome: ImportOutcome;
  reason?: string;
  insurer?: string;
  policyNumber?: string;
}

/** A row's report entry: its outcome, and the insurer (as the brokerage's record names it) and number. */
function entryOf(row: PreparedRow, line: number, plan: RowPlan): ReportEntry {
  if (!row.ok) {
    return {
      row: line,
      outcome: "refused",
      reason: row.reason,
      insurer: row.insurer,
      policyNumber: row.policyNumber,
    };
  }
  return {
    row: line,
    outcome: plan.outcome,
    ...(plan.outcome === "refused" && { reason: plan.reason }),
    insurer: findInsurer(row.policy.insurerId)?.name ?? row.policy.insurerId,
    policyNumber: row.policy.policyNumber,
  };
}

/** What a batch does without writing yet: each row's report entry, and the new policies to write. */
function planBatch(
  prepared: readonly PreparedRow[],
  line: (i: number) => number,
  existing: ReadonlySet<string>,
  previous: ReadonlyMap<string, PreviousPolicy>,
  taken: RunTaken,
) {
  const done: ReportEntry[] = [];
  const rows: BatchRow[] = [];
  for (const [i, row] of prepared.entries()) {
    const plan = planRow(row, existing, previous, taken);
    done.push(entryOf(row, line(i), plan));
    if (plan.outcome === "imported" && row.ok)
      rows.push({ client: row.client, policy: row.policy, renews: plan.renews });
  }
  return { done, rows };
}

/** A run's row, "running" from now (startImport writes it; the bench and tests run `importRows` on one). */
export async function insertImportRun(
  trx: Db,
  run: { id: string; source: string; fileName: string; totalRows: number; actorId: string | null },
) {
  const at = nowIso();
  await trx
    .insertInto("import_runs")
    .values({
      id: run.id,
      source: run.source,
      file_name: run.fileName,
      status: "running",
      total_rows: run.totalRows,
      done_rows: 0,
      imported: 0,
      existing: 0,
      refused: 0,
      report: null,
      created_by: run.actorId,
      created_at: at,
      finished_at: null,
      heartbeat_at: at,
    })
    .execute();
}

/**
 * Starts importing the upload with this mapping (kept for its source): the run's id. The upload is
 * gone once its run starts, so a second click cannot import the file twice at once.
 */
export async function startImport(app: App, actorId: string, uploadId: string, mapping: ImportMapping) {
  const upload = await findUpload(app.db, uploadId);
  const id = randomUUID();
  const claimed = await transaction(app.db, async (trx) => {
    const gone = await trx.deleteFrom("import_uploads").where("id", "=", uploadId).executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) return false;
    await keepMapping(trx, actorId, upload.source, mapping);
    await insertImportRun(trx, {
      id,
      source: upload.source,
      fileName: upload.file_name,
      totalRows: upload.row_count,
      actorId,
    });
    await audit(trx, {
      actorId,
      action: "book.import.start",
      targetId: id,
      details: { rows: upload.row_count },
    });
    return true;
  });
  if (!claimed) throw new Refusal("Este arquivo já está sendo importado.", 409);
  // Not awaited: the answer goes now, the page follows the run's counts.
  void importRows(app.db, id, upload.sheet, mapping, actorId).catch(async (error: unknown) => {
    logger().error({ err: error, run: id }, "importação da carteira interrompida");
    await app.db
      .updateTable("import_runs")
      .set({ status: "failed", finished_at: nowIso() })
      .where("id", "=", id)
      .where("status", "=", "running")
      .execute()
      .catch(() => undefined);
  });
  return id;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Imports every row of the sheet into the run `runId`, batch by batch; resolves when it is done. */
export async function importRows(
  db: Db,
  runId: string,
  sheet: Sheet,
  mapping: ImportMapping,
  actorId: string | null,
) {
  const lookups = await importLookups(db);
  const read = cellsReader(sheet.headers, mapping);
  const report: ReportEntry[] = [];
  const counts = { imported: 0, existing: 0, refused: 0 };
  /** The policies this run imported (a row repeated in the file is "already there" too), and the ones they renew. */
  let taken: RunTaken = { keys: new Set(), renewed: new Set() };
  for (let start = 0; start < sheet.rows.length; start += BATCH_ROWS) {
    const batch = sheet.rows.slice(start, start + BATCH_ROWS);
    const prepared = batch.map((row) => prepareRow(read(row), lookups));
    const existing = await existingPolicies(db, prepared);
    const previous = await previousPolicies(db, prepared);
    const line = (i: number) => start + i + 2;
    const progress = async (trx: Db, done: readonly ReportEntry[]) => {
      const batchCounts = { ...counts };
      for (const entry of done) batchCounts[entry.outcome] += 1;
      await trx
        .updateTable("import_runs")
        .set({ ...batchCounts, done_rows: start + batch.length, heartbeat_at: nowIso() })
        .where("id", "=", runId)
        .execute();
    };
    let entries: ReportEntry[];
    try {
      const batchTaken: RunTaken = { keys: new Set(taken.keys), renewed: new Set(taken.renewed) };
      entries = await transaction(db, async (trx) => {
        const { done, rows } = planBatch(prepared, line, existing, previous, batchTaken);
        await writeImportBatch(trx, rows, actorId);
        await progress(trx, done);
        return done;
      });
      taken = batchTaken;
    } catch (error) {
      // Something changed since the batch was checked (decision 068): row by row, each on its own.
      if (!(error instanceof Refusal))
        logger().warn({ err: error, runId, start }, "lote da importação refeito linha a linha");
      entries = await transaction(db, async (trx) => {
        const done: ReportEntry[] = [];
        for (const [i, row] of prepared.entries()) {
          done.push(await importRow(trx, row, line(i), { existing, previous, taken }, actorId));
        }
        await progress(trx, done);
        return done;
      });
    }
    for (const entry of entries) {
      counts[entry.outcome] += 1;
      report.push(entry);
    }
    await nextTurn();
  }
  await transaction(db, async (trx) => {
    await trx
      .updateTable("import_runs")
      .set({ status: "done", report: JSON.stringify(report), finished_at: nowIso(), heartbeat_at: nowIso() })
      .where("id", "=", runId)
      .execute();
    await audit(trx, { actorId, action: "book.import.finish", targetId: runId, details: counts });
  });
}

/** One row: its client and policy (and the renewal it closes) written under a savepoint, or nothing at all. */
async function importRow(
  trx: Db,
  row: PreparedRow,
  line: number,
  book: { existing: ReadonlySet<string>; previous: ReadonlyMap<string, PreviousPolicy>; taken: RunTaken },
  actorId: string | null,
): Promise<ReportEntry> {
  const plan = planRow(row, book.existing, book.previous, book.taken);
  const entry = entryOf(row, line, plan);
  if (plan.outcome !== "imported" || !row.ok) return entry;
  await savepoint.open(trx);
  try {
    const client = await findOrCreateClient(trx, row.client, { origin: "import", actorId });
    const policyId = await insertPolicy(trx, client.id, row.policy, {
      origin: "import",
      actorId,
      renewsPolicyId: plan.renews?.id ?? null,
    });
    if (plan.renews) await closeRenewed(trx, [renewedBy(plan.renews, policyId)], actorId, nowIso());
    await savepoint.release(trx);
    return entry;
  } catch (error) {
    await savepoint.rollback(trx);
    await savepoint.release(trx);
    book.taken.keys.delete(row.key);
    if (plan.renews) book.taken.renewed.delete(plan.renews.id);
    // Another import wrote the same policy since this batch looked: it is there now.
    if (error instanceof Refusal && error.message === DUPLICATE_POLICY)
      return { ...entry, outcome: "existing" };
    if (!(error instanceof Refusal)) logger().error({ err: error, line }, "linha da importação recusada");
    const reason = error instanceof Refusal ? error.message : IMPORT_ROW_MESSAGES.unexpected;
    return { ...entry, outcome: "refused", reason };
  }
}

/** Marks failed every running import that stopped beating (its process died): how many. */
export async function failStaleImports(db: Db): Promise<number> {
  const cutoff = new Date(nowMs() - STALE_RUN_MS).toISOString();
  const result = await db
    .updateTable("import_runs")
    .set({ status: "failed", finished_at: nowIso() })
    .where("status", "=", "running")
    .where((eb) => eb.or([eb("heartbeat_at", "is", null), eb("heartbeat_at", "<", cutoff)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The import screen's list: the latest runs, newest first (a dead one shown as failed). */
export async function recentImports(db: Db, limit = 20) {
  await failStaleImports(db);
  return db
    .selectFrom("import_runs")
    .leftJoin("users", "users.id", "import_runs.created_by")
    .select([
      "import_runs.id",
      "source",
      "file_name",
      "import_runs.status",
      "total_rows",
      "done_rows",
      "imported",
      "existing",
      "refused",
      "import_runs.created_at",
      "users.name as by_name",
      "users.email as by_email",
    ])
    .orderBy("import_runs.created_at", "desc")
    .limit(limit)
    .execute();
}

/** A run's screen: its counts while it works, its report once done; undefined for no such run. */
export async function importRunScreen(db: Db, id: string) {
  await failStaleImports(db);
  const run = await db.selectFrom("import_runs").selectAll().where("id", "=", id).executeTakeFirst();
  if (!run) return undefined;
  const { report, ...rest } = run;
  return { run: rest, report: report ? (JSON.parse(report) as ReportEntry[]) : [] };
}

export const REPORT_HEADERS = ["Linha", "Resultado", "Motivo", "Seguradora", "Apólice"];

/** The run's report as a spreadsheet (Brazilian Excel: ";", CRLF, UTF-8 with its BOM). */
export async function importReportCsv(db: Db, id: string) {
  const screen = await importRunScreen(db, id);
  if (!screen) return undefined;
  const { run, report } = screen;
  const lines = [
    REPORT_HEADERS.join(";"),
    ...report.map((entry) =>
      [
        String(entry.row),
        IMPORT_OUTCOME_LABEL[entry.outcome],
        entry.reason,
        entry.insurer,
        entry.policyNumber,
      ]
        .map(csvField)
        .join(";"),
    ),
  ];
  return {
    csv: `\uFEFF${lines.join("\r\n")}\r\n`,
    fileName: `importacao-${run.created_at.slice(0, 10)}-${run.id.slice(0, 8)}.csv`,
  };
}

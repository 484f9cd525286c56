import { closeSync, existsSync, fsyncSync, openSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { now } from "./clock";
import { privateDir, privateFile } from "./db/database";
import { migrations } from "./db/migrations/index";

/**
 * Backups of the SQLite database (`npm run backup`, `npm run restore -- FILE`; docs/operations.md).
 * PostgreSQL is backed up with pg_dump, which the operator already has.
 */

const BACKUP_NAME = /^site-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(-\d{3})?Z\.sqlite$/;
/** Tables whose absence means the file is not this application's database. */
const REQUIRED_TABLES = ["kysely_migration", "users", "contact_messages", "outbox"];

/** The SQLite file behind DATABASE_URL; PostgreSQL gets a pointer to pg_dump instead. */
export function sqliteFileOf(databaseUrl: string): string {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error(
      "DATABASE_URL aponta para o PostgreSQL: use pg_dump e pg_restore (docs/operations.md, “Backups”).",
    );
  }
  return path.resolve(databaseUrl.replace(/^file:/, ""));
}

const stamp = (now: Date) => now.toISOString().replace(/:/g, "-").replace(".", "-");

/** What is wrong with a file offered as a backup: not SQLite, damaged, not ours, or from a newer version. */
export function backupProblems(file: string): string[] {
  if (!existsSync(file)) return [`${file} não existe`];
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const integrity = db.pragma("integrity_check", { simple: true });
    if (integrity !== "ok") return [`o arquivo está danificado (integrity_check: ${String(integrity)})`];
    const tables = new Set(
      (db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map(
        (t) => t.name,
      ),
    );
    const missing = REQUIRED_TABLES.filter((t) => !tables.has(t));
    if (missing.length > 0) return [`não é um banco deste site: faltam as tabelas ${missing.join(", ")}`];
    const applied = (db.prepare("select name from kysely_migration").all() as { name: string }[]).map(
      (m) => m.name,
    );
    const unknown = applied.filter((name) => !(name in migrations));
    if (unknown.length > 0) {
      return [
        `vem de uma versão mais nova do site (migrações ${unknown.join(", ")}): atualize o código antes`,
      ];
    }
    return [];
  } catch (error) {
    return [`não é um banco SQLite legível: ${error instanceof Error ? error.message : String(error)}`];
  } finally {
    db?.close();
  }
}

/**
 * A consistent copy of the live database with SQLite's online backup API, safe while servers
 * write to it: into `dir/site-<UTC time>.sqlite` (written under a temporary name, checked, then
 * renamed, so a listed backup is always whole). Keeps the newest `keep` backups.
 */
export async function backupSqlite(
  databaseUrl: string,
  options: { dir: string; keep: number; now?: Date },
): Promise<{ file: string; removed: string[] }> {
  const source = sqliteFileOf(databaseUrl);
  if (!existsSync(source)) throw new Error(`Banco não encontrado: ${source}`);
  privateDir(options.dir);
  const file = path.join(options.dir, `site-${stamp(options.now ?? now())}.sqlite`);
  const partial = `${file}.parcial`;
  privateFile(partial);
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    await db.backup(partial);
  } finally {
    db.close();
  }
  singleFile(partial);
  const problems = backupProblems(partial);
  if (problems.length > 0) {
    rmSync(partial, { force: true });
    throw new Error(`A cópia saiu inválida: ${problems.join("; ")}`);
  }
  fsyncFile(partial);
  renameSync(partial, file);
  const backups = readdirSync(options.dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .reverse();
  const removed = backups.slice(options.keep).map((name) => path.join(options.dir, name));
  for (const old of removed) rmSync(old, { force: true });
  return { file, removed };
}

/**
 * The copy carries the live database's WAL mode: opening it (the check below, a restore) would
 * create `-wal` and `-shm` files beside it that nothing removes. In rollback mode it is one file.
 */
function singleFile(file: string): void {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    db.pragma("journal_mode = DELETE");
  } finally {
    db.close();
  }
}

function fsyncFile(file: string): void {
  const fd = openSync(file, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Takes the database for itself, or says a server holds it: an exclusive lock is refused while
 * any connection has the file open. On success the WAL is folded into the file and the connection
 * closed, so the file alone is the whole database.
 */
function takeOver(file: string): void {
  const db = new SQLite(file, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma("locking_mode = EXCLUSIVE");
    db.exec("begin exclusive");
    db.exec("commit");
    db.pragma("wal_checkpoint(TRUNCATE)");
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith("SQLITE_BUSY")) {
      throw new Error(`Um servidor (ou outro processo) está usando ${file}: pare-o antes de restaurar.`);
    }
    throw error;
  } finally {
    db.close();
  }
}

/**
 * Replaces the database with a backup: the backup is checked first and nothing is touched if it
 * fails; refuses while a server holds the database. The replaced database is kept beside it.
 */
export async function restoreSqlite(
  backupFile: string,
  databaseUrl: string,
  at = now(),
): Promise<{ restored: string; previous?: string }> {
  const problems = backupProblems(path.resolve(backupFile));
  if (problems.length > 0) throw new Error(`Backup recusado (${backupFile}): ${problems.join("; ")}`);
  const target = sqliteFileOf(databaseUrl);
  privateDir(path.dirname(target));
  let previous: string | undefined;
  if (existsSync(target)) {
    takeOver(target);
    previous = `${target}.antes-da-restauracao-${stamp(at)}`;
  }
  const incoming = `${target}.restaurando`;
  privateFile(incoming);
  const copy = new SQLite(path.resolve(backupFile), { readonly: true, fileMustExist: true });
  try {
    // The backup API again: a clean single file whatever the backup's journal state.
    await copy.backup(incoming);
  } finally {
    copy.close();
  }
  fsyncFile(incoming);
  if (previous) renameSync(target, previous);
  for (const suffix of ["-wal", "-shm"]) rmSync(`${target}${suffix}`, { force: true });
  renameSync(incoming, target);
  return previous ? { restored: target, previous } : { restored: target };
}

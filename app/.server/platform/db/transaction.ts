import type { Kysely, Transaction } from "kysely";
import type { Database } from "./schema";

type Hook = () => Promise<void> | void;

/** The after-commit hooks of each open transaction made by `transaction` below. */
const pending = new WeakMap<Kysely<Database>, Hook[]>();
/** The database each open transaction made by `transaction` was opened on. */
const openedOn = new WeakMap<Kysely<Database>, Kysely<Database>>();

/**
 * The one way to open a transaction (decision 022): `work` runs in it, and once it has committed
 * the hooks that steps registered with `afterCommit` run, in order (wake the outbox for a queued
 * mail, refresh the content snapshot after a save). A rolled-back transaction runs none.
 */
export async function transaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  const hooks: Hook[] = [];
  const result = await db.transaction().execute((trx) => {
    pending.set(trx, hooks);
    openedOn.set(trx, db);
    return work(trx);
  });
  for (const hook of hooks) await hook();
  return result;
}

/**
 * Runs `hook` once what `db` is writing is visible to everyone: after the commit when `db` is a
 * transaction opened by `transaction`, at once otherwise. A transaction opened any other way
 * cannot promise that, so it is refused loudly (in tests, on the first run).
 */
export async function afterCommit(db: Kysely<Database>, hook: Hook): Promise<void> {
  if (!db.isTransaction) return hook();
  const hooks = pending.get(db);
  if (!hooks) throw new Error("Transação aberta fora de transaction() (app/.server/db/transaction.ts).");
  hooks.push(hook);
}

/**
 * The database `db` writes to: the one a transaction made by `transaction` was opened on, or `db`
 * itself. An after-commit step that reads again (the content snapshot) reads where the write went.
 */
export function databaseOf(db: Kysely<Database>): Kysely<Database> {
  return openedOn.get(db) ?? db;
}

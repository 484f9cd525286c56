import { sql } from "kysely";
import { nowMs } from "./clock";
import type { DatabaseHandle } from "./db/database";
import { migratorFor } from "./db/migrate";

/** Why this instance should not take traffic, for /readyz: which check failed and a short reason. */
export interface NotReady {
  check: "database" | "migrations" | "mail";
  reason: string;
}

const CHECK_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("tempo esgotado")), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The database answers, every migration this build knows is applied, and no pending mail has
 * waited longer than `maxMailAgeMs` (the outbox is stuck: SMTP down or no worker running).
 * Undefined when ready. Reasons name the problem, never a connection string or an error's text.
 */
export async function notReady(
  database: DatabaseHandle,
  maxMailAgeMs: number,
): Promise<NotReady | undefined> {
  const { db } = database;
  try {
    await withTimeout(sql`select 1`.execute(db));
  } catch {
    return { check: "database", reason: "o banco de dados não responde" };
  }
  try {
    const migrations = await withTimeout((await migratorFor(db)).getMigrations());
    const pending = migrations.filter((m) => !m.executedAt).map((m) => m.name);
    if (pending.length > 0)
      return { check: "migrations", reason: `migrações pendentes: ${pending.join(", ")}` };
    const oldest = await withTimeout(
      db
        .selectFrom("outbox")
        .select((eb) => eb.fn.min("created_at").as("created_at"))
        .where("status", "=", "pending")
        .executeTakeFirst(),
    );
    const waitedMs = oldest?.created_at ? nowMs() - Date.parse(oldest.created_at) : 0;
    if (waitedMs > maxMailAgeMs) {
      return {
        check: "mail",
        reason: `o e-mail pendente mais antigo espera há ${Math.round(waitedMs / 60_000)} min`,
      };
    }
  } catch {
    return { check: "database", reason: "o banco de dados não responde" };
  }
  return undefined;
}

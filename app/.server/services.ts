import { purgeOldAudit } from "./audit";
import { purgeOldMessages } from "./contact";
import { CONTENT_POLL_MS, refreshContent, seedContent } from "./content";
import { credentialsKey, verifyCredentialsKey } from "./credentials";
import { type DatabaseHandle, openDatabase } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import { type Env, env as readEnv } from "./env";
import { ensureFirstAdmin } from "./first-admin";
import { sendMail } from "./mail";
import { DEFAULT_MAX_ATTEMPTS, deliverDue } from "./outbox";
import { purgeRateLimits } from "./rate-limit";
import { purgeExpired } from "./sessions";

/** What the running server holds for its whole life: parsed environment and the database. */
export interface Services {
  env: Env;
  database: DatabaseHandle;
  /** Periodic jobs and workers register a stop function here; shutdown calls them all. */
  stoppers: Array<() => Promise<void> | void>;
  /** Runs the outbox now (after a mail is queued) instead of at the next poll. */
  kickOutbox: () => void;
}

let current: Services | undefined;

const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Runs a job now and then every `everyMs`, never overlapping itself (a run asked for while one
 * is going happens right after it). `stop` waits for a run in progress.
 */
export function every(everyMs: number, name: string, job: () => Promise<unknown>) {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const run = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = job()
      .then(
        () => undefined,
        (error) => console.error(`Tarefa periódica "${name}" falhou`, error),
      )
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    runNow: run,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** Parses the environment, opens and migrates the database, makes sure an admin exists, starts jobs. */
export async function startServices(): Promise<Services> {
  if (current) return current;
  const env = readEnv();
  const database = openDatabase(env.databaseUrl);
  await migrateToLatest(database.db);
  await ensureFirstAdmin(database.db, env);
  await verifyCredentialsKey(database.db, credentialsKey(env.credentialsKey));
  await seedContent(database.db, env.quotePortalUrl);
  await refreshContent(database.db, env.quotePortalUrl);
  const purge = every(
    PURGE_EVERY_MS,
    "limpeza de sessões, limites, mensagens e auditoria antigas",
    async () => {
      await purgeExpired(database.db);
      await purgeRateLimits(database);
      await purgeOldMessages(database.db, env.contactRetentionDays);
      await purgeOldAudit(database.db, env.auditRetentionDays);
    },
  );
  const outbox = every(env.outbox.pollMs, "envio de e-mails", () =>
    deliverDue(database.db, sendMail, {
      retryBaseMs: env.outbox.retryBaseMs,
      maxAttempts: DEFAULT_MAX_ATTEMPTS,
      siteUrl: env.siteUrl,
      sessionSecret: env.sessionSecret,
    }),
  );
  // Another instance's content save reaches this one's pages within a second (decision 018).
  const content = every(CONTENT_POLL_MS, "leitura do conteúdo do site", () =>
    refreshContent(database.db, env.quotePortalUrl),
  );
  const services: Services = {
    env,
    database,
    stoppers: [purge.stop, outbox.stop, content.stop],
    kickOutbox: outbox.runNow,
  };
  current = services;
  return services;
}

/** The running services; loaders and actions call this. */
export function services(): Services {
  if (!current) throw new Error("Os serviços não foram iniciados (startServices).");
  return current;
}

export async function stopServices(): Promise<void> {
  if (!current) return;
  const { database, stoppers } = current;
  current = undefined;
  for (const stop of stoppers) await stop();
  await database.db.destroy();
}

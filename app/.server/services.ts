import { purgeOldAudit } from "./audit";
import { purgeOldMessages } from "./contact";
import { CONTENT_POLL_MS, refreshContent, seedContent } from "./content";
import { credentialsKey, verifyCredentialsKey } from "./credentials";
import { type DatabaseHandle, openDatabase } from "./db/database";
import { migrateDatabase } from "./db/migrate";
import { type Env, env as readEnv } from "./env";
import { ensureFirstAdmin } from "./first-admin";
import { logger } from "./logger";
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
 * is going happens right after it). `stop` waits for a run in progress. Each run is one log line;
 * a run that did nothing (the job returned 0) only at debug level, so a 5-second poll stays quiet.
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
    const started = performance.now();
    const took = () => Math.round(performance.now() - started);
    running = job()
      .then(
        (result) => {
          const fields = {
            job: name,
            durationMs: took(),
            ...(typeof result === "number" && { done: result }),
          };
          logger()[result === 0 ? "debug" : "info"](fields, "tarefa concluída");
        },
        (error) => logger().error({ job: name, durationMs: took(), err: error }, "tarefa falhou"),
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
  // An idle connection the server drops (a PostgreSQL restart, a failover) must not end the
  // process: the pool opens a new one for the next query, and /readyz reports the outage meanwhile.
  if (database.kind === "postgres") {
    database.pool.on("error", (error) => logger().warn({ err: error }, "conexão com o PostgreSQL perdida"));
  }
  await migrateDatabase(database);
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
      lockMs: env.outbox.lockMs,
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

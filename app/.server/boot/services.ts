import { ensureFirstAdmin, purgeExpired } from "~/.server/accounts";
import { purgeOldAudit } from "~/.server/audit";
import {
  failStaleImports,
  openRenewals,
  purgeExpiredClients,
  RENEWAL_CHECK_MS,
  renewalDigest,
  sendRenewalReminders,
} from "~/.server/book";
import { CONTENT_POLL_MS, purgeUnusedLogos, refreshContent, seedContent } from "~/.server/content";
import { DIGEST_CHECK_MS, purgeClosedLeads, purgeIdleLeads, sendLeadDigests } from "~/.server/leads";
import { DEFAULT_MAX_ATTEMPTS, deliverDue, onMailQueued, sendMail } from "~/.server/mail";
import {
  type App,
  appFor,
  credentialsKey,
  logger,
  migrateDatabase,
  openDatabase,
  purgeRateLimits,
  env as readEnv,
  verifyCredentialsKey,
} from "~/.server/platform";
import { purgeOldMessages } from "~/.server/site";

/** The running server: the App its requests use, and how to stop its jobs and close the database. */
export interface RunningServices {
  app: App;
  stop: () => Promise<void>;
}

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

/**
 * Parses the environment, opens and migrates the database, makes sure an admin exists, seeds the
 * content and starts the jobs (purge, outbox, lead digest, renewals, content poll). The composition root: server/index.ts
 * calls it once and hands the App to everything that serves requests.
 */
export async function startServices(): Promise<RunningServices> {
  const env = readEnv();
  const database = openDatabase(env.databaseUrl);
  // An idle connection the server drops (a PostgreSQL restart, a failover) must not end the
  // process: the pool opens a new one for the next query, and /readyz reports the outage meanwhile.
  if (database.kind === "postgres") {
    database.pool.on("error", (error) => logger().warn({ err: error }, "conexão com o PostgreSQL perdida"));
  }
  const app = appFor(database, env);
  await migrateDatabase(database);
  await ensureFirstAdmin(database.db, env);
  await verifyCredentialsKey(database.db, credentialsKey(env.credentialsKey));
  await seedContent(database.db, env.quotePortalUrl);
  await refreshContent(database.db, env.quotePortalUrl);
  // An import whose process died (this one's last run, or another instance's) is marked failed.
  await failStaleImports(database.db);
  const purge = every(
    PURGE_EVERY_MS,
    "limpeza de sessões, limites, mensagens, oportunidades encerradas ou paradas há muito tempo, clientes fora do prazo legal, auditoria antigas e logos sem uso",
    async () => {
      await purgeExpired(database.db);
      await purgeRateLimits(database);
      await purgeOldMessages(database.db, env.contactRetentionDays);
      await purgeClosedLeads(database.db, env.leadRetentionDays);
      await purgeIdleLeads(database.db, env.openLeadRetentionDays);
      // The book's clients once the law no longer obliges keeping them (decision 071).
      await purgeExpiredClients(database.db);
      await purgeOldAudit(database.db, env.auditRetentionDays);
      await purgeUnusedLogos(database.db);
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
  // A mail queued by this instance goes out now, not at the next poll.
  const unsubscribe = onMailQueued(outbox.runNow);
  // Every instance looks; the lead_digests row makes it one mail per person per day (decision 042).
  const digest = every(DIGEST_CHECK_MS, "resumo diário de oportunidades paradas", () =>
    sendLeadDigests(database.db, { hour: env.leadDigestHour, extras: [renewalDigest] }),
  );
  // Every instance looks; renewals' unique policy_id and renewal_reminders' key make each once (decision 069).
  const renewals = every(RENEWAL_CHECK_MS, "renovações: abrir janelas e enviar avisos", async () => {
    const opened = await openRenewals(database.db);
    return opened + (await sendRenewalReminders(database.db));
  });
  // Another instance's content save reaches this one's pages within a second (decision 018).
  const content = every(CONTENT_POLL_MS, "leitura do conteúdo do site", () =>
    refreshContent(database.db, env.quotePortalUrl),
  );
  return {
    app,
    stop: async () => {
      unsubscribe();
      for (const job of [purge, outbox, digest, renewals, content]) await job.stop();
      await database.db.destroy();
    },
  };
}

import { type DatabaseHandle, openDatabase } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import { type Env, env as readEnv } from "./env";
import { ensureFirstAdmin } from "./first-admin";
import { purgeRateLimits } from "./rate-limit";
import { purgeExpired } from "./sessions";

/** What the running server holds for its whole life: parsed environment and the database. */
export interface Services {
  env: Env;
  database: DatabaseHandle;
  /** Periodic jobs and workers register a stop function here; shutdown calls them all. */
  stoppers: Array<() => Promise<void> | void>;
}

let current: Services | undefined;

const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Runs a periodic job now and then every `everyMs`, never overlapping itself; returns its stopper. */
export function every(everyMs: number, name: string, job: () => Promise<void>): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await job();
    } catch (error) {
      console.error(`Tarefa periódica "${name}" falhou`, error);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Parses the environment, opens and migrates the database, makes sure an admin exists, starts jobs. */
export async function startServices(): Promise<Services> {
  if (current) return current;
  const env = readEnv();
  const database = openDatabase(env.databaseUrl);
  await migrateToLatest(database.db);
  await ensureFirstAdmin(database.db, env);
  const services: Services = { env, database, stoppers: [] };
  services.stoppers.push(
    every(PURGE_EVERY_MS, "limpeza de sessões e limites", async () => {
      await purgeExpired(database.db);
      await purgeRateLimits(database);
    }),
  );
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

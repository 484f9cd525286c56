import { type DatabaseHandle, openDatabase } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import { type Env, env as readEnv } from "./env";

/** What the running server holds for its whole life: parsed environment and the database. */
export interface Services {
  env: Env;
  database: DatabaseHandle;
  /** Periodic jobs and workers register a stop function here; shutdown calls them all. */
  stoppers: Array<() => Promise<void> | void>;
}

let current: Services | undefined;

/** Parses the environment, opens the database and migrates it, then runs the start-up tasks. */
export async function startServices(): Promise<Services> {
  if (current) return current;
  const env = readEnv();
  const database = openDatabase(env.databaseUrl);
  await migrateToLatest(database.db);
  const services: Services = { env, database, stoppers: [] };
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

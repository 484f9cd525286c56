// `npm run restore -- FILE`: replaces the SQLite database with a backup, after checking it, and
// only while no server holds the database. The replaced file is kept beside it.
import { resolveEnv, restoreSqlite } from "~/.server/platform";

const file = process.argv[2];
if (!file) {
  console.error("Uso: npm run restore -- ARQUIVO (um backup de npm run backup)");
  process.exit(2);
}
try {
  const { restored, previous } = await restoreSqlite(file, resolveEnv(process.env).databaseUrl);
  console.log(`Banco restaurado em ${restored} a partir de ${file}.`);
  if (previous) console.log(`O banco anterior foi guardado em ${previous}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// `npm run backup`: a consistent copy of the SQLite database, safe while the server runs, into
// BACKUP_DIR (default DATA_DIR/backups), keeping the newest BACKUP_KEEP. See docs/operations.md.
import { backupSqlite, resolveEnv } from "~/.server/platform";

try {
  const env = resolveEnv(process.env);
  const { file, removed } = await backupSqlite(env.databaseUrl, env.backup);
  console.log(`Backup gravado: ${file}`);
  for (const old of removed) console.log(`Backup antigo removido: ${old}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

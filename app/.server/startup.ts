import type { Env } from "./env";
import { logger } from "./logger";

/** Where the data lives, without credentials: "SQLite /path" or "PostgreSQL host:port/db (schema s)". */
export function describeDatabase(databaseUrl: string): string {
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
    return `SQLite ${databaseUrl.replace(/^file:/, "")}`;
  }
  const url = new URL(databaseUrl);
  const schema = url.searchParams.get("schema");
  return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}${schema ? ` (schema ${schema})` : ""}`;
}

/** How mail leaves, without the SMTP user or password. */
export function describeMail(smtpUrl: string | undefined): string {
  if (!smtpUrl) return "console (sem SMTP_URL: somente desenvolvimento)";
  const url = new URL(smtpUrl);
  return `SMTP ${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)}`;
}

/** The one start line an operator reads (database, mail, address; no secret), and its warnings. */
export function announceStart(env: Env): void {
  const log = logger();
  if (env.production && !env.siteUrl.startsWith("https://")) {
    log.warn(
      { siteUrl: env.siteUrl },
      "SITE_URL não é https: os cookies de sessão não levam Secure e os links dos e-mails vão sem TLS",
    );
  }
  const summary = {
    database: describeDatabase(env.databaseUrl),
    mail: describeMail(env.smtpUrl),
    listen: `http://${env.host}:${env.port}`,
  };
  log.info(
    summary,
    `Servidor pronto em ${summary.listen} — banco: ${summary.database}; e-mail: ${summary.mail}`,
  );
}

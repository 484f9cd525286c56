import { currentContent, launchWarning } from "~/.server/content";
import type { Env } from "~/.server/platform";
import { logger, startFailureLogger } from "~/.server/platform";

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

/**
 * The address a person can open: a server listening on every interface (0.0.0.0, ::) answers
 * on localhost; any other host is named as it is (an IPv6 address in brackets).
 */
export function openableUrl(host: string, port: number): string {
  const everywhere = ["0.0.0.0", "::", "[::]", "::0", ""];
  if (everywhere.includes(host)) return `http://localhost:${port}`;
  return `http://${host.includes(":") && !host.startsWith("[") ? `[${host}]` : host}:${port}`;
}

/** Why the server could not listen, in words (Express 5 hands the error to the listen callback). */
function listenFailure(error: Error & { code?: string }, env: Env): string {
  const where = `${env.host}:${env.port}`;
  if (error.code === "EADDRINUSE") {
    return `A porta ${env.port} já está em uso (${where}): encerre o outro servidor ou escolha outra com PORT=3001.`;
  }
  if (error.code === "EACCES") return `Sem permissão para escutar em ${where}: use uma porta acima de 1023.`;
  return `Não foi possível escutar em ${where}: ${error.message}`;
}

/** Addresses only this machine can reach. */
const LOOPBACK_HOSTS = ["127.0.0.1", "::1", "[::1]", "localhost"];

/**
 * What a production start warns about without refusing: settings that work but weaken the
 * deployment. TRUST_PROXY makes the server believe X-Forwarded-For; listening on an address
 * others can reach, a client talking to it directly forges its own address (and escapes the
 * per-address limits) — the unit in deploy/ listens on 127.0.0.1 behind nginx.
 */
export function startWarnings(env: Env): Array<{ message: string; details: Record<string, unknown> }> {
  if (!env.production) return [];
  const warnings = [];
  if (!env.siteUrl.startsWith("https://")) {
    warnings.push({
      details: { siteUrl: env.siteUrl },
      message:
        "SITE_URL não é https: os cookies de sessão não levam Secure e os links dos e-mails vão sem TLS",
    });
  }
  if (env.trustProxy !== 0 && !LOOPBACK_HOSTS.includes(env.host)) {
    warnings.push({
      details: { host: env.host, trustProxy: env.trustProxy },
      message:
        `TRUST_PROXY está definida e HOST=${env.host} não é um endereço local: quem chegar direto a esta ` +
        "instância forja o próprio endereço em X-Forwarded-For (e escapa dos limites por endereço). " +
        "Use HOST=127.0.0.1 atrás do proxy (docs/operations.md).",
    });
  }
  return warnings;
}

/**
 * The one start line an operator reads (database, mail, address; no secret), and its warnings;
 * or, when listening failed, why, and the process ends.
 */
export function announceStart(env: Env, error?: Error): void {
  if (error) {
    reportStartFailure(new Error(listenFailure(error, env)));
    process.exit(1);
  }
  const log = logger();
  for (const warning of startWarnings(env)) log.warn(warning.details, warning.message);
  // Placeholders left in the content ("Pronto para publicar"): one line, production only.
  const launch = env.production ? launchWarning(currentContent()) : null;
  if (launch) log.warn(launch.details, launch.message);
  const summary = {
    database: describeDatabase(env.databaseUrl),
    mail: describeMail(env.smtpUrl),
    listen: openableUrl(env.host, env.port),
  };
  log.info(
    summary,
    `Servidor pronto em ${summary.listen} — banco: ${summary.database}; e-mail: ${summary.mail}`,
  );
}

/** A start that cannot go on (invalid environment, database, migration): one line, then exit. */
export function reportStartFailure(error: unknown): void {
  startFailureLogger().fatal(error instanceof Error ? error.message : String(error));
}

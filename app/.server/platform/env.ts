import { createHmac, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { defaultSiteDetails } from "~/content/site-defaults";
import { emailFormat } from "~/lib/br/schemas";
import { z } from "~/lib/zod";
import { isProxyEntry } from "./http/client-address";
import { GUESSABLE_PASSWORD, isGuessablePassword } from "./security/password-policy";

/**
 * The whole runtime environment, parsed once at start by one schema. A missing or invalid
 * value stops the server with a message naming it (see docs/decisions/004-environment.md).
 */
const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());
const optionalEmail = z.preprocess(emptyAsUndefined, emailFormat().optional());

/**
 * Which proxies may tell the client's address in X-Forwarded-For: a hop count (`1`: the one
 * proxy in front of us, whose appended entry is the client; `0`: none, the default) or a list of
 * the proxies' addresses or subnets, in Express's syntax. Never "trust every entry": the left
 * ones are whatever the client sent.
 */
const trustProxy = z.preprocess(emptyAsUndefined, z.string().trim().default("0")).transform((value, ctx) => {
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 10) return hops;
  } else {
    const entries = value.split(",").map((entry) => entry.trim());
    if (entries.every(isProxyEntry)) return entries;
  }
  ctx.addIssue({
    code: "custom",
    input: value,
    message: "use um número de proxies (0 a 10) ou uma lista de endereços/sub-redes separados por vírgula",
  });
  return z.NEVER;
});

/** ADMIN_PASSWORD's length in production. */
const ADMIN_PASSWORD_MIN_PRODUCTION = 12;

/** A switch that is on unless set to `off`. */
const onOff = z.preprocess(emptyAsUndefined, z.enum(["on", "off"]).default("on"));

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(["development", "production", "test"]).optional()),
    NODE_ENV_IMPLICIT: optionalString,
    PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
    HOST: z.preprocess(emptyAsUndefined, z.string().default("0.0.0.0")),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default("./data")),
    DATABASE_URL: optionalString,
    SMTP_URL: optionalUrl,
    MAIL_FROM: optionalString,
    CONTACT_TO: optionalEmail,
    ADMIN_EMAIL: optionalEmail,
    ADMIN_PASSWORD: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .min(6, { message: "use no mínimo 6 caracteres" })
        // The name the brokerage starts with: the admins' edits are not read before the database.
        .refine((password) => !isGuessablePassword(password, defaultSiteDetails.name), {
          message: GUESSABLE_PASSWORD,
        })
        .optional(),
    ),
    SITE_URL: optionalUrl,
    SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
    QUOTE_PORTAL_URL: optionalUrl,
    ALTCHA_HMAC_KEY: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
    TRUST_PROXY: trustProxy,
    CONTACT_RETENTION_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(365)),
    AUDIT_RETENTION_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(730)),
    /** Won or lost leads are deleted this many days after they closed (decision 045). */
    LEAD_RETENTION_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(365)),
    /** Open leads with no activity for this many days are deleted (decision 060). */
    OPEN_LEAD_RETENTION_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(365)),
    /** The hour (0–23, the brokerage's time zone) from which the morning digest goes out (decisions 042, 056). */
    LEAD_DIGEST_HOUR: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(23).default(8)),
    OUTBOX_POLL_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(100).default(5_000)),
    OUTBOX_RETRY_BASE_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(100).default(30_000)),
    /** AES-256 key of the insurer portal passwords (credentials.ts): 32 random bytes in hex. */
    CREDENTIALS_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[0-9a-fA-F]{64}$/, {
          message: "use 64 caracteres hexadecimais (32 bytes aleatórios): openssl rand -hex 32",
        })
        .optional(),
    ),
    // How long a claimed mail stays locked to one instance: longer than the slowest send (the SMTP
    // timeouts add up to 50 s), so a live instance is never overtaken; a dead one's mail waits this long.
    OUTBOX_LOCK_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1_000).default(120_000)),
    READY_MAIL_MAX_AGE_MS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(1_000).default(900_000),
    ),
    LOG_LEVEL: z.preprocess(
      emptyAsUndefined,
      z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    ),
    LOG_FORMAT: z.preprocess(emptyAsUndefined, z.enum(["json", "pretty"]).optional()),
    BACKUP_DIR: optionalString,
    BACKUP_KEEP: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(14)),
    /** `off` renders every public page per request (server/page-cache.ts): to measure the cache's gain. */
    PAGE_CACHE: onOff,
    /** How many searches (/insurers?q=) the page cache keeps, least recently used out first (decision 050). */
    PAGE_CACHE_SEARCHES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(500)),
    /** `off` leaves React Router's scripts as rendered (app/.server/paint-first.ts): to measure decision 011. */
    PAINT_FIRST: onOff,
  })
  .superRefine((env, ctx) => {
    if (!isDeclaredProduction(env)) return;
    if (!env.SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "obrigatória com NODE_ENV=production",
      });
    }
    // Without SMTP the mail (reset links among it) would be printed to the server's log.
    if (!env.SMTP_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message:
          "obrigatória com NODE_ENV=production: sem ela os e-mails, com os links de redefinição de senha, iriam para o log do servidor",
      });
    }
    if (!env.CREDENTIALS_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["CREDENTIALS_KEY"],
        message: "obrigatória com NODE_ENV=production: cifra as senhas dos portais das seguradoras",
      });
    }
    // Whoever knows it may create an admin while none is active (first-admin.ts): longer than the
    // spec's 6 characters for staff, as ASVS 2.1.1 asks (issue 24 M-2).
    if (env.ADMIN_PASSWORD && env.ADMIN_PASSWORD.length < ADMIN_PASSWORD_MIN_PRODUCTION) {
      ctx.addIssue({
        code: "custom",
        path: ["ADMIN_PASSWORD"],
        message: `use no mínimo ${ADMIN_PASSWORD_MIN_PRODUCTION} caracteres com NODE_ENV=production`,
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: ["ADMIN_PASSWORD"],
        message: "ADMIN_EMAIL e ADMIN_PASSWORD andam juntas",
      });
    }
  });

export type Env = ReturnType<typeof resolveEnv>;

/**
 * A production deployment is one whose operator set NODE_ENV=production. server.js also sets
 * it for React's sake when serving a build with no NODE_ENV (plain `npm start`), marking it
 * NODE_ENV_IMPLICIT: that run keeps the local defaults (generated secrets, first admin).
 */
function isDeclaredProduction(env: { NODE_ENV?: string; NODE_ENV_IMPLICIT?: string }): boolean {
  return env.NODE_ENV === "production" && env.NODE_ENV_IMPLICIT !== "1";
}

/** Outside production, secrets are generated once and kept under DATA_DIR so restarts keep sessions. */
function persistedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, `${name}.secret`);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function resolveEnv(source: Record<string, string | undefined>) {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new Error(`Variáveis de ambiente inválidas:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const production = isDeclaredProduction(env);
  const dataDir = path.resolve(env.DATA_DIR);
  const sessionSecret = env.SESSION_SECRET ?? persistedSecret(dataDir, "session");
  return {
    production,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL ?? `file:${path.join(dataDir, "site.sqlite")}`,
    smtpUrl: env.SMTP_URL,
    /** Unset: the brokerage's name (admin-edited) with a no-reply address; see mail.ts. */
    mailFrom: env.MAIL_FROM,
    /** Unset: the brokerage's e-mail as admins set it (contact-submission.ts). */
    contactTo: env.CONTACT_TO,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    siteUrl: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    sessionSecret,
    /** Its own random key (never derived from another secret or from anything logged). */
    credentialsKey: env.CREDENTIALS_KEY ?? persistedSecret(dataDir, "credentials"),
    /** The quote portal until an admin sets another in "Dados da corretora" (content/kinds.ts). */
    quotePortalUrl: (env.QUOTE_PORTAL_URL ?? defaultSiteDetails.quotePortalUrl).replace(/\/+$/, ""),
    // Without its own key, the captcha key is derived from the session secret (never equal to it).
    altchaHmacKey: env.ALTCHA_HMAC_KEY ?? createHmac("sha256", sessionSecret).update("altcha").digest("hex"),
    /** Express's "trust proxy" setting: hop count or the proxies' addresses/subnets. */
    trustProxy: env.TRUST_PROXY,
    contactRetentionDays: env.CONTACT_RETENTION_DAYS,
    auditRetentionDays: env.AUDIT_RETENTION_DAYS,
    leadRetentionDays: env.LEAD_RETENTION_DAYS,
    openLeadRetentionDays: env.OPEN_LEAD_RETENTION_DAYS,
    leadDigestHour: env.LEAD_DIGEST_HOUR,
    outbox: { pollMs: env.OUTBOX_POLL_MS, retryBaseMs: env.OUTBOX_RETRY_BASE_MS, lockMs: env.OUTBOX_LOCK_MS },
    /** /readyz fails when the oldest pending mail is older than this. */
    readyMailMaxAgeMs: env.READY_MAIL_MAX_AGE_MS,
    /** JSON lines in a declared production, readable lines otherwise, unless LOG_FORMAT says. */
    log: { level: env.LOG_LEVEL, format: env.LOG_FORMAT ?? (production ? "json" : "pretty") },
    backup: { dir: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, "backups")), keep: env.BACKUP_KEEP },
    pageCache: env.PAGE_CACHE === "on",
    pageCacheSearches: env.PAGE_CACHE_SEARCHES,
    paintFirst: env.PAINT_FIRST === "on",
  };
}

let cached: Env | undefined;

/** The environment of this process, parsed on first use (at start, by server/app.ts). */
export function env(): Env {
  cached ??= resolveEnv(process.env);
  return cached;
}

import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type Logger } from "pino";
import pretty from "pino-pretty";
import { env } from "./env";

/**
 * The one logger (pino): JSON lines in production, readable lines in development (LOG_FORMAT,
 * LOG_LEVEL). Log ids, never personal data or secrets: the redaction below is a safety net for a
 * field named like one, not a licence to pass whole objects (docs/operations.md, "Logs").
 */
const REDACTED = [
  "password",
  "*.password",
  "token",
  "*.token",
  "email",
  "*.email",
  "to",
  "*.to",
  "text",
  "*.text",
  "html",
  "*.html",
  "message.body",
  "headers.cookie",
  "*.headers.cookie",
  "*.headers.authorization",
  "*.headers['set-cookie']",
];

/** The request being served, so every line logged while serving it carries its id. */
export const requestScope = new AsyncLocalStorage<{ reqId: string }>();

export function createLogger(options: { level: string; format: "json" | "pretty" }): Logger {
  const base = {
    level: options.level,
    // The request line itself is logged by a child bound to the id already: no second key there.
    mixin: (_object: object, _level: number, from: Logger) => {
      const scope = requestScope.getStore();
      return scope && !("reqId" in from.bindings()) ? { reqId: scope.reqId } : {};
    },
    base: { pid: process.pid },
    redact: { paths: REDACTED, censor: "[oculto]" },
    timestamp: pino.stdTimeFunctions.isoTime,
    // "info", not 30: readable by a person grepping the journal.
    formatters: { level: (label: string) => ({ level: label }) },
  };
  if (options.format === "json") return pino(base);
  // Synchronous: a line is on the terminal before the next one, and before a crash.
  return pino(
    base,
    pretty({ sync: true, singleLine: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" }),
  );
}

let current: Logger | undefined;

/** This process's logger, configured from the environment on first use. */
export function logger(): Logger {
  current ??= createLogger(env().log);
  return current;
}

/**
 * The logger for the one message that says the environment itself is invalid: the format the
 * operator asked for (LOG_FORMAT, else JSON in a declared production), read without the schema.
 */
export function startFailureLogger(): Logger {
  try {
    return logger();
  } catch {
    const asked = process.env.LOG_FORMAT;
    const production = process.env.NODE_ENV === "production" && process.env.NODE_ENV_IMPLICIT !== "1";
    const format = asked === "json" || asked === "pretty" ? asked : production ? "json" : "pretty";
    return createLogger({ level: "info", format });
  }
}

/**
 * For a line a person must read once (the generated first admin's password, a mail printed
 * instead of sent): at info level even when LOG_LEVEL hides info, unless it is `silent`.
 */
export function noticeLogger(): Logger {
  const log = logger();
  return log.isLevelEnabled("info") || log.level === "silent" ? log : log.child({}, { level: "info" });
}

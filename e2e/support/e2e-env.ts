/** Where the e2e run's server, database and mail sink live: shared by the config and the fixtures. */
import path from "node:path";

const PORT = Number(process.env.E2E_PORT ?? 3107);
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125);
const MAIL_HTTP_PORT = Number(process.env.E2E_MAIL_HTTP_PORT ?? 3126);

export const baseURL = `http://127.0.0.1:${PORT}`;
export const E2E_PORT = PORT;
/**
 * Emptied by scripts/test.js before each run: the e2e server never sees the development database.
 * E2E_DATA_DIR (with E2E_PORT and the mail ports) lets a second run work beside the first.
 */
export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? ".e2e-data");
export const E2E_DATABASE_URL = `file:${path.join(E2E_DATA_DIR, "site.sqlite")}`;
export const E2E_SMTP_PORT = SMTP_PORT;
export const E2E_MAIL_HTTP_PORT = MAIL_HTTP_PORT;
export const E2E_MAIL_HTTP = `http://127.0.0.1:${MAIL_HTTP_PORT}`;
/** Test-only secret (the fixtures sign session cookies with it). */
export const E2E_SESSION_SECRET = "e2e-session-secret-0123456789-abcdefghijkl";
export const E2E_CONTACT_TO = "caixa@corretora.test";

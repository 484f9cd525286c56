// The platform domain's public face: other domains, routes, server/ and scripts import only this.
export { type App, appFor, appOf, loadContext, requestOf } from "./app-context";
export { backupSqlite, restoreSqlite } from "./backup";
export {
  addBusinessDays,
  businessMsBetween,
  DAY_MS,
  endOfLocalDay,
  formatDate,
  formatDateTime,
  formatTime,
  isBusinessDay,
  localDate,
  localHour,
  type Moment,
  now,
  nowIso,
  nowMs,
  startOfLocalDay,
  subtractBusinessDays,
  today,
  zoneOffset,
} from "./clock";
export type { ContactMessagesTable, OutboxKind, OutboxStatus, OutboxTable } from "./db/contact-tables";
export type { ContentKind } from "./db/content-tables";
export { openDatabase } from "./db/database";
export type { DemandKind } from "./db/demand-tables";
export { isUniqueViolation } from "./db/errors";
export type {
  LeadActivitiesTable,
  LeadActivityKind,
  LeadSource,
  LeadsTable,
  StageOutcome,
} from "./db/lead-tables";
export { migrateDatabase, migrateToLatest } from "./db/migrate";
export { leadIndexesMigration } from "./db/migrations/015_lead_indexes";
export type { Database } from "./db/schema";
export type { AuditLogTable, PortalSectionsTable, Role, SessionsTable, UsersTable } from "./db/staff-tables";
export { afterCommit, databaseOf, transaction } from "./db/transaction";
export { type Env, env, resolveEnv } from "./env";
export { notReady } from "./health";
export { clientAddress } from "./http/client-address";
export { redirectWithFlash, takeFlash } from "./http/flash";
export {
  ACTION_FAILED,
  fileFormAction,
  formAction,
  readForm,
  schemaFormAction,
  succeeded,
} from "./http/form-result";
export { escapeHtml, type HtmlValue, html, multiline, SafeHtml } from "./http/html";
export { intentSchema, parseInput, Refusal } from "./http/refusal";
export { hasSignedAreaCookie, signedCookie } from "./http/signed-cookie";
export { logger, noticeLogger, requestScope, startFailureLogger } from "./logger";
export { paintBeforeHydration } from "./paint-first";
export { decrypt, encrypt } from "./security/aes-gcm";
export {
  credentialsKey,
  decryptPassword,
  encryptPassword,
  rotateCredentials,
  twoFactorAad,
  verifyCredentialsKey,
} from "./security/credentials";
export { refuseGuessablePassword } from "./security/password-policy";
export { dummyHash, hashPassword, verifyPassword } from "./security/passwords";
export {
  consume,
  count,
  LIMITS,
  type LimitName,
  LOGIN_DELAY,
  purgeRateLimits,
  type RateLimitScope,
  reset,
  spent,
  storedKey,
} from "./security/rate-limit";
export {
  claimVerification,
  deleteVerifications,
  issueVerification,
  liveVerification,
  newToken,
  purgeVerifications,
  sha256,
  type VerificationPurpose,
  voidVerifications,
} from "./security/verifications";

// The book domain's public face (the "Carteira": clients, policies, documents, renewals, claims,
// imports; decision 063): other domains, routes, server/ and scripts import only this.
export { CLIENT_NOT_FOUND, clientVisibleTo, POLICY_NOT_FOUND, visibleClient, visiblePolicy } from "./access";
export { type BookActivityKind, logBookActivity } from "./activity";
// The client and policy screens (book-screens, decision 066): the list and its search, a client's
// page and its actions, the new client and new policy forms, a policy's page and its status.
export {
  CLIENT_DONE,
  CLIENT_HANDED_AWAY,
  createClient,
  DUPLICATE_DOCUMENT,
  NEW_CLIENT_DONE,
  runClientAction,
} from "./client-actions";
export { clientPage, newClientScreen, staffChoices } from "./client-screens";
export { CLIENTS_PER_PAGE, clientSearch, listClients, parseClientFilters } from "./client-search";
export { clientByDocument, clientColumns, findOrCreateClient } from "./clients";
// A policy's documents and reading a policy PDF (decision 070).
export { policyDocumentsPage, runPolicyDocumentsAction } from "./document-screen";
export { attachmentHeader, downloadPolicyDocument } from "./documents";
// Importing a book (CSV or XLSX; decision 068).
export { IMPORT_DONE, IMPORT_UPLOAD_DONE, runImportAction, runImportUploadAction } from "./import-actions";
export {
  failStaleImports,
  importReportCsv,
  importRows,
  importRunScreen,
  insertImportRun,
  REPORT_HEADERS,
  RUN_NOT_FOUND,
  recentImports,
} from "./import-runs";
export { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, readCsv } from "./import-sheet";
export { importUploadScreen, knownSources, mappingFor, UPLOAD_NOT_FOUND } from "./import-uploads";
export { DUPLICATE_POLICY, expectedCommission, insertPolicy, policyByNumber } from "./policies";
export {
  createPolicyFor,
  NEW_POLICY_DONE,
  newPolicyScreen,
  POLICY_DONE,
  policyPage,
  runPolicyAction,
} from "./policy-screens";
export { RENEWAL_DONE, type RenewalIntent, runRenewalAction } from "./renewal-actions";
// The renewal desk (issue 42, decision 069): the jobs, the desk, a renewal's page, "Hoje", the digest's section, the admin screens.
export {
  RENEWAL_SETTINGS_DONE,
  renewalIndicators,
  renewalPeriod,
  renewalSettingsScreen,
  runRenewalSettingsAction,
  saveRenewalSettings,
} from "./renewal-admin";
export { listRenewals, parseRenewalFilters, RENEWAL_NOT_FOUND, renewalPage } from "./renewal-desk";
export { openRenewals, RENEWAL_CHECK_MS, sendRenewalReminders } from "./renewal-job";
export { RENEWAL_SOON_DAYS, renewalDigest, renewalsToday } from "./renewal-today";
// Retention and the person's rights (decision 071): the hourly purge, and what is kept and until when.
export {
  type ClientRetention,
  clientRetention,
  deleteClients,
  OPEN_CLAIM_STATUSES,
  purgeExpiredClients,
  RETENTION_YEARS,
} from "./retention";
export { type BookSettings, bookSettings } from "./settings";
// Winning a lead (issue 42, decision 067): the client and the policy with the lead's close.
export {
  clientPagePath,
  insurerChoices,
  LEAD_PAGE_DONE,
  type LeadPageIntent,
  leadWinScreen,
  policyPagePath,
  runLeadPageAction,
  WIN_DONE,
  winLead,
} from "./win";

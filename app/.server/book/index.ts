// The book domain's public face (the "Carteira": clients, policies, documents, renewals, claims,
// imports; decision 063): other domains, routes, server/ and scripts import only this.
export { CLIENT_NOT_FOUND, clientVisibleTo, POLICY_NOT_FOUND, visibleClient, visiblePolicy } from "./access";
export { type BookActivityKind, logBookActivity } from "./activity";
export { clientByDocument, clientColumns, findOrCreateClient } from "./clients";
// Importing a book (CSV or XLSX; decision 068).
export { IMPORT_DONE, IMPORT_UPLOAD_DONE, runImportAction, runImportUploadAction } from "./import-actions";
export {
  failStaleImports,
  importReportCsv,
  importRunScreen,
  REPORT_HEADERS,
  RUN_NOT_FOUND,
  recentImports,
} from "./import-runs";
export { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from "./import-sheet";
export { importUploadScreen, knownSources, UPLOAD_NOT_FOUND } from "./import-uploads";
export { DUPLICATE_POLICY, expectedCommission, insertPolicy, policyByNumber } from "./policies";
export { type BookSettings, bookSettings } from "./settings";

/**
 * The public site's admin-managed content (issue 14, decisions 003, 018, 019): the brokerage's
 * details, every product page and every insurer's public side, each a document with versions in
 * `content_versions`. The modules, from the bottom up:
 * - kinds.ts: the registry, one entry per kind (schema, defaults, key, title, history labels,
 *   restore rule);
 * - versions.ts: the two tables as read and written (newest versions, revision counter);
 * - snapshot.ts: the in-memory snapshot public loaders read (load, refresh, poll, find);
 * - history.ts: a document's versions as the history screen shows them;
 * - store.ts: writes (seed, save, restore), each in `contentTransaction`, which refreshes the
 *   snapshot after the commit.
 */

export {
  CONTENT_DONE,
  productEditor,
  restoreContent,
  runProductsAction,
  saveProductContent,
  saveSiteDetails,
  siteDetailsEditor,
} from "./content-actions";
export { documentHistory, listVersions, readVersion, type VersionSummary } from "./history";
export { type ContentDocument, contentKinds, defaultDocuments, documentSchema, INSURER_ID } from "./kinds";
export { launchWarning, pendingLaunchItems } from "./launch-checklist";
export { purgeUnusedLogos, servedLogo, uploadedLogo } from "./logos";
export {
  brokerageTimeZone,
  CONTENT_POLL_MS,
  type ContentSnapshot,
  currentContent,
  currentDocument,
  documentTitle,
  findProduct,
  loadContent,
  onContentChange,
  productTitle,
  refreshContent,
  visibleProducts,
} from "./snapshot";
export {
  contentDocument,
  contentTransaction,
  findContentDocument,
  publicFactsChanged,
  restoreVersion,
  type SaveOutcome,
  saveDocument,
  seedContent,
} from "./store";
export { changedFields } from "./versions";

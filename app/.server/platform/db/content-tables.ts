/** What admins edit on the public site (issue 14): each kind of document and its versions. */
export type ContentKind = "site" | "product" | "insurer";

/**
 * Every saved version of every content document. The newest version of a (kind, doc_key) is what
 * the site shows; older ones are its history. A restore writes a new version (`restored_from`).
 */
export interface ContentVersionsTable {
  id: string;
  kind: string;
  /** "site" for the brokerage's details, the product's slug, or the insurer's id. */
  doc_key: string;
  /** 1, 2, 3… per document. */
  version: number;
  /** The content revision this save produced (content_revision.revision at the time). */
  revision: number;
  /** The document as JSON, valid for its kind's schema when written. */
  data: string;
  /** JSON array of the field paths that differ from the previous version. */
  changed_fields: string;
  /** Who saved it; null for the defaults written at start. Not a foreign key: history outlives accounts. */
  author_id: string | null;
  /** The version whose content this one brought back, for a restore. */
  restored_from: number | null;
  created_at: string;
}

/**
 * One row (id 1): a counter bumped by every content save. Each instance polls it to know when its
 * in-memory copy of the content is stale (content/snapshot.ts); the page cache keys on it too.
 */
export interface ContentRevisionTable {
  id: number;
  revision: number;
}

export interface ContentTables {
  content_versions: ContentVersionsTable;
  content_revision: ContentRevisionTable;
}

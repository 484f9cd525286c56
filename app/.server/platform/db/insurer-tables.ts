/**
 * The internal side of an insurer record (issue 15): staff-only, never in the content snapshot,
 * a public page or a cache. The public side is a content document (content-tables.ts).
 */
export interface InsurerInternalTable {
  insurer_id: string;
  portal_url: string;
  login: string;
  /** AES-256-GCM under CREDENTIALS_KEY (credentials.ts); empty when no password is kept. */
  password_encrypted: string;
  manager_name: string;
  manager_phone: string;
  manager_email: string;
  conditions: string;
  notes: string;
  /** JSON: { field: { by: user id, at: ISO time } }, who last changed each field and when. */
  field_changes: string;
  updated_at: string;
}

/** Uploaded insurer logos (PNG or WebP, at most 100 KB), by the SHA-256 of their bytes. */
export interface InsurerLogosTable {
  file_name: string;
  mime: string;
  /** The file's bytes, base64. */
  data: string;
  created_at: string;
}

/** One row: a known text encrypted with CREDENTIALS_KEY, so a wrong key stops the start. */
export interface CredentialsCheckTable {
  id: number;
  sealed: string;
}

export interface InsurerTables {
  insurer_internal: InsurerInternalTable;
  insurer_logos: InsurerLogosTable;
  credentials_check: CredentialsCheckTable;
}

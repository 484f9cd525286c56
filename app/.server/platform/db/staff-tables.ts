import type { Generated } from "kysely";

export type Role = "collaborator" | "admin";
export type UserStatus = "pending" | "approved";

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  role: Role;
  status: UserStatus;
  name: string | null;
  phone: string | null;
  /** Set while an administrator has switched the account off (migration 003). */
  disabled_at: string | null;
  /** When the owner used the link mailed at registration; null until then (migration 010). */
  email_confirmed_at: string | null;
  /** 1 while the person is in the rotation that gives new leads an owner (migration 012). */
  takes_leads: Generated<number>;
  /**
   * The person's own registration at SUSEP as an insurance broker (digits), entered by an admin;
   * null for staff who are not brokers (migration 020, decision 060).
   */
  susep_registration: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  /** The absolute end (8 hours after the login). */
  expires_at: string;
  created_at: string;
  /** Last request seen, written at most once a minute; idle for 30 minutes ends it (migration 005). */
  last_seen_at: string | null;
  /** The browser's User-Agent at login (cut to 512 characters), shown to the owner as a device. */
  user_agent: string | null;
  /** 1 while the password was right but the second step is still owed (migration 009): no guard lets it through. */
  second_step_pending: number | null;
  /** When this session passed (or set up) the second step. */
  second_step_at: string | null;
}

/** A person's two-step verification (migration 009, decision 025). */
export interface TwoFactorTable {
  user_id: string;
  /** The TOTP key in use, sealed under CREDENTIALS_KEY; null while it is off. */
  secret_sealed: string | null;
  /** The key being set up (shown as a QR code, not yet confirmed), sealed likewise. */
  pending_sealed: string | null;
  /** The last accepted 30-second time step: a code of that step or earlier is refused. */
  last_step: number | null;
  enabled_at: string | null;
}

export interface RecoveryCodesTable {
  user_id: string;
  /** SHA-256 of the normalised code (lower case, no separators). */
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

/** Brokerage-wide staff settings, e.g. `require_two_step` = "1". */
export interface StaffSettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface PortalSectionsTable {
  key: string;
  title: string;
  body: string;
  updated_at: string;
  updated_by: string | null;
}

export interface AuditLogTable {
  id: string;
  actor_id: string | null;
  action: string;
  target_id: string | null;
  details: string | null;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  points: number;
  expire: number | string | null;
}

export interface StaffTables {
  rate_limits: RateLimitsTable;
  users: UsersTable;
  sessions: SessionsTable;
  portal_sections: PortalSectionsTable;
  audit_log: AuditLogTable;
  two_factor: TwoFactorTable;
  recovery_codes: RecoveryCodesTable;
  staff_settings: StaffSettingsTable;
}

/** Every kind of mail the product sends; each has its payload shape in mail-templates.ts. */
export type OutboxKind =
  | "brokerage"
  | "confirmation"
  | "password-reset"
  | "email-confirmation"
  | "account-approved"
  | "password-changed"
  /** A staff member's answer to a lead, written on the lead's page (issue 29, decision 041). */
  | "lead-reply"
  | "lead-assigned"
  | "lead-digest"
  /** A renewal still open at D-n (issue 42, decision 069). */
  | "renewal-reminder"
  /** To a staff member: their two-step verification was reset by an admin, or locked by wrong codes. */
  | "two-step-notice";
export type OutboxStatus = "pending" | "sent" | "failed";

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  contact_method: string;
  message: string;
  product: string | null;
  handled_at: string | null;
  created_at: string;
}

export interface OutboxTable {
  id: string;
  kind: OutboxKind;
  to_address: string;
  /**
   * What the mail needs, as JSON (sealed with AES-256-GCM for kinds that carry a secret, see
   * mail-seal.ts); emptied once the mail is sent, so delivered mail keeps no personal data here.
   */
  payload: string;
  /** The record that caused the mail (contact message or account id), to delete its mails with it. */
  ref_id: string | null;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  /** Set while one worker (of possibly several instances) is sending this row. */
  locked_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

export interface CaptchaUsesTable {
  signature: string;
  expires_at: string;
}

export interface ContactTables {
  contact_messages: ContactMessagesTable;
  outbox: OutboxTable;
  captcha_uses: CaptchaUsesTable;
}

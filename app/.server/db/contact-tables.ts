export type OutboxKind = "brokerage" | "confirmation";
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
  message_id: string;
  kind: OutboxKind;
  to_address: string;
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

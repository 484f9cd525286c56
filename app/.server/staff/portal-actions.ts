import {
  changePassword,
  disableTwoStep,
  endOtherSessions,
  listSessions,
  refuseGuessableNewPassword,
  renewRecoveryCodes,
  type StaffSession,
  throttledPasswordCheck,
  twoStepStatus,
} from "~/.server/accounts";
import { brokerageTimeZone } from "~/.server/content";
import { listInsurerDesk } from "~/.server/insurers";
import type { App } from "~/.server/platform";
import { consume, formatDateTime, intentSchema, parseInput, Refusal } from "~/.server/platform";
import { deviceLabel } from "~/lib/device-label";
import { changePasswordSchema, MESSAGES } from "~/lib/staff-schemas";
import { listSections } from "./portal-content";

/** What the employee portal says after each of its actions. */
export const PORTAL_DONE = {
  "change-password": MESSAGES.passwordChanged,
  "end-other-sessions": "As outras sessões foram encerradas.",
  "two-step-off": "Verificação em duas etapas desativada.",
  "two-step-recovery": "Novos códigos de recuperação criados: os anteriores não valem mais.",
} as const;

export type PortalIntent = keyof typeof PORTAL_DONE;

/** Each action's generic failure (a refusal carries its own text). */
const PORTAL_FAILED: Record<PortalIntent, string> = {
  "change-password": MESSAGES.passwordChangeFailed,
  "end-other-sessions": "Não foi possível encerrar as outras sessões. Tente novamente.",
  "two-step-off": "Não foi possível desativar a verificação. Tente novamente.",
  "two-step-recovery": "Não foi possível criar novos códigos. Tente novamente.",
};

/** The failure text for a posted intent; own keys only (a posted `__proto__` is just unknown). */
export function portalFailure(intent: string | undefined): string {
  return intent && Object.hasOwn(PORTAL_FAILED, intent)
    ? PORTAL_FAILED[intent as PortalIntent]
    : MESSAGES.passwordChangeFailed;
}

/**
 * Runs one of the portal's own actions for the signed-in person (after requireUser); new
 * recovery codes come back once, to be shown.
 */
export async function runPortalAction(
  app: App,
  { user, sessionId }: StaffSession,
  form: Record<string, string>,
  clientAddress: string,
): Promise<{ intent: PortalIntent; recoveryCodes?: string[] }> {
  const { db } = app;
  const intent = parseInput(intentSchema(PORTAL_DONE), form.intent);
  switch (intent) {
    case "change-password": {
      // Each change costs a password hash: a per-address limit, before the passwords are read.
      await consume(app, "changePassword", clientAddress);
      const { currentPassword, password } = parseInput(changePasswordSchema, form);
      if (form.confirmed !== "1") throw new Refusal("Confirme a alteração da senha.");
      refuseGuessableNewPassword(password);
      // A wrong current password (400) counts as a failed login of the account.
      await throttledPasswordCheck(app, user.email, 400, () =>
        changePassword(db, user.id, { current: currentPassword, next: password }, sessionId),
      );
      break;
    }
    case "end-other-sessions":
      await endOtherSessions(db, user.id, sessionId);
      break;
    case "two-step-off":
      // Asks the password or a code: the same per-address limit as a password change.
      await consume(app, "changePassword", clientAddress);
      await disableTwoStep(app, { user, sessionId }, form);
      break;
    case "two-step-recovery":
      await consume(app, "changePassword", clientAddress);
      return { intent, recoveryCodes: await renewRecoveryCodes(app, { user, sessionId }, form) };
  }
  return { intent };
}

/** The portal's internal content and the person's own sessions (call after requireUser only). */
export async function portalScreen(app: App, { user, sessionId }: StaffSession) {
  const { db } = app;
  const [sections, sessions, insurers, twoStep] = await Promise.all([
    listSections(db),
    listSessions(db, user.id),
    listInsurerDesk(db),
    twoStepStatus(app, user.id),
  ]);
  const timeZone = brokerageTimeZone();
  return {
    twoStep,
    isAdmin: user.role === "admin",
    // The portal is reached only once the person has a name (decision 064).
    profile: { name: user.name ?? "", phone: user.phone },
    insurers,
    sections: sections.map(({ key, title, body }) => ({ key, title, body })),
    // The session ids (hashes of the cookie tokens) stay on the server: the list needs none.
    sessions: sessions.map((session) => ({
      device: deviceLabel(session.userAgent),
      lastSeen: formatDateTime(session.lastSeenAt, timeZone),
      current: session.id === sessionId,
    })),
  };
}

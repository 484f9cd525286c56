import { Form } from "react-router";

export const DELIVERY_LABEL = {
  pending: "Envio pendente",
  sent: "Entregue",
  failed: "Falha no envio",
} as const;

const DELIVERY_STYLE = {
  pending: "bg-amber-100 text-navy-900",
  sent: "bg-green-50 text-success-700",
  failed: "bg-red-50 text-danger-700",
} as const;

export function DeliveryBadge({ state }: { state: keyof typeof DELIVERY_LABEL }) {
  return (
    <span className={`inline-flex rounded-full px-3 py-1 text-xs font-bold ${DELIVERY_STYLE[state]}`}>
      {DELIVERY_LABEL[state]}
    </span>
  );
}

function HandledBadge({ handled }: { handled: boolean }) {
  return handled ? (
    <span className="inline-flex rounded-full bg-surface px-3 py-1 text-xs font-bold text-muted">
      Atendida
    </span>
  ) : (
    <span className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-xs font-bold text-brand-700">
      Nova
    </span>
  );
}

/**
 * A contact message's states: handled or new (its lead's answer counts, decision 064), its
 * delivery to the brokerage's inbox, and the stage of the lead it joined.
 */
export function MessageBadges({
  handled,
  delivery,
  leadStage,
}: {
  handled: boolean;
  delivery: keyof typeof DELIVERY_LABEL;
  leadStage?: string | undefined;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <HandledBadge handled={handled} />
      <DeliveryBadge state={delivery} />
      {leadStage && (
        <span className="inline-flex rounded-full bg-surface px-3 py-1 text-xs font-bold text-navy-900">
          Oportunidade: {leadStage}
        </span>
      )}
    </div>
  );
}

/** A one-button form posting an inbox action for a message (or, with `mailId`, for one mail). */
export function InboxButton({
  intent,
  messageId,
  mailId,
  children,
  tone = "ghost",
  action,
}: {
  intent: string;
  children: React.ReactNode;
  tone?: "ghost" | "primary" | "danger";
  action?: string;
} & ({ messageId: string; mailId?: never } | { mailId: string; messageId?: never })) {
  const style =
    tone === "primary" ? "btn-primary" : tone === "danger" ? "btn-primary !bg-danger-700" : "btn-ghost";
  return (
    <Form method="post" action={action} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {messageId !== undefined && <input type="hidden" name="messageId" value={messageId} />}
      {mailId !== undefined && <input type="hidden" name="mailId" value={mailId} />}
      <button type="submit" className={`btn ${style} !px-4 !py-2 text-sm`}>
        {children}
      </button>
    </Form>
  );
}

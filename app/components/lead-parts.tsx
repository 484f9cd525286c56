import { MessageCircle } from "lucide-react";
import { href, Link } from "react-router";

/**
 * Small pieces the lead desk's screens share (issue 29): the stage as a badge, open stages in the
 * brand's blue, a won lead in green, a lost one in grey.
 */
export function StageBadge({
  label,
  open,
  outcome,
}: {
  label: string;
  open: boolean;
  outcome?: "open" | "won" | "lost";
}) {
  const tone = open
    ? "bg-brand-50 text-brand-700 ring-brand-200"
    : outcome === "won"
      ? "bg-green-50 text-success-700 ring-green-200"
      : "bg-slate-100 text-slate-700 ring-slate-200";
  return (
    <span className={`inline-flex rounded-full px-3 py-1 text-xs font-bold ring-1 ring-inset ${tone}`}>
      {label}
    </span>
  );
}

/** "← Oportunidades": back to the list from a lead or the new-lead form. */
export function BackToLeads() {
  return (
    <p>
      <Link
        to={href("/employee-portal/leads")}
        className="font-semibold text-brand-700 underline underline-offset-4"
      >
        ← Oportunidades
      </Link>
    </p>
  );
}

/**
 * "WhatsApp" for a lead (decision 041), on its page and on "Hoje": a plain form, not the router's,
 * that posts in a new tab; its answer logs the opening on the lead and moves that tab on to
 * wa.me (routes/staff/lead-whatsapp.ts). It works without JavaScript. The opening is no contact
 * until the person says on the lead's page that they sent it (decision 062). Offered for mobiles
 * only: WhatsApp does not reach a landline (the server refuses it).
 */
export function WhatsAppForm({
  leadId,
  className,
  onSubmit,
  person,
}: {
  leadId: string;
  className: string;
  onSubmit?: () => void;
  /** In a list of leads, whom it writes to, for screen readers ("WhatsApp para Ana"). */
  person?: string;
}) {
  return (
    <form
      method="post"
      action={href("/employee-portal/leads/:id/whatsapp", { id: leadId })}
      target="_blank"
      onSubmit={onSubmit}
      rel="noopener"
    >
      <input type="hidden" name="intent" value="whatsapp" />
      <button type="submit" className={className}>
        <MessageCircle aria-hidden="true" className="h-4 w-4" /> WhatsApp
        <span className="sr-only">{person ? ` para ${person}` : ""} (abre em nova aba)</span>
      </button>
    </form>
  );
}

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

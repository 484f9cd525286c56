import { href, Link } from "react-router";

/**
 * Small pieces the Carteira's screens share (issue 42): the way back to the client list or to a
 * client, a policy's status as a badge (in force in green, the others grey), and "days to end".
 */
export function BackToClients() {
  return (
    <p>
      <Link
        to={href("/employee-portal/clients")}
        className="font-semibold text-brand-700 underline underline-offset-4"
      >
        ← Clientes
      </Link>
    </p>
  );
}

export function BackToClient({ id, name }: { id: string; name: string }) {
  return (
    <p>
      <Link
        to={href("/employee-portal/clients/:id", { id })}
        className="font-semibold text-brand-700 underline underline-offset-4"
      >
        {`← ${name}`}
      </Link>
    </p>
  );
}

export function StatusBadge({ label, active }: { label: string; active: boolean }) {
  const tone = active
    ? "bg-green-50 text-success-700 ring-green-200"
    : "bg-slate-100 text-slate-700 ring-slate-200";
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-3 py-1 text-xs font-bold ring-1 ring-inset ${tone}`}
    >
      {label}
    </span>
  );
}

/** "em 12 dias", "hoje", "há 3 dias" (past its end: in red), or a dash for a policy not in force. */
export function DaysToEnd({ days }: { days: number | null }) {
  if (days === null) return <span className="text-muted">—</span>;
  if (days < 0)
    return (
      <span className="font-semibold text-danger-700">{`terminou há ${-days} ${-days === 1 ? "dia" : "dias"}`}</span>
    );
  if (days === 0) return <span className="font-semibold text-amber-800">termina hoje</span>;
  return (
    <span className={days <= 30 ? "font-semibold text-amber-800" : undefined}>
      {`${days} ${days === 1 ? "dia" : "dias"}`}
    </span>
  );
}

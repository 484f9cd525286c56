import { href, Link } from "react-router";
import { appOf } from "~/.server/app-context";
import { recentAudit } from "~/.server/audit-view";
import { requireAdmin } from "~/.server/auth";
import { DataTable } from "~/components/data-table";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/admin-audit";
import type { AdminScreenHandle } from "./admin-layout";

export const meta = staffMeta("Auditoria");
export const handle: AdminScreenHandle = { heading: "Auditoria" };

const REVEALS = "insurer.password_reveal";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  await requireAdmin(app, request);
  const onlyReveals = new URL(request.url).searchParams.get("filtro") === "senhas";
  return {
    onlyReveals,
    entries: await recentAudit(app.db, onlyReveals ? REVEALS : undefined),
  };
}

const dateTime = new Intl.DateTimeFormat("pt-BR", {
  dateStyle: "short",
  timeStyle: "medium",
  timeZone: "America/Sao_Paulo",
});

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { entries, onlyReveals } = loaderData;
  const pill = (active: boolean) =>
    `rounded-full px-4 py-2 text-sm font-bold ${active ? "bg-brand-700 text-white" : "text-brand-700 hover:bg-brand-50"}`;
  return (
    <>
      <p className="mt-2 max-w-2xl text-muted">
        Quem fez o quê, e quando: as 200 ações mais recentes. Cada vez que alguém vê a senha do portal de uma
        seguradora fica registrado aqui.
      </p>
      <nav aria-label="Filtro da auditoria" className="mt-4 flex gap-2">
        <Link
          to={href("/admin-portal/audit")}
          className={pill(!onlyReveals)}
          aria-current={!onlyReveals ? "page" : undefined}
        >
          Todas as ações
        </Link>
        <Link
          to={`${href("/admin-portal/audit")}?filtro=senhas`}
          className={pill(onlyReveals)}
          aria-current={onlyReveals ? "page" : undefined}
        >
          Senhas vistas
        </Link>
      </nav>
      <DataTable
        caption="Registro de auditoria, do mais recente para o mais antigo"
        columns={["Quando", "Quem", "O quê", "Sobre"]}
        empty={entries.length === 0 && <p className="p-4 text-muted">Nada registrado ainda.</p>}
      >
        {entries.map((entry, index) => (
          <tr key={`${entry.at}-${index}`}>
            <td className="whitespace-nowrap p-3">{dateTime.format(new Date(entry.at))}</td>
            <td className="p-3">{entry.who}</td>
            <td className="p-3">{entry.label}</td>
            <td className="p-3">{entry.target}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

import { href, Link } from "react-router";
import { requireAdmin } from "~/.server/accounts";
import { appOf } from "~/.server/platform";
import { type AuditEntry, auditPage } from "~/.server/staff";
import { DataTable } from "~/components/data-table";
import { Pager } from "~/components/pager";
import { formatDateTime } from "~/lib/dates";
import { pageParam } from "~/lib/pagination";
import { useTimeZone } from "~/root-data";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/admin-audit";
import type { AdminScreenHandle } from "./admin-layout";

export const meta = staffMeta("Auditoria");
export const handle: AdminScreenHandle = { heading: "Auditoria" };

const REVEALS = "insurer.password_reveal";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  await requireAdmin(app, request);
  const params = new URL(request.url).searchParams;
  const onlyReveals = params.get("filtro") === "senhas";
  return {
    onlyReveals,
    entries: await auditPage(app.db, pageParam(params), onlyReveals ? REVEALS : undefined),
  };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { entries, onlyReveals } = loaderData;
  const timeZone = useTimeZone();
  const pill = (active: boolean) =>
    `rounded-full px-4 py-2 text-sm font-bold ${active ? "bg-brand-700 text-white" : "text-brand-700 hover:bg-brand-50"}`;
  return (
    <>
      <p className="mt-2 max-w-2xl text-muted">
        Quem fez o quê, e quando, das ações mais recentes às mais antigas. Cada vez que alguém vê a senha do
        portal de uma seguradora fica registrado aqui.
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
        rows={entries.rows}
        empty="Nada registrado ainda."
        columns={[
          { title: "O que aconteceu", role: "key", cell: (entry) => entry.sentence },
          {
            title: "Quando",
            cell: (entry) => formatDateTime(entry.at, timeZone, { seconds: true }),
            className: "md:whitespace-nowrap",
          },
          { title: "Detalhes", cell: (entry) => <AuditDetails entry={entry} /> },
        ]}
      />
      <Pager
        page={entries.page}
        pages={entries.pages}
        to={(page) =>
          `${href("/admin-portal/audit")}?${new URLSearchParams({ ...(onlyReveals && { filtro: "senhas" }), pagina: String(page) })}`
        }
      />
    </>
  );
}

/** The row as the log keeps it, named: for whoever needs the exact action or its code. */
function AuditDetails({ entry }: { entry: AuditEntry }) {
  return (
    <details className="group">
      <summary className="cursor-pointer font-semibold text-brand-700 underline-offset-4 hover:underline">
        Ver registro
      </summary>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
        <dt className="font-bold">Quem</dt>
        <dd className="break-words">{entry.who}</dd>
        <dt className="font-bold">Ação</dt>
        <dd>{entry.label}</dd>
        {entry.target && (
          <>
            <dt className="font-bold">Sobre</dt>
            <dd className="break-words">{entry.target}</dd>
          </>
        )}
        <dt className="font-bold">Código</dt>
        <dd>
          <code>{entry.action}</code>
        </dd>
      </dl>
    </details>
  );
}

import { CheckCircle2, CircleAlert } from "lucide-react";
import { Link } from "react-router";
import { requireAdmin } from "~/.server/accounts";
import { currentContent, pendingLaunchItems } from "~/.server/content";
import { appOf } from "~/.server/platform";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/admin-launch";
import type { AdminScreenHandle } from "./admin-layout";

export const meta = staffMeta("Pronto para publicar");
export const handle: AdminScreenHandle = { heading: "Pronto para publicar" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  await requireAdmin(app, request);
  return { pending: pendingLaunchItems(currentContent()) };
}

export default function AdminLaunch({ loaderData }: Route.ComponentProps) {
  const { pending } = loaderData;
  return (
    <>
      <p className="mt-2 max-w-2xl text-muted">
        O que o site ainda mostra como exemplo ou deixa em branco. Cada item some quando é corrigido; enquanto
        houver algum, o servidor de produção avisa ao iniciar.
      </p>
      {pending.length === 0 ? (
        <p className="mt-6 flex items-center gap-2 rounded-2xl bg-green-50 p-4 font-semibold text-success-700">
          <CheckCircle2 aria-hidden="true" className="h-5 w-5" /> Nenhuma pendência: o conteúdo está pronto
          para publicar.
        </p>
      ) : (
        <ul aria-label="Pendências" className="mt-6 space-y-3">
          {pending.map((item) => (
            <li key={item.id} data-check={item.id} className="rounded-2xl border border-line bg-white p-4">
              <p className="flex gap-2 font-semibold text-navy-900">
                <CircleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-danger-700" />
                {item.label}
              </p>
              {item.items && (
                <p className="mt-2 text-sm text-muted">
                  {item.items.length}:{" "}
                  {item.items.map((record, index) => (
                    <span key={record.to}>
                      {index > 0 && ", "}
                      <Link to={record.to} className="text-brand-700 underline underline-offset-4">
                        {record.label}
                      </Link>
                    </span>
                  ))}
                </p>
              )}
              <Link
                to={item.fixAt}
                className="mt-3 inline-block font-bold text-brand-700 underline underline-offset-4"
              >
                {item.fixLabel}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

import { Check, Save } from "lucide-react";
import { Form, href } from "react-router";
import { appOf } from "~/.server/app-context";
import { requireAdmin } from "~/.server/auth";
import { redirectWithFlash } from "~/.server/flash";
import { ACTION_FAILED, formAction } from "~/.server/form-result";
import { LEAD_OWNERS_DONE, leadOwnersScreen, runLeadOwnersAction } from "~/.server/lead-owners";
import { DataTable } from "~/components/data-table";
import { ActionError } from "~/components/forms/action-error";
import { ROLE_LABELS } from "~/components/staff-shell";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/admin-lead-owners";
import type { AdminScreenHandle } from "./admin-layout";

export const meta = staffMeta("Distribuição de oportunidades");
export const handle: AdminScreenHandle = { heading: "Distribuição de oportunidades" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  await requireAdmin(app, request);
  return leadOwnersScreen(app);
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appOf(context);
  const { user } = await requireAdmin(app, request);
  return formAction(request, ACTION_FAILED, async (form) => {
    const done = await runLeadOwnersAction(app, user.id, form);
    return redirectWithFlash(app, href("/admin-portal/lead-owners"), LEAD_OWNERS_DONE[done]);
  });
}

type Data = Route.ComponentProps["loaderData"];
type Person = Data["people"][number];
type Product = Data["products"][number];

/** "Recebe oportunidades" as a switch: one button, pressed while the person is in the rotation. */
function TakesLeadsSwitch({ person }: { person: Person }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="takes-leads" />
      <input type="hidden" name="userId" value={person.id} />
      <input type="hidden" name="takesLeads" value={person.takesLeads ? "0" : "1"} />
      <button
        type="submit"
        aria-pressed={person.takesLeads}
        aria-label={`${person.display} recebe oportunidades`}
        className="group inline-flex min-h-11 items-center gap-3 rounded-full px-1 font-semibold text-navy-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <span
          aria-hidden="true"
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition ${person.takesLeads ? "border-brand-700 bg-brand-700" : "border-line bg-surface"}`}
        >
          <span
            className={`absolute h-5 w-5 rounded-full bg-white shadow transition ${person.takesLeads ? "left-6" : "left-0.5"}`}
          />
        </span>
        {person.takesLeads ? "Sim" : "Não"}
      </button>
    </Form>
  );
}

function ProductOwnerForm({ product, people }: { product: Product; people: Person[] }) {
  const id = `responsavel-${product.slug}`;
  const owner = product.owner;
  return (
    <Form method="post" className="flex flex-wrap items-center gap-2">
      {owner && !owner.active && (
        <p className="w-full font-semibold text-danger-700">
          {owner.display} está inativo: as oportunidades vão para o rodízio.
        </p>
      )}
      <input type="hidden" name="intent" value="product-owner" />
      <input type="hidden" name="product" value={product.slug} />
      <label htmlFor={id} className="sr-only">
        {`Responsável fixo por ${product.title}`}
      </label>
      <select id={id} name="userId" defaultValue={owner?.id ?? ""} className="field max-w-xs">
        <option value="">Nenhum (rodízio)</option>
        {owner && !owner.active && (
          <option value={owner.id} disabled>
            {`${owner.display} (inativo)`}
          </option>
        )}
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.display}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="btn btn-ghost"
        aria-label={`Salvar o responsável por ${product.title}`}
      >
        <Save aria-hidden="true" className="h-4 w-4" /> Salvar
      </button>
    </Form>
  );
}

export default function AdminLeadOwners({ loaderData, actionData }: Route.ComponentProps) {
  const { people, products } = loaderData;
  const inRotation = people.filter((p) => p.takesLeads).length;
  return (
    <>
      <ActionError data={actionData} className="mt-3" />
      <p className="mt-2 max-w-2xl text-muted">
        Cada mensagem nova do site vira uma oportunidade com um responsável, que recebe um e-mail com o link
        para ela. Um produto com responsável fixo vai sempre para essa pessoa; os demais seguem o rodízio
        entre quem recebe oportunidades. Sem ninguém no rodízio, a oportunidade fica sem responsável até
        alguém assumi-la.
      </p>

      <section aria-labelledby="rodizio" className="mt-10">
        <h2 id="rodizio" className="text-2xl font-extrabold text-navy-900">
          Rodízio{" "}
          <span className="text-base font-semibold text-muted">
            ({inRotation === 1 ? "1 pessoa" : `${inRotation} pessoas`})
          </span>
        </h2>
        <DataTable
          className="mt-4"
          caption="Colaboradores ativos e se recebem oportunidades pelo rodízio"
          rows={people}
          rowKey={(p) => p.id}
          empty="Nenhum colaborador ativo."
          columns={[
            {
              title: "Colaborador",
              role: "key",
              cell: (p) => (
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-bold text-navy-900">{p.display}</span>
                  {p.next && (
                    <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-700">
                      <Check aria-hidden="true" className="h-3 w-3" /> Próximo na vez
                    </span>
                  )}
                </span>
              ),
            },
            { title: "Perfil", cell: (p) => ROLE_LABELS[p.role] },
            { title: "Recebe oportunidades", cell: (p) => <TakesLeadsSwitch person={p} /> },
          ]}
        />
      </section>

      <section aria-labelledby="por-produto" className="mt-12">
        <h2 id="por-produto" className="text-2xl font-extrabold text-navy-900">
          Responsável fixo por produto
        </h2>
        <p className="mt-2 max-w-2xl text-muted">
          Opcional. Se o responsável fixo for desativado, as oportunidades do produto voltam ao rodízio.
        </p>
        <DataTable
          className="mt-4"
          caption="Produtos e o responsável fixo de cada um"
          rows={products}
          rowKey={(p) => p.slug}
          empty="Nenhum produto cadastrado."
          columns={[
            {
              title: "Produto",
              role: "key",
              cell: (p) => (
                <span className="font-bold text-navy-900">
                  {p.title}
                  {p.hidden && (
                    <span className="ml-2 text-sm font-semibold text-muted">(oculto no site)</span>
                  )}
                </span>
              ),
            },
            { title: "Responsável fixo", cell: (p) => <ProductOwnerForm product={p} people={people} /> },
          ]}
        />
      </section>
    </>
  );
}

import { Check, Save, Search } from "lucide-react";
import { Form, href } from "react-router";
import { requireAdmin } from "~/.server/accounts";
import { LEAD_OWNERS_DONE, leadOwnersScreen, runLeadOwnersAction } from "~/.server/leads";
import { ACTION_FAILED, appOf, formAction, redirectWithFlash } from "~/.server/platform";
import { DataTable } from "~/components/data-table";
import { ActionError } from "~/components/forms/action-error";
import { Pager } from "~/components/pager";
import { ROLE_LABELS } from "~/components/staff-navigation";
import { pageParam } from "~/lib/pagination";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/admin-lead-owners";
import type { AdminScreenHandle } from "./admin-layout";

export const meta = staffMeta("Distribuição de oportunidades");
export const handle: AdminScreenHandle = { heading: "Distribuição de oportunidades" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  await requireAdmin(app, request);
  const params = new URL(request.url).searchParams;
  return leadOwnersScreen(app, {
    page: pageParam(params),
    search: (params.get(SEARCH) ?? "").trim().slice(0, 100),
  });
}

/** The search among the people not in the rotation (`?busca=`), kept with the page. */
const SEARCH = "busca";

/** The screen's address with its search and page (a form's answer returns to where the admin was). */
function screenAt(search: string, page?: number) {
  const query = new URLSearchParams();
  if (search) query.set(SEARCH, search);
  if (page && page > 1) query.set("pagina", String(page));
  const text = query.toString();
  return `${href("/admin-portal/lead-owners")}${text ? `?${text}` : ""}`;
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appOf(context);
  const { user } = await requireAdmin(app, request);
  return formAction(request, ACTION_FAILED, async (form) => {
    const done = await runLeadOwnersAction(app, user.id, form);
    const params = new URL(request.url).searchParams;
    const back = screenAt((params.get(SEARCH) ?? "").trim().slice(0, 100), pageParam(params));
    return redirectWithFlash(app, back, LEAD_OWNERS_DONE[done]);
  });
}

type Data = Route.ComponentProps["loaderData"];
type Person = Data["takers"][number] | Data["others"]["rows"][number];
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
        aria-label={`${person.name} recebe oportunidades`}
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

/** The shared list of suggestions for every product's owner: who takes leads, by e-mail. */
const TAKERS_LIST = "quem-recebe-oportunidades";

/**
 * A product's fixed owner, written as an e-mail (unique, unlike names) with who takes leads
 * suggested by one list shared by every product, instead of every person in each product's select.
 */
function ProductOwnerForm({ product }: { product: Product }) {
  const id = `responsavel-${product.slug}`;
  const owner = product.owner;
  return (
    <Form method="post" className="flex flex-wrap items-center gap-2">
      {owner && (
        <p className={`w-full ${owner.active ? "text-muted" : "font-semibold text-danger-700"}`}>
          {owner.active
            ? `Hoje: ${owner.display}`
            : `${owner.display} está inativo: as oportunidades vão para o rodízio.`}
        </p>
      )}
      <input type="hidden" name="intent" value="product-owner" />
      <input type="hidden" name="product" value={product.slug} />
      <label htmlFor={id} className="sr-only">
        {`Responsável fixo por ${product.title}`}
      </label>
      <input
        id={id}
        name="owner"
        type="text"
        inputMode="email"
        autoComplete="off"
        list={TAKERS_LIST}
        defaultValue={owner?.active ? owner.email : ""}
        placeholder="E-mail (vazio: rodízio)"
        className="field max-w-xs"
      />
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

/** The mark of whose turn the next new lead is. */
function NextInTurn() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-700">
      <Check aria-hidden="true" className="h-3 w-3" /> Próximo na vez
    </span>
  );
}

/** The rotation's columns: the person (and who is next), the profile, the switch. */
const personColumns = [
  {
    title: "Colaborador",
    role: "key" as const,
    cell: (p: Person) => (
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-bold text-navy-900">{p.name}</span>
        {p.next && <NextInTurn />}
      </span>
    ),
  },
  { title: "Perfil", cell: (p: Person) => ROLE_LABELS[p.role] },
  {
    title: "Registro SUSEP",
    cell: (p: Person) =>
      p.susepRegistration ? `nº ${p.susepRegistration}` : <span className="text-muted">sem registro</span>,
  },
  { title: "Recebe oportunidades", cell: (p: Person) => <TakesLeadsSwitch person={p} /> },
];

export default function AdminLeadOwners({ loaderData, actionData }: Route.ComponentProps) {
  const { takers, adminsInTurn, others, search, products, answeredBy } = loaderData;
  return (
    <>
      <ActionError data={actionData} className="mt-3" />
      <p className="mt-2 max-w-2xl text-muted">
        Cada mensagem nova do site vira uma oportunidade com um responsável, que recebe um e-mail com o link
        para ela. Um produto com responsável fixo vai sempre para essa pessoa; os demais seguem o rodízio
        entre quem recebe oportunidades. Sem ninguém no rodízio, os administradores se revezam: nenhuma
        oportunidade fica sem responsável.
      </p>
      <p className="mt-3 max-w-2xl" data-testid="answer-promise">
        {answeredBy === "brokers"
          ? "Todos que recebem oportunidades têm registro SUSEP de corretor: o site e a confirmação ao visitante dizem “um corretor responde”."
          : "O site e a confirmação ao visitante dizem “nossa equipe responde”: para dizer “um corretor”, todos que recebem oportunidades (no rodízio ou por produto; sem ninguém no rodízio, os administradores) precisam ter o registro SUSEP informado em Usuários → Editar."}
      </p>

      <section aria-labelledby="rodizio" className="mt-10">
        <CountedHeading id="rodizio" title="Rodízio" count={takers.length} />
        <DataTable
          className="mt-4"
          caption="Quem recebe oportunidades pelo rodízio"
          rows={takers}
          empty="Ninguém recebe oportunidades: inclua alguém abaixo."
          columns={personColumns}
        />
        {adminsInTurn.length > 0 && (
          <div className="mt-4 rounded-2xl border border-amber-400 bg-amber-100/40 p-4" data-admins-in-turn>
            <p className="font-bold text-navy-900">
              Enquanto ninguém estiver no rodízio, as oportunidades novas vão para os administradores, um de
              cada vez:
            </p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {adminsInTurn.map((admin) => (
                <li key={admin.id} className="inline-flex items-center gap-2 font-semibold text-navy-900">
                  {admin.name}
                  {admin.next && <NextInTurn />}
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>

      <section aria-labelledby="outros" className="mt-12">
        <CountedHeading id="outros" title="Outros colaboradores ativos" count={others.total} />
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor="busca-colaborador" className="block font-semibold text-navy-900">
              Buscar por nome ou e-mail
            </label>
            <input
              id="busca-colaborador"
              name={SEARCH}
              type="search"
              defaultValue={search}
              maxLength={100}
              className="field max-w-xs"
            />
          </div>
          <button type="submit" className="btn btn-ghost">
            <Search aria-hidden="true" className="h-4 w-4" /> Buscar
          </button>
        </Form>
        <DataTable
          className="mt-4"
          caption="Colaboradores ativos que não recebem oportunidades"
          rows={others.rows}
          empty={search ? "Ninguém encontrado com esta busca." : "Nenhum outro colaborador ativo."}
          columns={personColumns}
        />
        <Pager
          label="Páginas: outros colaboradores"
          page={others.page}
          pages={others.pages}
          to={(page) => screenAt(search, page)}
        />
      </section>

      <section aria-labelledby="por-produto" className="mt-12">
        <h2 id="por-produto" className="text-2xl font-extrabold text-navy-900">
          Responsável fixo por produto
        </h2>
        <p className="mt-2 max-w-2xl text-muted">
          Opcional: o e-mail de um colaborador ativo (a lista sugere quem recebe oportunidades); vazio, o
          produto segue o rodízio. Se o responsável fixo for desativado, as oportunidades do produto voltam ao
          rodízio.
        </p>
        <datalist id={TAKERS_LIST}>
          {takers.map((person) => (
            <option key={person.id} value={person.email}>
              {person.name}
            </option>
          ))}
        </datalist>
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
            { title: "Responsável fixo", cell: (p) => <ProductOwnerForm product={p} /> },
          ]}
        />
      </section>
    </>
  );
}

/** A section's title with how many people it holds. */
function CountedHeading({ id, title, count }: { id: string; title: string; count: number }) {
  return (
    <h2 id={id} className="text-2xl font-extrabold text-navy-900">
      {title}{" "}
      <span className="text-base font-semibold text-muted">
        ({count === 1 ? "1 pessoa" : `${count} pessoas`})
      </span>
    </h2>
  );
}

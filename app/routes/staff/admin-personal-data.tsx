import { Download, Search, Trash2 } from "lucide-react";
import { Form, href } from "react-router";
import { requireAdmin } from "~/.server/accounts";
import { ACTION_FAILED, appOf, formAction, redirectWithFlash } from "~/.server/platform";
import { type HoldingsView, PERSONAL_DATA_DONE, runPersonalDataAction } from "~/.server/privacy";
import { DataTable } from "~/components/data-table";
import { Field } from "~/components/forms/fields";
import { FormMessage } from "~/components/forms/form-message";
import { useIsPending } from "~/components/forms/use-is-pending";
import { ScreenSection } from "~/components/screen-section";
import { countsText } from "~/lib/audit-sentence";
import { formatPhone } from "~/lib/br";
import { formatDateTime } from "~/lib/dates";
import type { FormResult } from "~/lib/form-result";
import { useTimeZone } from "~/root-data";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/admin-personal-data";
import type { AdminScreenHandle } from "./admin-layout";
import { BookHoldings } from "./admin-personal-data-book";

export const meta = staffMeta("Dados pessoais");
export const handle: AdminScreenHandle = { heading: "Dados pessoais" };

/** What a search answers: the holdings, on this answer only (never in a URL or a cache). */
type SearchAnswer = FormResult & { view?: HoldingsView };

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  await requireAdmin(app, request);
  // Nothing personal is loaded by a GET: the search is a POST, so the e-mail or phone never sits
  // in an address that proxies and logs keep.
  return { ready: true };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appOf(context);
  const { user } = await requireAdmin(app, request);
  return formAction(request, ACTION_FAILED, async (form): Promise<Response | SearchAnswer> => {
    const done = await runPersonalDataAction(app, user.id, form);
    if (done.intent === "erase") {
      return redirectWithFlash(
        app,
        href("/admin-portal/personal-data"),
        [`${PERSONAL_DATA_DONE.erase} Excluídos: ${countsText(done.counts)}.`, ...done.kept].join(" "),
      );
    }
    return { ok: true, intent: "search", view: done.view };
  });
}

/** What a search looks a person up by: the field's name, its label and its input's kind. */
const SEARCH_KEYS = [
  { name: "email", label: "E-mail", type: "email", inputMode: undefined },
  { name: "phone", label: "Telefone", type: "tel", inputMode: "tel" },
  { name: "document", label: "CPF ou CNPJ", type: "text", inputMode: "numeric" },
] as const;

const phoneText = (phone: string | null) => (phone ? formatPhone(phone) : "—");

export default function AdminPersonalData({ actionData }: Route.ComponentProps) {
  const answer = actionData as SearchAnswer | undefined;
  const view = answer?.view;
  const searching = useIsPending({ intent: "search" });
  const refused = answer && !answer.ok ? answer : undefined;
  const searchError = refused?.intent === "search" ? refused : undefined;
  return (
    <div className="max-w-5xl">
      <p className="max-w-2xl text-muted">
        Para atender a um pedido da pessoa (LGPD, art. 18): encontre tudo o que o site guarda sobre ela pelo
        e-mail, pelo telefone ou pelo CPF/CNPJ, exporte em um arquivo JSON ou exclua de uma vez o que a lei
        permite excluir. Cada busca, exportação e exclusão fica na auditoria, sem o e-mail, o nome ou o
        telefone.
      </p>

      <Form
        method="post"
        className="mt-6 grid gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-card sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start sm:p-6"
        noValidate
      >
        <input type="hidden" name="intent" value="search" />
        {SEARCH_KEYS.map((key) => (
          <Field
            key={key.name}
            label={key.label}
            htmlFor={`pd-${key.name}`}
            error={searchError?.fields?.[key.name]}
          >
            <input
              id={`pd-${key.name}`}
              name={key.name}
              type={key.type}
              inputMode={key.inputMode}
              autoComplete="off"
              defaultValue={view?.keys[key.name] ?? ""}
              aria-describedby="pd-dica"
              className="field"
            />
          </Field>
        ))}
        <button type="submit" className="btn btn-primary sm:mt-8" disabled={searching}>
          <Search aria-hidden="true" className="h-4 w-4" />
          {searching ? "Buscando…" : "Buscar"}
        </button>
        <p id="pd-dica" className="text-sm text-muted sm:col-span-4">
          Preencha um ou mais, para achar também o que só tem um deles. O e-mail é comparado sem diferenciar
          maiúsculas; o telefone, pelos dígitos com DDD; o CPF ou CNPJ, pelos números (acha os clientes da
          carteira).
        </p>
      </Form>

      {refused && !searchError?.fields && (
        <div className="mt-4">
          <FormMessage tone="error" message={refused.message} />
        </div>
      )}

      {view && <Holdings view={view} />}
    </div>
  );
}

function Holdings({ view }: { view: HoldingsView }) {
  const timeZone = useTimeZone();
  const date = (iso: string | null) => (iso ? formatDateTime(iso, timeZone) : "—");
  const { counts } = view;
  const nothing =
    counts.leads + counts.messages + counts.mails + counts.counters + (counts.clients ?? 0) === 0;
  const person = (
    <>
      {view.keys.email && <input type="hidden" name="email" value={view.keys.email} />}
      {view.keys.phone && <input type="hidden" name="phone" value={view.keys.phone} />}
      {view.keys.document && <input type="hidden" name="document" value={view.keys.document} />}
    </>
  );
  return (
    <ScreenSection id="pd-resultado" title="O que o site guarda" className="mt-8">
      <p role="status" className="mt-2 text-ink">
        {nothing
          ? "Nada encontrado com este e-mail, telefone ou CPF/CNPJ."
          : `Encontrado: ${countsText(counts)}${counts.activities > 0 ? ` (${counts.activities} ${counts.activities === 1 ? "registro" : "registros"} no histórico das oportunidades)` : ""}.`}
      </p>
      {view.staffAccount && (
        <p className="mt-2 rounded-2xl bg-amber-50 p-4 text-sm text-ink">
          Há uma conta da área dos colaboradores com este e-mail. Ela e os e-mails dela não entram aqui: a
          conta é excluída na tela Usuários.
        </p>
      )}

      <p className="mt-2 max-w-2xl text-sm text-muted">
        Entra o que está ligado a este e-mail ou telefone: as oportunidades que têm este e-mail ou telefone e
        as mensagens enviadas com eles. Quem escreve pelo site pode digitar o telefone ou o e-mail de outra
        pessoa: uma oportunidade de outra pessoa na qual uma dessas mensagens entrou não é exportada nem
        excluída, só a mensagem.
      </p>

      <h3 className="mt-6 text-lg font-extrabold text-navy-900">Oportunidades</h3>
      <DataTable
        className="mt-3"
        caption="Oportunidades com este e-mail ou telefone, da mais antiga para a mais recente"
        rows={view.leads}
        empty="Nenhuma oportunidade com este e-mail ou telefone."
        columns={[
          { title: "Nome", role: "key", cell: (lead) => <span className="font-bold">{lead.name}</span> },
          {
            title: "Por que entra",
            cell: (lead) => (
              <>
                {lead.why}
                {lead.otherSenders > 0 && (
                  <span className="mt-1 block text-sm text-muted">
                    {lead.otherSenders === 1
                      ? "1 mensagem do histórico não foi enviada com o e-mail ou o telefone buscados: ela não entra. Se for da mesma pessoa, busque também pelo e-mail e pelo telefone com que foi enviada."
                      : `${lead.otherSenders} mensagens do histórico não foram enviadas com o e-mail ou o telefone buscados: elas não entram. Se forem da mesma pessoa, busque também pelo e-mail e pelo telefone com que foram enviadas.`}
                  </span>
                )}
              </>
            ),
          },
          { title: "E-mail", cell: (lead) => <span className="break-all">{lead.email ?? "—"}</span> },
          { title: "Telefone", cell: (lead) => phoneText(lead.phone) },
          { title: "Etapa", cell: (lead) => lead.stage },
          { title: "Criada em", cell: (lead) => date(lead.createdAt) },
          { title: "Encerrada em", cell: (lead) => date(lead.closedAt) },
          {
            title: "Histórico",
            cell: (lead) => `${lead.activities} ${lead.activities === 1 ? "registro" : "registros"}`,
          },
        ]}
      />

      <h3 className="mt-6 text-lg font-extrabold text-navy-900">Mensagens do formulário de contato</h3>
      <DataTable
        className="mt-3"
        caption="Mensagens enviadas com este e-mail ou telefone, da mais antiga para a mais recente"
        rows={view.messages}
        empty="Nenhuma mensagem enviada com este e-mail ou telefone."
        columns={[
          { title: "Assunto", role: "key", cell: (m) => <span className="font-bold">{m.subject}</span> },
          { title: "Por que entra", cell: (m) => m.why },
          { title: "Nome", cell: (m) => m.name },
          { title: "E-mail", cell: (m) => <span className="break-all">{m.email}</span> },
          { title: "Telefone", cell: (m) => phoneText(m.phone) },
          { title: "Recebida em", cell: (m) => date(m.createdAt) },
        ]}
      />

      <h3 className="mt-6 text-lg font-extrabold text-navy-900">E-mails</h3>
      <DataTable
        className="mt-3"
        caption="E-mails para esta pessoa ou sobre as mensagens e oportunidades dela"
        rows={view.mails}
        empty="Nenhum e-mail."
        columns={[
          { title: "Tipo", role: "key", cell: (mail) => <span className="font-bold">{mail.kind}</span> },
          { title: "Por que entra", cell: (mail) => mail.why },
          { title: "Para", cell: (mail) => <span className="break-all">{mail.to}</span> },
          { title: "Situação", cell: (mail) => mailStatus(mail.status) },
          { title: "Criado em", cell: (mail) => date(mail.createdAt) },
        ]}
      />

      <BookHoldings book={view.book} />

      <h3 className="mt-6 text-lg font-extrabold text-navy-900">Contadores de tentativas</h3>
      <DataTable
        className="mt-3"
        caption="Contadores de tentativas ligados a este e-mail"
        rows={view.counters}
        rowKey={(c) => c.key}
        empty="Nenhum contador ligado a este e-mail."
        columns={[
          { title: "Contador", role: "key", cell: (c) => <span className="font-bold">{c.label}</span> },
          { title: "Tentativas", cell: (c) => String(c.points) },
          { title: "Expira em", cell: (c) => date(c.expiresAt) },
        ]}
      />
      <p className="mt-3 max-w-2xl text-sm text-muted">
        Os contadores guardam o e-mail só como código (HMAC): aqui aparecem os que contam por e-mail. Os que
        contam pelo endereço IP, sozinho ou junto com o e-mail, não podem ser ligados à pessoa e expiram em
        até 3 horas. As contagens de cliques por produto não guardam pessoa alguma.
      </p>

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <div className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-card sm:p-6">
          <h3 className="text-lg font-extrabold text-navy-900">Exportar</h3>
          <p className="mt-2 text-sm text-muted">
            Um arquivo JSON com tudo o que está listado, como guardado (links de uso único não são
            exportados).
          </p>
          {/* A plain form: the browser downloads the answer instead of the router reading it. */}
          <form method="post" action={href("/admin-portal/personal-data/export")} className="mt-4">
            <input type="hidden" name="intent" value="export" />
            {person}
            <button type="submit" className="btn btn-ghost">
              <Download aria-hidden="true" className="h-4 w-4" />
              Exportar (JSON)
            </button>
          </form>
        </div>
        {!nothing && (
          <div className="rounded-[var(--radius-card)] border border-danger-700/40 bg-white p-5 shadow-card sm:p-6">
            <h3 className="text-lg font-extrabold text-navy-900">Excluir tudo</h3>
            <p className="mt-2 text-sm text-muted">
              Exclui de uma vez, sem volta, tudo o que está listado acima, menos o que a lei obriga a guardar
              (na carteira de clientes, com o prazo de cada um). Exporte antes se a pessoa pediu uma cópia.
            </p>
            <Form method="post" className="mt-4">
              <input type="hidden" name="intent" value="erase" />
              {person}
              <label className="flex items-start gap-3 text-sm font-semibold text-ink">
                <input type="checkbox" name="confirm" required className="mt-0.5 h-5 w-5 shrink-0" />
                Confirmo que a pessoa pediu a exclusão e que tudo o que está listado será excluído
                definitivamente, menos o que a lei obriga a guardar.
              </label>
              <button type="submit" className="btn btn-primary mt-4 !bg-danger-700">
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                Excluir tudo
              </button>
            </Form>
          </div>
        )}
      </div>
    </ScreenSection>
  );
}

function mailStatus(status: string): string {
  if (status === "sent") return "Enviado";
  if (status === "failed") return "Falhou";
  return status === "pending" ? "Na fila" : status;
}

import { KeyRound, Pencil, Power, PowerOff, ShieldCheck, UserCheck, UserX } from "lucide-react";
import { useRef } from "react";
import { Form, href, Link, useLocation } from "react-router";
import { requireAdmin } from "~/.server/accounts";
import { ACTION_FAILED, appOf, formAction, redirectWithFlash } from "~/.server/platform";
import { ADMIN_DONE, runAdminAction, usersScreen } from "~/.server/staff";
import {
  ConfirmDelete,
  ConfirmDialog,
  DELETE_QUERY,
  DeleteLink,
  useCloseToScreen,
} from "~/components/confirm-dialog";
import { DataTable, RowActions } from "~/components/data-table";
import { ActionError } from "~/components/forms/action-error";
import { Field, PhoneInput } from "~/components/forms/fields";
import { useTypedChanges, useUnsavedChangesGuard } from "~/components/forms/unsaved-changes";
import { useIsPending } from "~/components/forms/use-is-pending";
import { Modal } from "~/components/modal";
import { Pager } from "~/components/pager";
import { formatPhone } from "~/lib/br";
import { formatDate } from "~/lib/dates";
import { keepPages, type Paged, PENDING_PAGE_QUERY } from "~/lib/pagination";
import { CONFIRM_MESSAGES } from "~/lib/staff-schemas";
import { useTimeZone } from "~/root-data";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/admin-portal";
import type { AdminScreenHandle } from "./admin-layout";

export const meta = staffMeta("Administração de usuários");
export const handle: AdminScreenHandle = { heading: "Usuários e portal", portalLink: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  const { user } = await requireAdmin(app, request);
  const params = new URL(request.url).searchParams;
  const editing = params.get("editar");
  const deleting = params.get(DELETE_QUERY);
  const approving = params.get(APPROVE_QUERY);
  const resetting = params.get(RESET_TWO_STEP_QUERY);
  return {
    me: user.id,
    ...(await usersScreen(app, params, [editing, deleting, approving, resetting])),
    editing,
    deleting,
    approving,
    resetting,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appOf(context);
  const { user } = await requireAdmin(app, request);
  return formAction(request, ACTION_FAILED, async (form) => {
    const done = await runAdminAction(app, user.id, form);
    // Back to the page of the lists the form was on.
    const back = `${href("/admin-portal")}${keepPages(new URL(request.url).search)}`;
    return redirectWithFlash(app, back, ADMIN_DONE[done]);
  });
}

/** The query that opens the question before approving a registration whose e-mail is unconfirmed. */
const APPROVE_QUERY = "aprovar";
/** The query that opens the question before resetting a person's two-step verification. */
const RESET_TWO_STEP_QUERY = "redefinir-duas-etapas";

type LoaderData = Route.ComponentProps["loaderData"];

/**
 * "Exigir verificação em duas etapas": once on, whoever signs in without it must set it up
 * before any staff screen, and every session must have passed the second step (decision 025).
 */
function TwoStepRequirement({ required }: { required: boolean }) {
  const busy = useIsPending({ intent: "two-step-requirement" });
  return (
    <section aria-labelledby="duas-etapas" className="mt-12">
      <h2 id="duas-etapas" className="text-2xl font-extrabold text-navy-900">
        Verificação em duas etapas
      </h2>
      <p className="mt-2 text-muted">
        {required
          ? "Exigida de todos: quem ainda não ativou precisa ativar no próximo acesso."
          : "Opcional: cada colaborador decide se ativa no Portal do Colaborador."}
      </p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="two-step-requirement" />
        <input type="hidden" name="required" value={required ? "0" : "1"} />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {required ? "Deixar de exigir" : "Exigir verificação em duas etapas"}
        </button>
      </Form>
    </section>
  );
}
type Person = LoaderData["targets"][number];

export default function AdminPortal({ loaderData, actionData }: Route.ComponentProps) {
  const { pending, registered, targets, sections, me, editing, deleting, approving, resetting, twoStepOn } =
    loaderData;
  // Whoever a dialog names, on this page of the lists or not.
  const editTarget = targets.find((u) => u.id === editing);
  const deleteTarget = targets.find((u) => u.id === deleting);
  const approveTarget = targets.find(
    (u) => u.id === approving && u.status === "pending" && !u.email_confirmed_at,
  );
  const resetTarget = targets.find((u) => u.id === resetting && u.id !== me && twoStepOn.includes(u.id));
  return (
    <>
      <ActionError data={actionData} className="mt-3" />

      <UserList
        title="Cadastros pendentes"
        empty="Nenhum cadastro aguardando aprovação."
        people={pending}
        pageQuery={PENDING_PAGE_QUERY}
        me={me}
        twoStepOn={twoStepOn}
      />
      <UserList
        title="Usuários cadastrados"
        empty="Nenhum usuário aprovado."
        people={registered}
        pageQuery="pagina"
        me={me}
        twoStepOn={twoStepOn}
      />

      <TwoStepRequirement required={loaderData.twoStepRequired} />

      <PortalSections sections={sections} />

      {editTarget && <EditUserModal person={editTarget} errors={actionData?.fields} />}
      {deleteTarget && (
        <ConfirmDelete
          title="Excluir usuário"
          question="Você confirma a exclusão do usuário?"
          detail={deleteTarget.email}
          fields={{ intent: "delete", userId: deleteTarget.id }}
        />
      )}
      {approveTarget && (
        <ConfirmDialog
          title="Aprovar cadastro"
          yes="Sim, aprovar"
          fields={{ intent: "approve", userId: approveTarget.id, approveUnconfirmed: "1" }}
        >
          <p className="text-ink">{CONFIRM_MESSAGES.approveQuestion}</p>
          <p className="mt-1 break-all text-sm text-muted">{approveTarget.email}</p>
        </ConfirmDialog>
      )}
      {resetTarget && (
        <ConfirmDialog
          title="Redefinir verificação em duas etapas"
          yes="Sim, redefinir"
          tone="danger"
          fields={{ intent: "two-step-reset", userId: resetTarget.id }}
        >
          <p className="break-all font-semibold text-navy-900">{resetTarget.email}</p>
          <p className="mt-2 text-ink">
            A chave do aplicativo autenticador e os códigos de recuperação desta pessoa serão apagados, e
            todas as sessões dela, encerradas. Ela recebe um e-mail avisando e poderá ativar a verificação de
            novo depois de entrar com a senha.
          </p>
          <p className="mt-2 text-sm text-muted">
            Use quando a pessoa perdeu o celular e os códigos de recuperação, ou quando a verificação foi
            ativada por outra pessoa. Confirme antes que o pedido veio mesmo dela.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

/** The collaborator portal's sections, each its own form; leaving with text not yet saved asks first. */
function PortalSections({ sections }: { sections: LoaderData["sections"] }) {
  const ref = useRef<HTMLElement>(null);
  const leaveDialog = useUnsavedChangesGuard(useTypedChanges(ref));
  return (
    <section ref={ref} aria-labelledby="secoes-portal" className="mt-12">
      <h2 id="secoes-portal" className="text-2xl font-extrabold text-navy-900">
        Conteúdo do Portal do Colaborador
      </h2>
      <p className="mt-2 text-muted">Visível apenas para colaboradores aprovados.</p>
      <div className="mt-6 space-y-3">
        {sections.map((section) => (
          <details key={section.key} className="rounded-2xl border border-line bg-white p-4 shadow-card">
            <summary className="cursor-pointer font-bold text-navy-900">{section.title}</summary>
            <Form method="post" className="mt-4 space-y-4">
              <input type="hidden" name="intent" value="section" />
              <input type="hidden" name="key" value={section.key} />
              <Field label="Título" htmlFor={`titulo-${section.key}`}>
                <input
                  id={`titulo-${section.key}`}
                  name="title"
                  required
                  maxLength={120}
                  defaultValue={section.title}
                  className="field"
                />
              </Field>
              <Field label="Conteúdo" htmlFor={`conteudo-${section.key}`}>
                <textarea
                  id={`conteudo-${section.key}`}
                  name="body"
                  rows={6}
                  defaultValue={section.body}
                  className="field"
                />
              </Field>
              <button type="submit" className="btn btn-primary">
                Salvar seção
              </button>
            </Form>
          </details>
        ))}
      </div>
      {leaveDialog}
    </section>
  );
}

function UserList({
  title,
  empty,
  people,
  pageQuery,
  me,
  twoStepOn,
}: {
  title: string;
  empty: string;
  people: Paged<Person>;
  /** The address's query that names this list's page. */
  pageQuery: string;
  me: string;
  /** The people with two-step verification on. */
  twoStepOn: string[];
}) {
  const id = title.toLowerCase().replace(/\s+/g, "-");
  const { search } = useLocation();
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-extrabold text-navy-900">
        {title} <span className="text-base font-semibold text-muted">({people.total})</span>
      </h2>
      <DataTable
        className="mt-4"
        caption={title}
        rows={people.rows}
        empty={empty}
        columns={[
          {
            title: "E-mail",
            role: "key",
            cell: (person) => person.email,
          },
          {
            title: "Nome e telefone",
            cell: (person) =>
              [
                person.name,
                person.phone ? formatPhone(person.phone) : null,
                person.susep_registration ? `registro SUSEP nº ${person.susep_registration}` : null,
              ]
                .filter(Boolean)
                .join(" · ") || "Nome e telefone não informados",
          },
          { title: "Situação", cell: (person) => <PersonStatus person={person} me={me} /> },
          {
            title: "Ações",
            role: "actions",
            cell: (person) => (
              <PersonActions person={person} me={me} twoStepOn={twoStepOn.includes(person.id)} />
            ),
          },
        ]}
      />
      <Pager
        label={`Páginas: ${title}`}
        page={people.page}
        pages={people.pages}
        to={(page) => keepPages(search, { [pageQuery]: String(page) })}
      />
    </section>
  );
}

/** Pending since when, or the role; the e-mail's confirmation and a disabled account as badges. */
function PersonStatus({ person, me }: { person: Person; me: string }) {
  const timeZone = useTimeZone();
  return (
    <>
      {person.status === "pending"
        ? `Cadastro em ${formatDate(person.created_at, timeZone)}`
        : person.role === "admin"
          ? "Administrador"
          : "Colaborador"}
      {person.id === me && " (você)"}
      {person.status === "pending" && <EmailConfirmedBadge confirmed={!!person.email_confirmed_at} />}
      {person.disabled_at && (
        <span className="ml-2 inline-block rounded-full bg-danger-700/10 px-2.5 py-0.5 text-xs font-bold text-danger-700">
          Desativado
        </span>
      )}
    </>
  );
}

/** Whether the person used the link mailed at registration: the e-mail may be someone else's until then. */
function EmailConfirmedBadge({ confirmed }: { confirmed: boolean }) {
  return confirmed ? (
    <span className="ml-2 inline-block rounded-full bg-success-700/10 px-2.5 py-0.5 text-xs font-bold text-success-700">
      E-mail confirmado
    </span>
  ) : (
    <span className="ml-2 inline-block rounded-full bg-danger-700/10 px-2.5 py-0.5 text-xs font-bold text-danger-700">
      E-mail não confirmado
    </span>
  );
}

function ActionButton({
  intent,
  userId,
  label,
  icon,
  primary = false,
}: {
  intent: string;
  userId: string;
  label: string;
  icon: React.ReactNode;
  primary?: boolean;
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="userId" value={userId} />
      <button type="submit" className={`btn ${primary ? "btn-primary" : "btn-ghost"} !px-4 !py-2 text-sm`}>
        {icon}
        {label}
      </button>
    </Form>
  );
}

function PersonActions({ person, me, twoStepOn }: { person: Person; me: string; twoStepOn: boolean }) {
  const icon = "h-4 w-4";
  const { search } = useLocation();
  const edit = (
    <Link
      to={keepPages(search, { editar: person.id })}
      preventScrollReset
      className="btn btn-ghost !px-4 !py-2 text-sm"
    >
      <Pencil aria-hidden="true" className={icon} />
      Editar
    </Link>
  );
  if (person.status === "pending") {
    const approveIcon = <UserCheck aria-hidden="true" className={icon} />;
    return (
      <RowActions>
        {person.email_confirmed_at ? (
          <ActionButton intent="approve" userId={person.id} label="Aprovar" primary icon={approveIcon} />
        ) : (
          // Unconfirmed: "Aprovar" asks first (the server refuses it without that yes).
          <Link
            to={keepPages(search, { [APPROVE_QUERY]: person.id })}
            preventScrollReset
            className="btn btn-primary !px-4 !py-2 text-sm"
          >
            {approveIcon}
            Aprovar
          </Link>
        )}
        <ActionButton
          intent="deny"
          userId={person.id}
          label="Recusar"
          icon={<UserX aria-hidden="true" className={icon} />}
        />
        {edit}
      </RowActions>
    );
  }
  // Your own row only has "Editar": nobody demotes, disables or deletes themself.
  const isMe = person.id === me;
  const role =
    person.role === "admin"
      ? { intent: "demote", label: "Remover administrador" }
      : { intent: "promote", label: "Tornar administrador" };
  const access = person.disabled_at
    ? { intent: "enable", label: "Reativar", Icon: Power }
    : { intent: "disable", label: "Desativar", Icon: PowerOff };
  return (
    <RowActions>
      {edit}
      {!isMe && (
        <>
          <ActionButton
            intent={role.intent}
            userId={person.id}
            label={role.label}
            icon={<ShieldCheck aria-hidden="true" className={icon} />}
          />
          <ActionButton
            intent={access.intent}
            userId={person.id}
            label={access.label}
            icon={<access.Icon aria-hidden="true" className={icon} />}
          />
          {twoStepOn && (
            // Asks first: the person loses their second step and every session.
            <Link
              to={keepPages(search, { [RESET_TWO_STEP_QUERY]: person.id })}
              preventScrollReset
              className="btn btn-ghost !px-4 !py-2 text-sm"
            >
              <KeyRound aria-hidden="true" className={icon} />
              Redefinir verificação em duas etapas
            </Link>
          )}
        </>
      )}
      {!isMe && <DeleteLink id={person.id} />}
    </RowActions>
  );
}

function EditUserModal({ person, errors }: { person: Person; errors?: Record<string, string> }) {
  const close = useCloseToScreen();
  const { search } = useLocation();
  const busy = useIsPending();
  return (
    <Modal open title="Editar usuário" onDismiss={close}>
      <p className="break-all text-muted">{person.email}</p>
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="edit" />
        <input type="hidden" name="userId" value={person.id} />
        <Field label="Nome" htmlFor="editar-nome" error={errors?.name}>
          <input
            id="editar-nome"
            name="name"
            maxLength={120}
            defaultValue={person.name ?? ""}
            className="field"
            autoComplete="off"
          />
        </Field>
        <Field label="Telefone" htmlFor="editar-telefone" error={errors?.phone}>
          <PhoneInput
            id="editar-telefone"
            name="phone"
            inputMode="numeric"
            placeholder="(99) 9 9999-9999"
            defaultValue={person.phone ?? ""}
            autoComplete="off"
          />
        </Field>
        <Field
          label="Registro SUSEP de corretor de seguros"
          htmlFor="editar-susep"
          error={errors?.susepRegistration}
        >
          <input
            id="editar-susep"
            name="susepRegistration"
            inputMode="numeric"
            maxLength={15}
            defaultValue={person.susep_registration ?? ""}
            className="field"
            autoComplete="off"
            aria-describedby="editar-susep-dica"
          />
        </Field>
        <p id="editar-susep-dica" className="-mt-2 text-sm text-muted">
          Só os números, como na consulta de corretores da SUSEP; em branco se a pessoa não é corretora
          registrada. O site diz “um corretor responde” só enquanto todos que recebem oportunidades têm
          registro.
        </p>
        <div className="flex flex-wrap gap-3 pt-2">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Salvar
          </button>
          <Link
            to={`${href("/admin-portal")}${keepPages(search)}`}
            replace
            preventScrollReset
            className="btn btn-ghost"
          >
            Cancelar
          </Link>
        </div>
      </Form>
    </Modal>
  );
}

import { KeyRound, Pencil, Power, PowerOff, ShieldCheck, UserCheck, UserX } from "lucide-react";
import { Form, href, Link, useLocation } from "react-router";
import { DeleteLink, useCloseToScreen } from "~/components/confirm-dialog";
import { DataTable, RowActions } from "~/components/data-table";
import { Field, PhoneInput } from "~/components/forms/fields";
import { useIsPending } from "~/components/forms/use-is-pending";
import { Modal } from "~/components/modal";
import { Pager } from "~/components/pager";
import { formatPhone } from "~/lib/br";
import { formatDate } from "~/lib/dates";
import { keepPages, type Paged } from "~/lib/pagination";
import { useTimeZone } from "~/root-data";
import type { Route } from "./+types/admin-portal";

/**
 * The users screen's lists (routes/staff/admin-portal.tsx): each person with their status and
 * the actions an admin may take on them, and the dialog that edits a person.
 */

export /** The query that opens the question before approving a registration whose e-mail is unconfirmed. */
const APPROVE_QUERY = "aprovar";
/** The query that opens the question before resetting a person's two-step verification. */
export const RESET_TWO_STEP_QUERY = "redefinir-duas-etapas";

type Person = Route.ComponentProps["loaderData"]["targets"][number];

export function UserList({
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

export function EditUserModal({ person, errors }: { person: Person; errors?: Record<string, string> }) {
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

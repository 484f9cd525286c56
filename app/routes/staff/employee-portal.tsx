import { type ReactNode, useEffect, useState } from "react";
import { Form, href, Link, useNavigate } from "react-router";
import { requireUser } from "~/.server/accounts";
import { appOf, formAction, requestOf, succeeded } from "~/.server/platform";
import { PORTAL_DONE, portalFailure, portalScreen, runPortalAction } from "~/.server/staff";
import { Field } from "~/components/forms/fields";
import { FormMessage } from "~/components/forms/form-message";
import { useIsPending } from "~/components/forms/use-is-pending";
import { InsurerDesk } from "~/components/insurer-desk";
import { LogoutControl } from "~/components/logout-control";
import { Modal } from "~/components/modal";
import { RecoveryCodes } from "~/components/recovery-codes";
import { StaffErrorBoundary } from "~/components/staff-error-boundary";
import { formatPhone } from "~/lib/br";
import type { FormResult } from "~/lib/form-result";
import { MESSAGES, PASSWORD_MIN } from "~/lib/staff-schemas";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/employee-portal";

export const meta = staffMeta("Portal do Colaborador");

/** Internal content: read only after the guard, so it never reaches anyone else. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  const staff = await requireUser(app, request);
  return portalScreen(app, staff);
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appOf(context);
  const staff = await requireUser(app, request);
  return formAction(
    request,
    (form) => portalFailure(form.intent),
    async (form) => {
      const { intent, recoveryCodes } = await runPortalAction(
        app,
        staff,
        form,
        requestOf(context).clientAddress,
      );
      return { ...succeeded(PORTAL_DONE[intent]), intent, recoveryCodes };
    },
  );
}

export default function EmployeePortal({ loaderData, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <section className="bg-surface">
      <div className="container-page py-12 sm:py-16">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <p className="eyebrow">Área dos colaboradores</p>
            <h1 className="mt-2 text-3xl font-extrabold text-navy-900 sm:text-4xl">
              {loaderData.isAdmin ? "Bem-vindo, Admin!" : "Bem-vindo ao Portal do Colaborador"}
            </h1>
          </div>
          <div className="flex flex-wrap gap-3">
            {/* Back one page, as the spec says; without JavaScript (or history) the menu. */}
            <Link
              to={loaderData.isAdmin ? href("/access/admin-menu") : href("/access/main-menu")}
              className="btn btn-ghost"
              onClick={(event) => {
                if (window.history.length > 1) {
                  event.preventDefault();
                  navigate(-1);
                }
              }}
            >
              Voltar
            </Link>
            <LogoutControl />
          </div>
        </div>

        <div className="mt-10 grid gap-6 lg:grid-cols-[1fr_22rem]">
          <div className="grid gap-6 self-start">
            <InsurerDesk insurers={loaderData.insurers} />
            {loaderData.sections.map((section) => (
              <PortalCard as="article" key={section.key} id={`secao-${section.key}`} title={section.title}>
                <p className="mt-3 whitespace-pre-line text-muted">{section.body}</p>
              </PortalCard>
            ))}
          </div>
          <div className="grid gap-6 self-start">
            <ProfileBox profile={loaderData.profile} />
            {/* The password box also shows what no box owns (an unknown intent). */}
            <ChangePasswordBox
              result={
                actionData?.intent === "end-other-sessions" || actionData?.intent?.startsWith("two-step")
                  ? undefined
                  : actionData
              }
            />
            <TwoStepBox
              status={loaderData.twoStep}
              result={actionData?.intent?.startsWith("two-step") ? actionData : undefined}
            />
            <SessionsBox
              sessions={loaderData.sessions}
              result={actionData?.intent === "end-other-sessions" ? actionData : undefined}
            />
          </div>
        </div>
      </div>
    </section>
  );
}

/** The name and phone clients see (decision 064), changed on their own screen. */
function ProfileBox({ profile }: { profile: { name: string; phone: string | null } }) {
  return (
    <PortalCard id="meu-nome" title="Como os clientes veem você" selfStart>
      <p className="mt-3 font-bold text-navy-900">{profile.name}</p>
      <p className="text-muted">{profile.phone ? formatPhone(profile.phone) : "Sem telefone"}</p>
      <Link to={href("/access/employees/profile")} className="btn btn-ghost mt-4">
        Alterar nome e telefone
      </Link>
    </PortalCard>
  );
}

/**
 * "Alterar minha senha": the current password, then the new one (the button is disabled while
 * it is empty, minimum 6), and a confirmation before it is sent.
 */
function ChangePasswordBox({ result }: { result?: FormResult }) {
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [tooShort, setTooShort] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const busy = useIsPending({ intent: "change-password" });
  const message = tooShort ? MESSAGES.passwordTooShort : result?.message;
  // Before hydration (or without JavaScript) the button must stay usable: the server checks.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (result?.ok) {
      setPassword("");
      setCurrent("");
    }
  }, [result]);

  return (
    <PortalCard id="alterar-senha" title="Alterar minha senha" selfStart>
      <Form
        method="post"
        id="form-alterar-senha"
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          // With JavaScript the confirmation is a modal; its "Sim" submits with confirmed=1.
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          if (submitter?.name === "confirmed") {
            setConfirming(false);
            return;
          }
          event.preventDefault();
          if (password.length < PASSWORD_MIN) {
            setTooShort(true);
            return;
          }
          setConfirming(true);
        }}
      >
        <input type="hidden" name="intent" value="change-password" />
        <Field label="Senha atual" htmlFor="senha-atual">
          <input
            id="senha-atual"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            className="field"
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
          />
        </Field>
        <Field label="Nova senha" htmlFor="nova-senha">
          <input
            id="nova-senha"
            name="password"
            type="password"
            autoComplete="new-password"
            className="field"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setTooShort(false);
            }}
          />
        </Field>
        <noscript>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" name="confirmed" value="1" required className="mt-1" />
            Confirmo que quero alterar a minha senha.
          </label>
        </noscript>
        <FormMessage tone={result?.ok && !tooShort ? "success" : "error"} message={message} />
        <button
          type="submit"
          className="btn btn-primary w-full"
          disabled={(hydrated && password === "") || busy}
        >
          {busy ? "Alterando…" : "Alterar senha"}
        </button>
        <Modal open={confirming} title="Alterar a senha?" onDismiss={() => setConfirming(false)}>
          <p className="text-muted">
            Você confirma a alteração da sua senha? As suas outras sessões serão encerradas.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <button
              type="submit"
              form="form-alterar-senha"
              name="confirmed"
              value="1"
              className="btn btn-primary"
            >
              Sim
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)}>
              Não
            </button>
          </div>
        </Modal>
      </Form>
    </PortalCard>
  );
}

/**
 * "Sessões ativas": where the person is signed in (browser and system, last request), this one
 * marked, and one button that ends all the others (a lost phone, a shared computer).
 */
function SessionsBox({
  sessions,
  result,
}: {
  sessions: Array<{ device: string; lastSeen: string; current: boolean }>;
  result?: FormResult;
}) {
  const busy = useIsPending({ intent: "end-other-sessions" });
  const others = sessions.filter((session) => !session.current).length;
  return (
    <PortalCard id="sessoes-ativas" title="Sessões ativas">
      <ul className="mt-4 space-y-3">
        {sessions.map((session, index) => (
          // No public id to key by (the session ids stay on the server); the list is never reordered.
          <li key={index} className="rounded-2xl border border-line p-3">
            <p className="font-semibold text-navy-900">
              {session.device}
              {session.current && (
                <span className="ml-2 rounded-full bg-green-50 px-2 py-0.5 text-xs font-bold text-success-700">
                  esta sessão
                </span>
              )}
            </p>
            <p className="text-sm text-muted">{`Último acesso: ${session.lastSeen}`}</p>
          </li>
        ))}
      </ul>
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="end-other-sessions" />
        <FormMessage tone={result?.ok ? "success" : "error"} message={result?.message} />
        <button type="submit" className="btn btn-ghost w-full" disabled={others === 0 || busy}>
          {busy ? "Encerrando…" : "Encerrar as outras sessões"}
        </button>
      </Form>
    </PortalCard>
  );
}

/**
 * "Verificação em duas etapas": off → a link to the setup screen; on → how many recovery codes
 * are left, new codes (shown once) and turning it off, both asking the password or a code.
 */
function TwoStepBox({
  status,
  result,
}: {
  status: { enabled: boolean; recoveryLeft: number };
  result?: FormResult & { recoveryCodes?: string[] };
}) {
  const turningOff = useIsPending({ intent: "two-step-off" });
  const renewing = useIsPending({ intent: "two-step-recovery" });
  const busy = turningOff || renewing;
  return (
    <PortalCard id="duas-etapas" title="Verificação em duas etapas">
      {result?.recoveryCodes && (
        <div className="mt-4">
          <RecoveryCodes codes={result.recoveryCodes} />
        </div>
      )}
      {status.enabled ? (
        <>
          <p className="mt-3 text-muted">
            {`Ativa. Códigos de recuperação restantes: ${status.recoveryLeft}.`}
          </p>
          <Form method="post" className="mt-4 space-y-4">
            <Field label="Senha atual ou código" htmlFor="prova-duas-etapas" error={result?.fields?.proof}>
              <input
                id="prova-duas-etapas"
                name="proof"
                type="password"
                autoComplete="current-password"
                required
                className="field"
              />
            </Field>
            <FormMessage tone={result?.ok ? "success" : "error"} message={result?.message} />
            <button
              type="submit"
              name="intent"
              value="two-step-recovery"
              className="btn btn-ghost w-full"
              disabled={busy}
            >
              Gerar novos códigos de recuperação
            </button>
            <button
              type="submit"
              name="intent"
              value="two-step-off"
              className="btn btn-ghost w-full"
              disabled={busy}
            >
              Desativar a verificação
            </button>
          </Form>
        </>
      ) : (
        <>
          <p className="mt-3 text-muted">
            Desativada. Ative para pedir, além da senha, um código do aplicativo autenticador do seu celular.
          </p>
          <FormMessage tone={result?.ok ? "success" : "error"} message={result?.message} />
          <Link to={href("/access/employees/two-step-setup")} className="btn btn-primary mt-4 w-full">
            Ativar a verificação em duas etapas
          </Link>
        </>
      )}
    </PortalCard>
  );
}

/** Expected refusals and failures of this screen, in the staff area's own words. */
export const ErrorBoundary = StaffErrorBoundary;

/** One card of the portal (a section the admins write, a box of the account's own settings), under its heading. */
function PortalCard({
  as: Tag = "aside",
  id,
  title,
  selfStart = false,
  children,
}: {
  as?: "aside" | "article";
  id: string;
  title: string;
  /** Only as tall as its content in the grid's row. */
  selfStart?: boolean;
  children: ReactNode;
}) {
  return (
    <Tag
      aria-labelledby={id}
      className={`${selfStart ? "self-start " : ""}rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-card`}
    >
      <h2 id={id} className="text-lg font-extrabold text-navy-900">
        {title}
      </h2>
      {children}
    </Tag>
  );
}

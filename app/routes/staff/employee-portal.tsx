import { useEffect, useState } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { requireUser } from "~/.server/auth";
import { failed, readForm, succeeded } from "~/.server/form-result";
import { listSections } from "~/.server/portal-content";
import { consume } from "~/.server/rate-limit";
import { parseInput, Refusal } from "~/.server/refusal";
import { services } from "~/.server/services";
import { changePassword } from "~/.server/users";
import { LogoutControl } from "~/components/logout-control";
import { Modal } from "~/components/modal";
import { FormMessage } from "~/components/staff-card";
import type { FormResult } from "~/lib/form-result";
import { staffMeta } from "~/lib/staff-meta";
import { changePasswordSchema, MESSAGES, PASSWORD_MIN } from "~/lib/staff-schemas";
import type { Route } from "./+types/employee-portal";

export const meta = () => staffMeta("Portal do Colaborador");

/** Internal content: read only after the guard, so it never reaches anyone else. */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  const sections = await listSections(services().database.db);
  return {
    isAdmin: user.role === "admin",
    sections: sections.map(({ key, title, body }) => ({ key, title, body })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, sessionId } = await requireUser(request);
  try {
    const { database, kickOutbox } = services();
    // Each change costs a password hash: a per-address limit, before anything else is read.
    await consume(database, "changePassword", context.clientAddress);
    const form = await readForm(request);
    if (form.intent !== "change-password") throw new Refusal("Ação desconhecida.");
    const { password } = parseInput(changePasswordSchema, form);
    if (form.confirmed !== "1") throw new Refusal("Confirme a alteração da senha.");
    await changePassword(database.db, user.id, password, sessionId);
    kickOutbox(); // the "senha alterada" notice
    return succeeded(MESSAGES.passwordChanged);
  } catch (error) {
    return failed(error, MESSAGES.passwordChangeFailed);
  }
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
              to={loaderData.isAdmin ? "/access/admin-menu" : "/access/main-menu"}
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
          <div className="grid gap-6 md:grid-cols-2">
            {loaderData.sections.map((section) => (
              <article
                key={section.key}
                aria-labelledby={`secao-${section.key}`}
                className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-card"
              >
                <h2 id={`secao-${section.key}`} className="text-lg font-extrabold text-navy-900">
                  {section.title}
                </h2>
                <p className="mt-3 whitespace-pre-line text-muted">{section.body}</p>
              </article>
            ))}
          </div>
          <ChangePasswordBox result={actionData} />
        </div>
      </div>
    </section>
  );
}

/** "Alterar minha senha": disabled while empty, minimum 6, a confirmation before it is sent. */
function ChangePasswordBox({ result }: { result?: FormResult }) {
  const [password, setPassword] = useState("");
  const [tooShort, setTooShort] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "change-password";
  const message = tooShort ? MESSAGES.passwordTooShort : result?.message;
  // Before hydration (or without JavaScript) the button must stay usable: the server checks.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (result?.ok) setPassword("");
  }, [result]);

  return (
    <aside
      aria-labelledby="alterar-senha"
      className="self-start rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-card"
    >
      <h2 id="alterar-senha" className="text-lg font-extrabold text-navy-900">
        Alterar minha senha
      </h2>
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
        <div>
          <label htmlFor="nova-senha" className="mb-2 block font-semibold text-navy-900">
            Nova senha
          </label>
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
        </div>
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
    </aside>
  );
}

import { Form, href, Link } from "react-router";
import {
  afterSignIn,
  redirectToOf,
  requireSetupAllowed,
  runSetupAction,
  SETUP_DONE,
  twoStepSetupScreen,
} from "~/.server/accounts";
import { appOf, formAction, requestOf, succeeded } from "~/.server/platform";
import { TextField } from "~/components/forms/fields";
import { FormMessage } from "~/components/forms/form-message";
import { useIsPending } from "~/components/forms/use-is-pending";
import { LogoutControl } from "~/components/logout-control";
import { RecoveryCodes } from "~/components/recovery-codes";
import { StaffCard, StaffCardForm } from "~/components/staff-card";
import { StaffErrorBoundary } from "~/components/staff-error-boundary";
import { TWO_STEP_MESSAGES } from "~/lib/two-step-schemas";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/two-step-setup";

export const meta = staffMeta("Ativar a verificação em duas etapas");

/**
 * Turning two-step verification on (decision 025): for anyone signed in from the portal, and the
 * only screen a session reaches while the brokerage requires it of a person who has not set it up.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  const staff = await requireSetupAllowed(app, request);
  return {
    required: staff.stage === "setup",
    // "Continuar" after turning it on: the staff page the login was on its way to, if any.
    landing: afterSignIn(staff.user, redirectToOf(request)),
    ...(await twoStepSetupScreen(app, staff.user)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appOf(context);
  const staff = await requireSetupAllowed(app, request);
  return formAction(request, TWO_STEP_MESSAGES.setupFailed, async (form) => {
    const { intent, recoveryCodes } = await runSetupAction(
      app,
      staff,
      form,
      requestOf(context).clientAddress,
    );
    return { ...succeeded(SETUP_DONE[intent]), intent, recoveryCodes };
  });
}

export default function TwoStepSetup({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useIsPending();
  const codes = actionData && "recoveryCodes" in actionData ? actionData.recoveryCodes : undefined;
  const message = actionData?.message;
  return (
    <StaffCard
      wide
      title="Verificação em duas etapas"
      intro={
        loaderData.required
          ? "A corretora exige a verificação em duas etapas. Ative-a para continuar."
          : "Além da senha, um código do aplicativo autenticador do seu celular protege a sua conta."
      }
    >
      {codes ? (
        <div className="space-y-5">
          <FormMessage tone="success" message={message} />
          <RecoveryCodes codes={codes} />
          <Link to={loaderData.landing} className="btn btn-primary w-full">
            Continuar
          </Link>
        </div>
      ) : loaderData.state === "on" ? (
        <div className="space-y-5">
          <p className="text-navy-900">A verificação em duas etapas já está ativa na sua conta.</p>
          <Link to={href("/employee-portal")} className="btn btn-primary w-full">
            Ir para o Portal do Colaborador
          </Link>
        </div>
      ) : loaderData.state === "start" ? (
        <StaffCardForm error={actionData?.ok ? undefined : message}>
          <p className="text-muted">
            Você vai precisar de um aplicativo autenticador no celular (Google Authenticator, Microsoft
            Authenticator, Authy ou outro).
          </p>
          <input type="hidden" name="intent" value="start" />
          <button type="submit" className="btn btn-primary w-full" disabled={busy}>
            {busy ? "Preparando…" : "Começar"}
          </button>
        </StaffCardForm>
      ) : (
        <Form method="post" className="space-y-5">
          <ol className="list-decimal space-y-2 pl-5 text-muted">
            <li>No aplicativo autenticador, adicione uma conta e escaneie o código QR.</li>
            <li>Não consegue escanear? Digite a chave abaixo no aplicativo.</li>
            <li>Digite o código de 6 dígitos que o aplicativo mostra e a sua senha atual.</li>
          </ol>
          <div
            role="img"
            aria-label="Código QR da verificação em duas etapas"
            className="mx-auto w-56 [&>svg]:h-auto [&>svg]:w-full"
            // The SVG is made on our server by the qrcode library from our own key (no user text).
            dangerouslySetInnerHTML={{ __html: loaderData.qrSvg }}
          />
          <p className="text-center">
            <span className="block text-sm text-muted">Chave</span>
            <code data-testid="two-step-key" className="font-mono text-lg font-bold text-navy-900">
              {loaderData.key}
            </code>
          </p>
          <FormMessage tone={actionData?.ok ? "success" : "error"} message={message} />
          <input type="hidden" name="intent" value="confirm" />
          <TextField
            label="Código de 6 dígitos"
            name="code"
            autoComplete="one-time-code"
            error={actionData?.fields?.code}
          />
          {/* A live session alone cannot turn it on (security review 3, L-2): the password too. */}
          <TextField
            label="Sua senha atual"
            name="password"
            type="password"
            autoComplete="current-password"
            error={actionData?.fields?.password}
          />
          <button type="submit" className="btn btn-primary w-full" disabled={busy}>
            {busy ? "Ativando…" : "Ativar"}
          </button>
        </Form>
      )}
      {loaderData.required && !codes && (
        <div className="mt-6">
          <LogoutControl />
        </div>
      )}
    </StaffCard>
  );
}

/** Expected refusals and failures of this screen, in the staff area's own words. */
export const ErrorBoundary = StaffErrorBoundary;

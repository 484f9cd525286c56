import { redirect } from "react-router";
import { completeSecondStep, requireSecondStepPending } from "~/.server/accounts";
import { appOf, formAction, requestOf } from "~/.server/platform";
import { TextField } from "~/components/forms/fields";
import { RedirectToField } from "~/components/forms/redirect-to-field";
import { useIsPending } from "~/components/forms/use-is-pending";
import { LogoutControl } from "~/components/logout-control";
import { StaffCard, StaffCardForm } from "~/components/staff-card";
import { StaffErrorBoundary } from "~/components/staff-error-boundary";
import { TWO_STEP_MESSAGES } from "~/lib/two-step-schemas";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/second-step";

export const meta = staffMeta("Verificação em duas etapas");

/** Only a session whose password was right and that still owes the code (decision 025). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSecondStepPending(appOf(context), request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appOf(context);
  const session = await requireSecondStepPending(app, request);
  return formAction(request, TWO_STEP_MESSAGES.verifyFailed, async (form) =>
    redirect(await completeSecondStep(app, session, form, requestOf(context).clientAddress)),
  );
}

export default function SecondStep({ actionData }: Route.ComponentProps) {
  const busy = useIsPending();
  return (
    <StaffCard
      title="Verificação em duas etapas"
      intro="Digite o código de 6 dígitos do seu aplicativo autenticador. Sem o celular? Use um dos códigos de recuperação."
    >
      <StaffCardForm error={actionData?.message}>
        <RedirectToField />
        <TextField label="Código" name="code" autoComplete="one-time-code" />
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          {busy ? "Verificando…" : "Verificar"}
        </button>
      </StaffCardForm>
      <div className="mt-6">
        <LogoutControl />
      </div>
    </StaffCard>
  );
}

/** Expected refusals and failures of this screen, in the staff area's own words. */
export const ErrorBoundary = StaffErrorBoundary;

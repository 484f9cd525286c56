import { href, Link, redirect } from "react-router";
import { getSession, nextPath, redirectToOf, signIn } from "~/.server/accounts";
import { appOf, formAction, parseInput, requestOf } from "~/.server/platform";
import { TextField } from "~/components/forms/fields";
import { FormActions } from "~/components/forms/form-actions";
import { RedirectToField } from "~/components/forms/redirect-to-field";
import { useIsPending } from "~/components/forms/use-is-pending";
import { StaffCard, StaffCardForm } from "~/components/staff-card";
import { loginSchema, MESSAGES } from "~/lib/staff-schemas";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/login";

export const meta = staffMeta("Acesso dos colaboradores");

/**
 * Already signed in: go straight to the page asked for or the right menu (or to the step the
 * session still owes).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  const staff = await getSession(app, request);
  if (staff) throw redirect(nextPath(staff, redirectToOf(request)));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appOf(context);
  return formAction(request, MESSAGES.loginFailed, async (form) => {
    const { email, password } = parseInput(loginSchema, form);
    const { landing, cookie } = await signIn(app, {
      email,
      password,
      clientAddress: requestOf(context).clientAddress,
      userAgent: request.headers.get("User-Agent"),
      redirectTo: form.redirectTo,
    });
    return redirect(landing, { headers: { "Set-Cookie": cookie } });
  });
}

export default function StaffLogin({ actionData }: Route.ComponentProps) {
  const busy = useIsPending();
  return (
    <StaffCard title="Acesso dos colaboradores" intro="Entre com o e-mail e a senha cadastrados.">
      <StaffCardForm error={actionData?.message}>
        <RedirectToField />
        <TextField label="Login" name="email" type="email" autoComplete="username" />
        <TextField label="Senha" name="password" type="password" autoComplete="current-password" />
        <FormActions busy={busy} label="Entrar" busyLabel="Entrando…" back={href("/")} />
      </StaffCardForm>
      <div className="mt-6 flex flex-col gap-2 text-sm">
        {[
          { to: href("/access/employees/forgot-password"), label: "Esqueci minha senha" },
          { to: href("/access/employees/register"), label: "Ainda não tem cadastro? Cadastre-se" },
        ].map((link) => (
          <Link
            key={link.to}
            to={link.to}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {link.label}
          </Link>
        ))}
      </div>
    </StaffCard>
  );
}

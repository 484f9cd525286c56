import { Form, href } from "react-router";
import { requireAdmin } from "~/.server/accounts";
import { RENEWAL_SETTINGS_DONE, renewalSettingsScreen, runRenewalSettingsAction } from "~/.server/book";
import { ACTION_FAILED, appOf, formAction, redirectWithFlash } from "~/.server/platform";
import { ActionError } from "~/components/forms/action-error";
import { Field } from "~/components/forms/fields";
import { ScreenSection } from "~/components/screen-section";
import { WINDOW_MAX, WINDOW_MIN } from "~/lib/renewal-schemas";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/book-renewal-settings";
import type { AdminScreenHandle } from "./admin-layout";

export const meta = staffMeta("Janelas de renovação");
export const handle: AdminScreenHandle = { heading: "Janelas de renovação" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  await requireAdmin(app, request);
  return renewalSettingsScreen(app);
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appOf(context);
  const { user } = await requireAdmin(app, request);
  return formAction(request, ACTION_FAILED, async (form) => {
    await runRenewalSettingsAction(app, user.id, form);
    return redirectWithFlash(app, href("/admin-portal/renewal-settings"), RENEWAL_SETTINGS_DONE.save);
  });
}

export default function RenewalSettings({ loaderData, actionData }: Route.ComponentProps) {
  const fields = actionData && !actionData.ok ? actionData.fields : undefined;
  return (
    <>
      <ActionError data={actionData} className="mb-4" />
      <ScreenSection id="janelas" title="Quando a renovação abre e quem é avisado" className="max-w-2xl">
        <p className="mt-2 text-muted">
          Cada apólice vigente ganha a sua renovação alguns dias antes do fim da vigência, com o produtor como
          responsável (ou o próximo do rodízio). O responsável e os administradores recebem um aviso por
          e-mail em cada um dos dias abaixo, uma vez, enquanto a renovação estiver aberta.
        </p>
        <Form method="post" className="mt-6 space-y-5 rounded-2xl border border-line bg-white p-5">
          <input type="hidden" name="intent" value="save" />
          <Field
            label={`Abrir a renovação quantos dias antes do fim (${WINDOW_MIN} a ${WINDOW_MAX})`}
            htmlFor="windowDays"
            error={fields?.windowDays}
          >
            <input
              id="windowDays"
              name="windowDays"
              type="number"
              min={WINDOW_MIN}
              max={WINDOW_MAX}
              required
              defaultValue={loaderData.windowDays}
              className="field max-w-40"
            />
          </Field>
          <Field
            label="Avisar quantos dias antes do fim (separados por vírgula)"
            htmlFor="reminderDays"
            error={fields?.reminderDays}
          >
            <input
              id="reminderDays"
              name="reminderDays"
              required
              maxLength={60}
              inputMode="numeric"
              defaultValue={loaderData.reminderDays}
              className="field max-w-xs"
            />
          </Field>
          <p className="text-sm text-muted">
            Ex.: 30, 15, 7, 1. Cada dia entre 1 e a janela, uma vez só.
            {loaderData.updatedBy ? ` Alterado por último por ${loaderData.updatedBy}.` : ""}
          </p>
          <button type="submit" className="btn btn-primary">
            Salvar janelas
          </button>
        </Form>
      </ScreenSection>
    </>
  );
}

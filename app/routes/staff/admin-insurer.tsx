import { getFormProps } from "@conform-to/react";
import { invariantResponse } from "@epic-web/invariant";
import { Form, href, Link } from "react-router";
import { requireAdmin } from "~/.server/accounts";
import { findInsurer, INSURER_SAVED, insurerEditorData, saveInsurerEditor } from "~/.server/insurers";
import { appOf, redirectWithFlash, schemaFormAction } from "~/.server/platform";
import { CheckboxInput, checkboxProps, SelectInput, TextInput } from "~/components/forms/conform-fields";
import { EditorSection, HistoryLink, SaveBar } from "~/components/forms/editor";
import { ListInput } from "~/components/forms/list-inputs";
import { useContentEditor } from "~/components/forms/use-content-editor";
import { InsurerMark } from "~/components/insurer-logo";
import { LogoPicker } from "~/components/logo-picker";
import { INSURER_INTERNAL_LABELS, INSURER_PHONE_KINDS } from "~/content/insurer-labels";
import { insurerEditorSchema } from "~/content/insurer-schemas";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/admin-insurer";
import type { AdminScreenHandle } from "./admin-layout";

export const meta = staffMeta("Editar seguradora");
export const handle: AdminScreenHandle = { heading: "Editar seguradora" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const app = appOf(context);
  await requireAdmin(app, request);
  const editor = await insurerEditorData(app, params.insurer);
  invariantResponse(editor, "Seguradora não encontrada.", { status: 404 });
  return editor;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const app = appOf(context);
  const { user } = await requireAdmin(app, request);
  invariantResponse(findInsurer(params.insurer), "Seguradora não encontrada.", { status: 404 });
  return schemaFormAction(request, insurerEditorSchema, async (value) => {
    await saveInsurerEditor(app, user.id, params.insurer, value);
    return redirectWithFlash(
      app,
      href("/admin-portal/insurers/:insurer", { insurer: params.insurer }),
      INSURER_SAVED,
    );
  });
}

const phoneKindOptions = Object.entries(INSURER_PHONE_KINDS).map(([value, label]) => ({ value, label }));

export default function AdminInsurer({ loaderData, actionData }: Route.ComponentProps) {
  const { id, values, products, hasPassword, logo } = loaderData;
  const {
    form,
    fields: f,
    saving,
  } = useContentEditor(insurerEditorSchema, {
    id: `seguradora-${id}`,
    lastResult: actionData,
    defaultValue: values,
  });
  const internal = f.internal.getFieldset();
  const chosen = new Set<string>(values.productSlugs);
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-2 space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to={href("/admin-portal/insurers")} className="font-semibold text-brand-700 underline">
          Todas as seguradoras
        </Link>
        <HistoryLink kind="insurer" documentKey={id}>
          Histórico do lado público
        </HistoryLink>
      </div>

      <EditorSection title="Lado público" hint="O que aparece na página de seguradoras do site.">
        <TextInput field={f.name} label="Nome" />
        <TextInput field={f.website} label="Site" type="url" />
        <TextInput field={f.note} label="Nota pública (opcional)" multiline />
        <div>
          <div className="flex items-center gap-3">
            <input {...checkboxProps(f.partner)} aria-describedby={`${f.partner.id}-dica`} />
            <label htmlFor={f.partner.id} className="font-semibold text-navy-900">
              Parceira atual da corretora
            </label>
          </div>
          <p id={`${f.partner.id}-dica`} className="mt-1 text-sm text-muted">
            Marque só se a corretora trabalha com esta seguradora (tem código de corretor ativo com ela). O
            site chama de parceiras apenas as seguradoras marcadas.
          </p>
        </div>
        <ListInput
          form={form}
          field={f.phones}
          label="Telefones"
          itemName="telefone"
          newItem={{ kind: "assistance", number: "" }}
        >
          {(item, index) => {
            const phone = item.getFieldset();
            return (
              <div className="grid gap-3 sm:grid-cols-[14rem_1fr]">
                <SelectInput
                  field={phone.kind}
                  label={`Tipo do telefone ${index + 1}`}
                  options={phoneKindOptions}
                />
                <TextInput field={phone.number} label={`Número do telefone ${index + 1}`} type="tel" />
              </div>
            );
          }}
        </ListInput>
        <fieldset>
          <legend className="mb-2 font-semibold text-navy-900">
            Produtos (links “Como abrir um sinistro”)
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {products.map((p) => (
              <label key={p.slug} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name={f.productSlugs.name}
                  value={p.slug}
                  defaultChecked={chosen.has(p.slug)}
                  form={form.id}
                  className="h-5 w-5 shrink-0"
                />
                {p.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput field={f.monogram} label="Sigla do selo (1 a 3 letras)" />
          <TextInput field={f.color} label="Cor do selo" type="color" />
        </div>
        <LogoPicker
          field={f.logoFile}
          label="Logo (PNG ou WebP, até 100 KB)"
          hint="O logo aparece no cartão da seguradora na página pública."
          current={
            <InsurerMark
              insurer={{ name: values.name, monogram: values.monogram, color: values.color, logo }}
              alt="Logo atual"
              className="h-14 w-14"
            />
          }
          removal={logo ? { field: f.removeLogo, label: "Voltar ao selo desenhado" } : undefined}
        />
      </EditorSection>

      <EditorSection
        title="Lado interno"
        hint="Só a equipe vê, no Portal do Colaborador. Nunca vai para o site."
      >
        <TextInput field={internal.portalUrl} label={INSURER_INTERNAL_LABELS.portalUrl} type="url" />
        <TextInput field={internal.login} label={INSURER_INTERNAL_LABELS.login} />
        <TextInput
          field={internal.password}
          label={INSURER_INTERNAL_LABELS.password}
          type="password"
          hint={
            hasPassword ? "Há uma senha guardada. Deixe em branco para mantê-la." : "Nenhuma senha guardada."
          }
        />
        {hasPassword && <CheckboxInput field={internal.clearPassword} label="Apagar a senha guardada" />}
        <div className="grid gap-5 sm:grid-cols-3">
          <TextInput field={internal.managerName} label={INSURER_INTERNAL_LABELS.managerName} />
          <TextInput field={internal.managerPhone} label={INSURER_INTERNAL_LABELS.managerPhone} type="tel" />
          <TextInput
            field={internal.managerEmail}
            label={INSURER_INTERNAL_LABELS.managerEmail}
            type="email"
          />
        </div>
        <TextInput field={internal.conditions} label={INSURER_INTERNAL_LABELS.conditions} multiline />
        <TextInput field={internal.notes} label={INSURER_INTERNAL_LABELS.notes} multiline />
      </EditorSection>

      <SaveBar form={form} label="Salvar seguradora" saving={saving} />
    </Form>
  );
}

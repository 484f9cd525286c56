import { getFormProps } from "@conform-to/react";
import { Form, href } from "react-router";
import { requireAdmin } from "~/.server/accounts";
import { CONTENT_DONE, saveSiteDetails, siteDetailsEditor } from "~/.server/content";
import { appOf, redirectWithFlash, schemaFormAction } from "~/.server/platform";
import { BrandLogo } from "~/components/brand-logo";
import {
  type EditorField,
  EditorFieldError,
  SelectInput,
  TextInput,
  TextInputs,
} from "~/components/forms/conform-fields";
import { EditorSection, HistoryLink, SaveBar } from "~/components/forms/editor";
import { ListInput } from "~/components/forms/list-inputs";
import { useContentEditor } from "~/components/forms/use-content-editor";
import { LogoPicker } from "~/components/logo-picker";
import { BUSINESS_TIME_ZONE_NAMING, BUSINESS_TIME_ZONES, WEEKDAY_NAMES } from "~/content/business-hours";
import {
  BRAZIL_STATES,
  QUOTE_PORTAL_ROLES,
  siteEditorSchema,
  TRANSFER_MECHANISMS,
  type TransferMechanism,
} from "~/content/site-config";
import type { z } from "~/lib/zod";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/admin-site";
import type { AdminScreenHandle } from "./admin-layout";

export const meta = staffMeta("Dados da corretora");
export const handle: AdminScreenHandle = { heading: "Dados da corretora" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  await requireAdmin(app, request);
  return { site: siteDetailsEditor() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appOf(context);
  const { user } = await requireAdmin(app, request);
  return schemaFormAction(request, siteEditorSchema, async (details) => {
    const done = await saveSiteDetails(app, user.id, details);
    return redirectWithFlash(app, href("/admin-portal/site"), CONTENT_DONE[done]);
  });
}

export default function AdminSite({ loaderData, actionData }: Route.ComponentProps) {
  const { logo, ...site } = loaderData.site;
  const { form, fields, saving } = useContentEditor(siteEditorSchema, {
    id: "dados-da-corretora",
    lastResult: actionData,
    // Conform's default values are the form's strings; the year is a number in the data.
    defaultValue: { ...site, foundedYear: String(site.foundedYear) },
  });
  const address = fields.address.getFieldset();
  const dpo = fields.dataProtectionOfficer.getFieldset();
  const broker = fields.responsibleBroker.getFieldset();
  const portal = fields.quotePortalOperator.getFieldset();
  const hours = fields.businessHours.getFieldset();
  /** A list of links (the social networks; the footer's two industry links, `fixed`): names and addresses. */
  const linkList = (
    name: "social" | "industryLinks",
    itemName: string,
    what: string,
    { fixed = false } = {},
  ) => (
    <ListInput
      form={form}
      field={fields[name]}
      itemName={itemName}
      newItem={{ name: "", url: "" }}
      fixed={fixed}
    >
      {(item: LinkItem, index: number) => <NamedLink item={item} index={index} what={what} />}
    </ListInput>
  );
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-2 space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-muted">
          O que o site mostra no cabeçalho, no rodapé, na página de contato, na política de privacidade e nos
          e-mails. Cada gravação vira uma versão no histórico.
        </p>
        <HistoryLink kind="site" documentKey="site" />
      </div>

      <EditorSection title="Identificação">
        <TextInputs
          fields={fields}
          inputs={[
            { name: "name" },
            { name: "legalName" },
            { name: "tagline" },
            { name: "foundedYear", type: "number" },
            { name: "susepRegistration", hint: "Só os números, como no registro." },
            { name: "cnpj", hint: CNPJ_HINT },
          ]}
        />
      </EditorSection>

      <EditorSection
        title="Logo"
        hint="Aparece no cabeçalho e no rodapé do site, nas telas da equipe e no topo dos e-mails. Sem logo enviado, o site mostra o selo desenhado."
      >
        <LogoPicker
          field={fields.logoFile}
          label="Logo da corretora (PNG ou WebP, até 100 KB)"
          hint="De preferência com fundo transparente e pelo menos 80 pixels de altura: ele aparece com 40 de altura, ao lado do nome."
          current={<BrandLogo site={{ name: site.name, logo }} nameShown={false} />}
          removal={
            logo ? { field: fields.removeLogo, label: "Remover logo (volta ao selo desenhado)" } : undefined
          }
        />
      </EditorSection>

      <EditorSection
        title="Transparência"
        hint="Aparece no rodapé de todas as páginas e na página Transparência (Resolução CNSP nº 382/2020, art. 4º)."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInputs
            fields={broker}
            inputs={[{ name: "name" }, { name: "registration", hint: "Só os números." }]}
          />
        </div>
        <TextInputs
          fields={fields}
          inputs={[
            { name: "compensation", multiline: true },
            {
              name: "exclusivity",
              hint: "Só se houver contrato de exclusividade: as seguradoras. Em branco, o site lista as seguradoras marcadas como parceiras.",
            },
            {
              name: "holdings",
              hint: "Participações de 10% ou mais da corretora numa seguradora, ou de uma seguradora na corretora. Em branco se não houver.",
              multiline: true,
            },
          ]}
        />
      </EditorSection>

      <EditorSection title="Endereço">
        <TextInputs fields={address} inputs={[{ name: "street" }, { name: "district" }]} />
        <div className="grid gap-5 sm:grid-cols-[1fr_8rem_10rem]">
          <TextInput field={address.city} />
          <SelectInput
            field={address.state}
            options={BRAZIL_STATES.map((uf) => ({ value: uf, label: uf }))}
          />
          <TextInput field={address.postalCode} />
        </div>
      </EditorSection>

      <EditorSection title="Atendimento">
        <TextInput field={fields.email} type="email" />
        <ListInput form={form} field={fields.phones} itemName="telefone" newItem={{ label: "", number: "" }}>
          {(item, index) => {
            const phone = item.getFieldset();
            return (
              <div className="grid gap-3 sm:grid-cols-2">
                <TextInput field={phone.label} label={`Descrição do telefone ${index + 1}`} />
                <TextInput field={phone.number} label={`Número do telefone ${index + 1}`} type="tel" />
              </div>
            );
          }}
        </ListInput>
        <TextInputs
          fields={fields}
          inputs={[
            {
              name: "whatsapp",
              type: "tel",
              hint: "Celular com DDD: o botão do WhatsApp abre uma conversa com este número.",
            },
            { name: "openingHours" },
          ]}
        />
      </EditorSection>

      <EditorSection
        title="Horário comercial"
        hint="Os indicadores de oportunidades contam o tempo até o primeiro contato só dentro deste horário. Deixe abertura e fechamento em branco nos dias fechados."
      >
        <SelectInput
          field={hours.timeZone}
          options={BUSINESS_TIME_ZONES.map((zone) => ({
            value: zone,
            label: BUSINESS_TIME_ZONE_NAMING[zone].label,
          }))}
        />
        <EditorFieldError field={hours.week} />
        <div className="grid gap-4 sm:grid-cols-2">
          {hours.week.getFieldList().map((day, index) => {
            const times = day.getFieldset();
            const name = WEEKDAY_NAMES[index] ?? `Dia ${index + 1}`;
            return (
              <fieldset key={day.key} className="rounded-xl border border-line p-3">
                <legend className="px-1 font-semibold text-navy-900">{name}</legend>
                <div className="grid grid-cols-2 gap-3">
                  <TextInput field={times.opens} label={`${name}: abre às`} type="time" />
                  <TextInput field={times.closes} label={`${name}: fecha às`} type="time" />
                </div>
              </fieldset>
            );
          })}
        </div>
      </EditorSection>

      <EditorSection title="Links">
        {linkList("social", "rede social", "Rede social")}
        {linkList("industryLinks", "link", "Link do setor", { fixed: true })}
        <TextInput
          field={fields.quotePortalUrl}
          type="url"
          hint="Os botões de cotação abrem este endereço mais o caminho de cada produto."
        />
      </EditorSection>

      <EditorSection title="Proteção de dados (LGPD)" hint="Aparece na política de privacidade.">
        <TextInputs fields={dpo} inputs={[{ name: "name" }, { name: "email", type: "email" }]} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInputs fields={portal} inputs={[{ name: "name" }, { name: "cnpj", hint: CNPJ_HINT }]} />
        </div>
        <SelectInput
          field={portal.role}
          options={QUOTE_PORTAL_ROLES.map((role) => ({ value: role, label: QUOTE_PORTAL_ROLE_LABELS[role] }))}
        />
        <ListInput
          form={form}
          field={fields.dataProviders}
          itemName="provedor"
          newItem={{ service: "", name: "", country: "", transfer: "unconfirmed" }}
        >
          {(item, index) => {
            const provider = item.getFieldset();
            return (
              <div className="grid gap-3 sm:grid-cols-3">
                <TextInput field={provider.service} label={`Provedor ${index + 1}: serviço`} />
                <TextInput field={provider.name} label={`Provedor ${index + 1}: empresa`} />
                <TextInput field={provider.country} label={`Provedor ${index + 1}: país dos dados`} />
                <div className="sm:col-span-3">
                  <SelectInput
                    field={provider.transfer}
                    label={`Provedor ${index + 1}: garantia da transferência, se o país não for o Brasil`}
                    options={TRANSFER_MECHANISMS.map((mechanism) => ({
                      value: mechanism,
                      label: TRANSFER_MECHANISM_LABELS[mechanism],
                    }))}
                  />
                </div>
              </div>
            );
          }}
        </ListInput>
        <TextInput
          field={fields.recordsRetention}
          hint="O prazo definido com o jurídico, por exemplo “5 anos após o fim do contrato”."
        />
      </EditorSection>

      <SaveBar form={form} label="Salvar dados da corretora" saving={saving} />
    </Form>
  );
}

/** How a CNPJ is typed (the brokerage's, the quote portal's). */
const CNPJ_HINT = "00.000.000/0000-00";

/** The brokerage's role in the quote portal, as the admin chooses it. */
const QUOTE_PORTAL_ROLE_LABELS: Record<(typeof QUOTE_PORTAL_ROLES)[number], string> = {
  unconfirmed: "Ainda não confirmado com a empresa do portal (a política não diz o papel)",
  controller: "A corretora é a controladora; a empresa do portal opera por conta dela",
  separate: "A empresa do portal é controladora do que se digita lá; a corretora, da simulação que recebe",
};

/** The safeguard of a provider abroad (LGPD art. 33), as the admin confirms it with the provider. */
const TRANSFER_MECHANISM_LABELS: Record<TransferMechanism, string> = {
  unconfirmed: "Ainda não confirmada (a política diz que está em confirmação)",
  "standard-clauses": "Cláusulas-padrão contratuais da ANPD, no contrato com o provedor (art. 33, II, b)",
  "specific-clauses": "Cláusulas contratuais específicas para esta transferência (art. 33, II, a)",
  "corporate-rules": "Normas corporativas globais do grupo do provedor (art. 33, II, c)",
  adequacy: "País reconhecido pela ANPD como de proteção adequada (art. 33, I)",
};

/** A link item of the site's lists (social networks, industry links): its name and address. */
type LinkItem = EditorField<NonNullable<z.input<typeof siteEditorSchema>["social"]>[number]>;

function NamedLink({ item, index, what }: { item: LinkItem; index: number; what: string }) {
  const link = item.getFieldset();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextInput field={link.name} label={`${what} ${index + 1}: nome`} />
      <TextInput field={link.url} label={`${what} ${index + 1}: endereço`} type="url" />
    </div>
  );
}

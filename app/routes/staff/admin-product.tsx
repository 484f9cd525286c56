import { type DefaultValue, getFormProps } from "@conform-to/react";
import { invariantResponse } from "@epic-web/invariant";
import { ExternalLink, EyeOff } from "lucide-react";
import { Form, href, Link } from "react-router";
import { requireAdmin } from "~/.server/accounts";
import { CONTENT_DONE, productEditor, saveProductContent } from "~/.server/content";
import { appOf, redirectWithFlash, schemaFormAction } from "~/.server/platform";
import { type EditorField, SelectInput, TextInput } from "~/components/forms/conform-fields";
import { EditorSection, HistoryLink, SaveBar, SectionIndex } from "~/components/forms/editor";
import { ListInput, TextListInput } from "~/components/forms/list-inputs";
import { useContentEditor } from "~/components/forms/use-content-editor";
import { NewTabLink } from "~/components/new-tab-link";
import { fieldLabel as label } from "~/content/content-labels";
import { PARTNER_TOKEN } from "~/content/partner-insurer-name";
import { products as productDefaults } from "~/content/product-defaults";
import { financialContentSchema, insuranceContentSchema } from "~/content/product-schemas";
import type { ProductCategory } from "~/content/product-types";
import { quotePaths } from "~/lib/quote-links";
import type { z } from "~/lib/zod";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/admin-product";
import type { AdminScreenHandle } from "./admin-layout";

export const meta = staffMeta("Editar página de produto");
export const handle: AdminScreenHandle = { heading: "Editar página de produto" };

/** The form's schema: the product's content without its visibility (hide and show are their own actions). */
const editorSchema = (category: ProductCategory) =>
  category === "insurances"
    ? insuranceContentSchema.omit({ hidden: true })
    : financialContentSchema.omit({ hidden: true });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const app = appOf(context);
  await requireAdmin(app, request);
  const editor = productEditor(params.slug);
  invariantResponse(editor, "Produto não encontrado.", { status: 404 });
  return editor;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const app = appOf(context);
  const { user } = await requireAdmin(app, request);
  const product = productDefaults.find((p) => p.slug === params.slug);
  invariantResponse(product, "Produto não encontrado.", { status: 404 });
  return schemaFormAction(request, editorSchema(product.category), async (content) => {
    const done = await saveProductContent(app, user.id, product.slug, content);
    return redirectWithFlash(
      app,
      href("/admin-portal/products/:slug", { slug: product.slug }),
      CONTENT_DONE[done],
    );
  });
}

/** The editor's sections, as its index links them ("Nesta página") and their legends say. */
const SECTIONS = {
  banner: { id: "secao-banner", title: "Banner e buscadores" },
  about: { id: "secao-descricao", title: "Descrição" },
  coverages: { id: "secao-coberturas", title: "Coberturas e exclusões" },
  quoteAndClaim: { id: "secao-cotacao-e-sinistro", title: "Cotação, contratação e sinistro" },
  financial: { id: "secao-produto-financeiro", title: "Produto financeiro" },
  partner: { id: "secao-instituicao-parceira", title: "Instituição parceira" },
  faqs: { id: "secao-perguntas", title: "Perguntas frequentes" },
  quotes: { id: "secao-botoes", title: "Botões de cotação" },
} as const;

/** The sections of a category's page, in the form's order. */
const sectionsOf = (category: ProductCategory) =>
  category === "insurances"
    ? [
        SECTIONS.banner,
        SECTIONS.about,
        SECTIONS.coverages,
        SECTIONS.quoteAndClaim,
        SECTIONS.faqs,
        SECTIONS.quotes,
      ]
    : [SECTIONS.banner, SECTIONS.about, SECTIONS.financial, SECTIONS.partner, SECTIONS.faqs, SECTIONS.quotes];

type PartnerFields = ReturnType<
  EditorField<NonNullable<z.input<typeof financialContentSchema>["partnerInstitution"]>>["getFieldset"]
>;

/**
 * The financial page's "instituição parceira" (copy review 2, B1/B2): all empty, the page says no
 * institution is named and the brokerage forwards nothing; all filled, the page shows them.
 */
function PartnerInstitutionSection({ fields }: { fields: PartnerFields }) {
  return (
    <EditorSection
      {...SECTIONS.partner}
      hint="Preencha só se a corretora tem contrato com a instituição (por exemplo, como correspondente no País, Resolução CMN nº 4.935/2021, ou com uma administradora de consórcio autorizada). Preencha todos os campos ou deixe todos em branco: em branco, a página diz que nenhuma instituição está indicada e que a corretora não encaminha pedidos."
    >
      <TextInput field={fields.name} label={label("partnerInstitution.name")} />
      <TextInput field={fields.cnpj} label={label("partnerInstitution.cnpj")} />
      <TextInput
        field={fields.role}
        label={label("partnerInstitution.role")}
        hint="Por exemplo: “Atuamos como correspondente no País do Banco X; a análise, a aprovação e o contrato são do Banco X.”"
        multiline="short"
      />
      <TextInput field={fields.sac} label={label("partnerInstitution.sac")} />
      <TextInput field={fields.ouvidoria} label={label("partnerInstitution.ouvidoria")} />
      <TextInput
        field={fields.destination}
        label={label("partnerInstitution.destination")}
        hint="Para onde vai o pedido, por exemplo: “O pedido vai ao Banco X, que faz a análise.” O botão da página abre sempre o portal de cotação de seguros da corretora (o caminho é o da especificação): não escreva que ele envia dados ao banco se não for verdade. Com a instituição indicada, “O nosso papel” passa a mostrar o texto de “nossa relação com ela” e a política de privacidade ganha a linha dos pedidos encaminhados a ela; revise também “Como contratar”."
        multiline="short"
      />
    </EditorSection>
  );
}

const quotePathOptions = Object.entries(quotePaths).map(([value, path]) => ({ value, label: path }));

/**
 * What the editor edits: either category's content. Conform gives the fields of both (those of
 * the other category stay unset); each page renders only its own.
 */
type ProductEditorSchema = ReturnType<typeof editorSchema>;
type ProductEditorInput = z.input<ProductEditorSchema>;
/** A "title + text" item (modalidades, coberturas, como funciona). */
type TitledItem = EditorField<NonNullable<ProductEditorInput["variants"]>[number]>;

export default function AdminProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { slug, category, path } = loaderData;
  const {
    form,
    fields: f,
    saving,
  } = useContentEditor<ProductEditorInput, z.output<ProductEditorSchema>>(editorSchema(category), {
    id: `produto-${slug}`,
    lastResult: actionData,
    // The loader's content is untyped (a stored document); the schema checks it on save.
    defaultValue: loaderData.content as DefaultValue<ProductEditorInput>,
  });
  const item = (what: string) => (field: TitledItem, index: number) => {
    const parts = field.getFieldset();
    return (
      <>
        <TextInput field={parts.title} label={`${what} ${index + 1}: título`} />
        <TextInput field={parts.description} label={`${what} ${index + 1}: texto`} multiline />
      </>
    );
  };
  const emptyItem = { title: "", description: "" };

  const hidden = (loaderData.content as { hidden?: boolean }).hidden === true;

  return (
    <>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <div>
          <Link to={href("/admin-portal/products")} className="font-semibold text-brand-700 underline">
            Todas as páginas
          </Link>
          <p className="mt-1 text-muted">
            Endereço: <span className="font-semibold text-navy-900">{path}</span>. Texto simples: cada
            parágrafo, item ou passo em seu próprio campo. Onde o texto diz {PARTNER_TOKEN}, a página mostra o
            nome da seguradora marcada como parceira deste produto em Seguradoras.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {hidden ? (
            <p className="inline-flex items-center gap-2 rounded-full bg-red-50 px-3 py-2 text-sm font-semibold text-danger-700">
              <EyeOff aria-hidden="true" className="h-4 w-4" /> Página oculta: o público não a vê
            </p>
          ) : (
            <NewTabLink href={path} className="btn btn-ghost">
              <ExternalLink aria-hidden="true" className="h-4 w-4" /> Ver página pública
            </NewTabLink>
          )}
          <HistoryLink kind="product" documentKey={slug} />
        </div>
      </div>

      <div className="mt-6 lg:grid lg:grid-cols-[minmax(0,1fr)_14rem] lg:items-start lg:gap-8">
        <SectionIndex
          sections={sectionsOf(category)}
          className="mb-6 lg:sticky lg:top-[calc(var(--page-top-inset)+1rem)] lg:order-2 lg:mb-0"
        />
        <Form method="post" {...getFormProps(form)} className="space-y-6 lg:order-1">
          <EditorSection {...SECTIONS.banner}>
            <TextInput field={f.menuLabel} label={label("menuLabel")} />
            <TextInput field={f.title} label={label("title")} />
            <TextInput field={f.lead} label={label("lead")} multiline="short" />
            <TextInput
              field={f.metaDescription}
              label={label("metaDescription")}
              hint="O resumo que aparece no Google: de 120 a 160 caracteres."
              multiline="short"
            />
          </EditorSection>

          <EditorSection {...SECTIONS.about}>
            <TextListInput
              form={form}
              field={f.about}
              label={label("about")}
              itemName="parágrafo"
              multiline
            />
            <TextListInput
              form={form}
              field={f.highlights}
              label={label("highlights")}
              itemName="destaque"
              multiline={false}
            />
            <TextListInput form={form} field={f.audience} label={label("audience")} itemName="público" />
            <ListInput
              form={form}
              field={f.variants}
              label={label("variants")}
              itemName="modalidade"
              newItem={emptyItem}
            >
              {item("Modalidade")}
            </ListInput>
          </EditorSection>

          {category === "insurances" ? (
            <>
              <EditorSection {...SECTIONS.coverages}>
                <ListInput
                  form={form}
                  field={f.coverages}
                  label={label("coverages")}
                  itemName="cobertura"
                  newItem={emptyItem}
                >
                  {item("Cobertura")}
                </ListInput>
                <TextListInput
                  form={form}
                  field={f.exclusions}
                  label={label("exclusions")}
                  itemName="exclusão"
                />
                <TextListInput
                  form={form}
                  field={f.assistances}
                  label={label("assistances")}
                  itemName="assistência"
                />
              </EditorSection>
              <EditorSection {...SECTIONS.quoteAndClaim}>
                <TextListInput
                  form={form}
                  field={f.quoteNeeds}
                  label={label("quoteNeeds")}
                  itemName="documento"
                />
                <TextListInput
                  form={form}
                  field={f.howItWorks}
                  label={label("howItWorks")}
                  itemName="passo"
                />
                <TextListInput
                  form={form}
                  field={f.claimSteps}
                  label={label("claimSteps")}
                  itemName="passo do sinistro"
                />
                <TextInput
                  field={f.specialist.getFieldset().reason}
                  label={label("specialist")}
                  hint="Preencha para os seguros que o portal de cotação não calcula: o botão principal leva ao formulário de contato. Em branco, o botão principal abre o portal."
                  multiline
                />
              </EditorSection>
            </>
          ) : (
            <EditorSection {...SECTIONS.financial}>
              <TextInput field={f.role} label={label("role")} multiline />
              <TextInput field={f.regulator} label={label("regulator")} multiline />
              <ListInput
                form={form}
                field={f.mechanics}
                label={label("mechanics")}
                itemName="item"
                newItem={emptyItem}
              >
                {item("Item")}
              </ListInput>
              <TextListInput form={form} field={f.checklist} label={label("checklist")} itemName="ponto" />
              <TextListInput form={form} field={f.howItWorks} label={label("howItWorks")} itemName="passo" />
            </EditorSection>
          )}
          {category === "financial" && (
            <PartnerInstitutionSection fields={f.partnerInstitution.getFieldset()} />
          )}

          <EditorSection {...SECTIONS.faqs} hint="Também vão para os dados estruturados (FAQ) da página.">
            <ListInput
              form={form}
              field={f.faqs}
              label={label("faqs")}
              namedBySection
              itemName="pergunta"
              newItem={{ question: "", answer: "" }}
            >
              {(faq, index) => {
                const parts = faq.getFieldset();
                return (
                  <>
                    <TextInput field={parts.question} label={`Pergunta ${index + 1}`} />
                    <TextInput field={parts.answer} label={`Resposta ${index + 1}`} multiline />
                  </>
                );
              }}
            </ListInput>
          </EditorSection>

          <EditorSection
            {...SECTIONS.quotes}
            hint="O primeiro é o principal. O caminho vem da tabela do portal de cotação."
          >
            <ListInput
              form={form}
              field={f.quotes}
              label={label("quotes")}
              namedBySection
              itemName="botão"
              newItem={{ label: "", quotePath: "several" }}
            >
              {(quote, index) => {
                const parts = quote.getFieldset();
                return (
                  <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
                    <TextInput field={parts.label} label={`Texto do botão ${index + 1}`} />
                    <SelectInput
                      field={parts.quotePath}
                      label={`Caminho do botão ${index + 1}`}
                      options={quotePathOptions}
                    />
                  </div>
                );
              }}
            </ListInput>
          </EditorSection>

          <SaveBar form={form} label="Salvar página" saving={saving} />
        </Form>
      </div>
    </>
  );
}

import { type DefaultValue, getFormProps } from "@conform-to/react";
import { invariantResponse } from "@epic-web/invariant";
import { ExternalLink, EyeOff } from "lucide-react";
import { Form, href, Link } from "react-router";
import { requireAdmin } from "~/.server/accounts";
import { CONTENT_DONE, productEditor, saveProductContent } from "~/.server/content";
import { appOf, redirectWithFlash, schemaFormAction } from "~/.server/platform";
import { type EditorField, SelectInput, TextInput, TextInputs } from "~/components/forms/conform-fields";
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
      <TextInputs
        fields={fields}
        inputs={[
          { name: "name" },
          { name: "cnpj" },
          {
            name: "role",
            hint: "Por exemplo: “Atuamos como correspondente no País do Banco X; a análise, a aprovação e o contrato são do Banco X.”",
            multiline: "short",
          },
          { name: "sac" },
          { name: "ouvidoria" },
          {
            name: "destination",
            hint: "Para onde vai o pedido, por exemplo: “O pedido vai ao Banco X, que faz a análise.” O botão da página abre sempre o portal de cotação de seguros da corretora (o caminho é o da especificação): não escreva que ele envia dados ao banco se não for verdade. Com a instituição indicada, “O nosso papel” passa a mostrar o texto de “nossa relação com ela” e a política de privacidade ganha a linha dos pedidos encaminhados a ela; revise também “Como contratar”.",
            multiline: "short",
          },
        ]}
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

/**
 * The lists of plain text, by field: what one item is called on its buttons ("Adicionar passo")
 * and how tall its input is (a paragraph, a one-line phrase, or the default sentence or two).
 */
const TEXT_LISTS = {
  about: { itemName: "parágrafo", multiline: true },
  highlights: { itemName: "destaque", multiline: false },
  audience: { itemName: "público" },
  exclusions: { itemName: "exclusão" },
  assistances: { itemName: "assistência" },
  quoteNeeds: { itemName: "documento" },
  howItWorks: { itemName: "passo" },
  claimSteps: { itemName: "passo do sinistro" },
  checklist: { itemName: "ponto" },
} as const satisfies Record<string, { itemName: string; multiline?: boolean }>;

/** The lists of "title + text" items, by field: the item on its buttons, and in its fields' labels. */
const TITLED_LISTS = {
  variants: { itemName: "modalidade", what: "Modalidade" },
  coverages: { itemName: "cobertura", what: "Cobertura" },
  mechanics: { itemName: "item", what: "Item" },
} as const;

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
  /** The page's lists of plain text, in the order given (see `TEXT_LISTS`). */
  const textLists = (...names: Array<keyof typeof TEXT_LISTS>) =>
    names.map((name) => <TextListInput key={name} form={form} field={f[name]} {...TEXT_LISTS[name]} />);
  /** A list of "title + text" items: each item's fields are named by its number ("Cobertura 2: título"). */
  const titledList = (name: keyof typeof TITLED_LISTS) => {
    const { itemName, what } = TITLED_LISTS[name];
    return (
      <ListInput form={form} field={f[name]} itemName={itemName} newItem={{ title: "", description: "" }}>
        {(field: TitledItem, index: number) => {
          const parts = field.getFieldset();
          return (
            <>
              <TextInput field={parts.title} label={`${what} ${index + 1}: título`} />
              <TextInput field={parts.description} label={`${what} ${index + 1}: texto`} multiline />
            </>
          );
        }}
      </ListInput>
    );
  };

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
            <TextInputs
              fields={f}
              inputs={[
                { name: "menuLabel" },
                { name: "title" },
                { name: "lead", multiline: "short" },
                {
                  name: "metaDescription",
                  hint: "O resumo que aparece no Google: de 120 a 160 caracteres.",
                  multiline: "short",
                },
              ]}
            />
          </EditorSection>

          <EditorSection {...SECTIONS.about}>
            {textLists("about", "highlights", "audience")}
            {titledList("variants")}
          </EditorSection>

          {category === "insurances" ? (
            <>
              <EditorSection {...SECTIONS.coverages}>
                {titledList("coverages")}
                {textLists("exclusions", "assistances")}
              </EditorSection>
              <EditorSection {...SECTIONS.quoteAndClaim}>
                {textLists("quoteNeeds", "howItWorks", "claimSteps")}
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
              <TextInput field={f.role} multiline />
              <TextInput field={f.regulator} multiline />
              {titledList("mechanics")}
              {textLists("checklist", "howItWorks")}
            </EditorSection>
          )}
          {category === "financial" && (
            <PartnerInstitutionSection fields={f.partnerInstitution.getFieldset()} />
          )}

          <EditorSection {...SECTIONS.faqs} hint="Também vão para os dados estruturados (FAQ) da página.">
            <ListInput
              form={form}
              field={f.faqs}
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

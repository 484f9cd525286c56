import { invariantResponse } from "@epic-web/invariant";
import {
  Check,
  ChevronDown,
  CircleX,
  ClipboardList,
  ExternalLink,
  Info,
  MessageCircle,
  Phone,
  ShieldCheck,
} from "lucide-react";
import { href, Link } from "react-router";
import { findProduct } from "~/.server/content";
import { InPageLink } from "~/components/in-page-link";
import { InsuranceGlossary } from "~/components/insurance-glossary";
import { NewTabLink } from "~/components/new-tab-link";
import { productIcons } from "~/content/product-icons";
import {
  contactPathFor,
  type FinancialProduct,
  type InsuranceProduct,
  type ProductItem,
  productPath,
  SPECIALIST_QUOTE_LABEL,
  TALK_TO_BROKER_LABEL,
} from "~/content/product-types";
import { rootDataFrom, useQuoteUrl } from "~/root-data";
import { breadcrumbJsonLd, faqJsonLd, pageMeta } from "~/seo";
import type { Route } from "./+types/product";

const categoryLabel = { insurances: "Seguros", financial: "Financeiros" } as const;

/**
 * The product comes from the loader, so a visitor's browser downloads one product's copy (in the
 * page's data) instead of every product's in the route's JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  // Each product path is its own route (app/route-list.ts); a product an admin has hidden
  // answers 404 until shown again.
  const product = findProduct({ path: new URL(request.url).pathname });
  invariantResponse(product, "Not Found", { status: 404 });
  return { product };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const product = loaderData?.product;
  if (!product) return [];
  const root = rootDataFrom(matches);
  const { siteUrl } = root;
  const path = productPath(product);
  return pageMeta({
    title: product.title,
    description: product.metaDescription,
    path,
    root,
    jsonLd: [breadcrumbJsonLd(siteUrl, [{ name: product.title, path }]), faqJsonLd(product.faqs)],
  });
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const Icon = productIcons[product.slug] ?? ShieldCheck;
  const quoteUrl = useQuoteUrl();
  const mainQuote = product.quotes[0];
  const contactHref = contactPathFor(product);
  const specialist = product.category === "insurances" && product.specialist;

  return (
    <>
      <section className="bg-navy-900 text-white">
        <div className="container-page py-12 sm:py-16">
          <nav aria-label="Trilha de navegação" className="text-sm text-brand-200">
            <ol className="flex flex-wrap items-center gap-2">
              <li>
                <Link to={href("/")} className="underline-offset-4 hover:text-white hover:underline">
                  Início
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li>{categoryLabel[product.category]}</li>
              <li aria-hidden="true">/</li>
              <li aria-current="page" className="text-white">
                {product.menuLabel}
              </li>
            </ol>
          </nav>
          <div className="mt-8 flex items-start gap-5">
            <span className="hidden h-16 w-16 shrink-0 items-center justify-center rounded-2xl bg-white/10 text-amber-400 sm:inline-flex">
              <Icon aria-hidden="true" className="h-8 w-8" />
            </span>
            <div>
              <h1 className="text-3xl font-extrabold leading-tight tracking-tight sm:text-5xl">
                {product.title}
              </h1>
              <p className="mt-4 max-w-2xl text-lg text-brand-100">{product.lead}</p>
              <div className="mt-8 flex flex-wrap gap-3">
                <InPageLink targetId="sobre" className="btn btn-on-dark">
                  Saiba mais
                </InPageLink>
                {specialist ? (
                  <Link to={contactHref} className="btn btn-quote">
                    {SPECIALIST_QUOTE_LABEL}
                  </Link>
                ) : (
                  mainQuote && (
                    <NewTabLink href={quoteUrl(mainQuote.quotePath)} className="btn btn-quote">
                      {mainQuote.label} <ExternalLink aria-hidden="true" className="h-4 w-4" />
                    </NewTabLink>
                  )
                )}
              </div>
            </div>
          </div>
        </div>
      </section>

      <div className="container-page grid gap-12 py-14 sm:py-16 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-14">
          <section id="sobre" aria-labelledby="sobre-titulo" className="scroll-mt-24">
            <h2 id="sobre-titulo" className="text-2xl font-extrabold text-navy-900 sm:text-3xl">
              O que você precisa saber
            </h2>
            <div className="mt-5 space-y-4 text-lg leading-relaxed">
              {product.about.map((text, index) => (
                <p key={`${index}-${text}`}>{text}</p>
              ))}
            </div>
            {product.highlights.length > 0 && (
              <ul className="mt-6 flex flex-wrap gap-2" aria-label="Destaques">
                {product.highlights.map((text, index) => (
                  <li
                    key={`${index}-${text}`}
                    className="rounded-full bg-amber-100 px-4 py-2 text-sm font-semibold text-navy-900"
                  >
                    {text}
                  </li>
                ))}
              </ul>
            )}
            {product.category === "financial" && <RoleNote product={product} />}
          </section>

          {product.variants && product.variants.length > 0 && (
            <Section id="modalidades" title="Modalidades">
              <ItemGrid items={product.variants} bordered />
            </Section>
          )}

          <Section id="para-quem" title="Para quem é">
            <CheckList items={product.audience} />
          </Section>

          {product.category === "insurances" ? (
            <InsuranceBlocks product={product} />
          ) : (
            <FinancialBlocks product={product} />
          )}

          <Section id="perguntas" title="Perguntas frequentes">
            <div className="divide-y divide-line rounded-[var(--radius-card)] border border-line">
              {product.faqs.map((faq, index) => (
                <details key={`${index}-${faq.question}`} className="group p-5">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-bold text-navy-900">
                    {faq.question}
                    <ChevronDown
                      aria-hidden="true"
                      className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <p className="mt-3 text-muted">{faq.answer}</p>
                </details>
              ))}
            </div>
          </Section>
        </div>

        <aside aria-labelledby="cotacao-titulo" className="lg:sticky lg:top-28 lg:self-start">
          <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-card">
            {product.illustration && (
              <img
                src={`/images/showcase/${product.illustration}.svg`}
                alt=""
                width={480}
                height={360}
                loading="lazy"
                decoding="async"
                className="mb-4 aspect-[4/3] w-full rounded-2xl bg-brand-50"
              />
            )}
            <h2 id="cotacao-titulo" className="text-xl font-extrabold text-navy-900">
              {specialist ? "Cotação com um especialista" : "Faça sua simulação"}
            </h2>
            <p className="mt-2 text-[0.9375rem] text-muted">
              {specialist
                ? specialist.reason
                : product.category === "insurances"
                  ? "Uma simulação, orçamentos de várias seguradoras por e-mail ou WhatsApp."
                  : "A simulação abre no portal parceiro, em nova aba. Quem analisa a proposta e decide é a instituição."}
            </p>
            <div className="mt-5 flex flex-col gap-3">
              {specialist && (
                <Link to={contactHref} className="btn btn-quote w-full" data-testid="specialist-button">
                  {SPECIALIST_QUOTE_LABEL}
                </Link>
              )}
              {specialist && (
                <p className="text-sm text-muted">
                  Você também pode abrir o portal de cotação; o preço final deste seguro sai da análise da
                  seguradora.
                </p>
              )}
              {product.quotes.map((quote, index) => (
                <NewTabLink
                  key={`${index}-${quote.label}`}
                  href={quoteUrl(quote.quotePath)}
                  className={`btn w-full ${quote === mainQuote && !specialist ? "btn-quote" : "btn-ghost"}`}
                  data-testid="quote-button"
                >
                  {quote.label} <ExternalLink aria-hidden="true" className="h-4 w-4" />
                </NewTabLink>
              ))}
              {!specialist && (
                <Link to={contactHref} className="btn btn-ghost w-full">
                  <MessageCircle aria-hidden="true" className="h-4 w-4" /> {TALK_TO_BROKER_LABEL}
                </Link>
              )}
            </div>
          </div>
        </aside>
      </div>

      <section aria-labelledby="bloco-final-titulo" className="bg-brand-50 py-14">
        <div className="container-page flex flex-col items-start justify-between gap-6 md:flex-row md:items-center">
          <div>
            <h2 id="bloco-final-titulo" className="text-2xl font-extrabold text-navy-900">
              {product.category === "insurances"
                ? "Proteção certa, sem complicação"
                : "Dúvidas antes de assinar?"}
            </h2>
            <p className="mt-2 max-w-xl text-muted">
              {product.category === "insurances"
                ? "Compare seguradoras e conte com um corretor registrado na SUSEP do início ao fim, da cotação ao sinistro."
                : "Um corretor ajuda você a ler a proposta e a comparar o custo efetivo total."}
            </p>
          </div>
          <Link to={contactHref} className="btn btn-primary">
            {TALK_TO_BROKER_LABEL}
          </Link>
        </div>
      </section>
    </>
  );
}

/** What only insurance pages have: exclusions, what the quote needs, claims, glossary. */
function InsuranceBlocks({ product }: { product: InsuranceProduct }) {
  return (
    <>
      <Section id="coberturas" title="Principais coberturas">
        <ItemGrid items={product.coverages} />
        <p className="mt-4 text-sm text-muted">
          Coberturas, limites e carências variam conforme a seguradora e o plano escolhido.
        </p>
      </Section>

      <Section id="exclusoes" title="O que não está coberto">
        <IconList items={product.exclusions} icon={CircleX} iconClass="text-danger-700" />
        <p className="mt-4 text-sm text-muted">
          A lista completa está nas condições gerais do plano escolhido.
        </p>
      </Section>

      {product.assistances.length > 0 && (
        <Section id="assistencias" title="Assistências e serviços">
          <CheckList items={product.assistances} />
        </Section>
      )}

      <Section id="cotacao-documentos" title="O que a cotação pede">
        <div className="rounded-[var(--radius-card)] bg-surface p-5 sm:p-6">
          <IconList items={product.quoteNeeds} icon={ClipboardList} iconClass="text-brand-700" />
        </div>
      </Section>

      <Section id="como-contratar" title="Como contratar">
        <Steps steps={product.howItWorks} />
      </Section>

      <Section id="sinistro" title="Em caso de sinistro">
        <Steps steps={product.claimSteps} />
        <p className="mt-6 flex gap-3 rounded-[var(--radius-card)] border border-line p-5">
          <Phone aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          <span>
            O telefone de assistência e de aviso de sinistro da sua seguradora está na apólice; o site de cada
            seguradora está na página{" "}
            <Link
              to={href("/insurers")}
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              Seguradoras Parceiras
            </Link>
            . Se preferir, o seu corretor abre o aviso de sinistro com você.
          </span>
        </p>
      </Section>

      <InsuranceGlossary />
    </>
  );
}

/** What only financial pages have: how it works (not advantages) and what to check before signing. */
function FinancialBlocks({ product }: { product: FinancialProduct }) {
  return (
    <>
      <Section id="como-funciona" title="Como funciona">
        <ItemGrid items={product.mechanics} />
      </Section>

      <Section id="antes-de-assinar" title="Antes de assinar, confira">
        <CheckList items={product.checklist} />
      </Section>

      <Section id="como-contratar" title="Como contratar">
        <Steps steps={product.howItWorks} />
      </Section>
    </>
  );
}

/** The brokerage's role on a financial page and who supervises the institution. */
function RoleNote({ product }: { product: FinancialProduct }) {
  return (
    <div className="mt-8 flex gap-4 rounded-[var(--radius-card)] border border-brand-200 bg-brand-50 p-5 sm:p-6">
      <Info aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
      <div>
        <h3 className="font-bold text-navy-900">O nosso papel</h3>
        <p className="mt-2">{product.role}</p>
        <p className="mt-2 text-[0.9375rem] text-muted">{product.regulator}</p>
      </div>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className="scroll-mt-24">
      <h2 id={`${id}-titulo`} className="mb-6 text-2xl font-extrabold text-navy-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ItemGrid({ items, bordered = false }: { items: ProductItem[]; bordered?: boolean }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {items.map((item, index) => (
        <li
          key={`${index}-${item.title}`}
          className={`rounded-[var(--radius-card)] p-5 ${bordered ? "border border-line" : "bg-surface"}`}
        >
          <h3 className="font-bold text-navy-900">{item.title}</h3>
          <p className="mt-2 text-muted">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}

function Steps({ steps }: { steps: string[] }) {
  return (
    <ol className="space-y-4">
      {steps.map((step, index) => (
        <li key={`${index}-${step}`} className="flex gap-4">
          <span className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
            {index + 1}
          </span>
          <p className="pt-1.5">{step}</p>
        </li>
      ))}
    </ol>
  );
}

function IconList({
  items,
  icon: ItemIcon,
  iconClass,
}: {
  items: string[];
  icon: typeof Check;
  iconClass: string;
}) {
  return (
    <ul className="space-y-3">
      {items.map((text, index) => (
        <li key={`${index}-${text}`} className="flex gap-3">
          <ItemIcon aria-hidden="true" className={`mt-0.5 h-5 w-5 shrink-0 ${iconClass}`} />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}

function CheckList({ items }: { items: string[] }) {
  return <IconList items={items} icon={Check} iconClass="text-success-700" />;
}

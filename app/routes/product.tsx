import { invariantResponse } from "@epic-web/invariant";
import { ChevronDown, ExternalLink, ShieldCheck } from "lucide-react";
import { href, Link } from "react-router";
import { currentContent, findProduct } from "~/.server/content";
import { CheckList, ItemGrid, Section } from "~/components/content-blocks";
import { InPageLink } from "~/components/in-page-link";
import { NewTabLink } from "~/components/new-tab-link";
import { FinancialBlocks, InsuranceBlocks, RoleNote } from "~/components/product/category-blocks";
import { ContractNotice } from "~/components/product/contract-notice";
import { ProductBar } from "~/components/product/product-bar";
import { QuoteAside } from "~/components/product/quote-aside";
import { namePartner, partnerNames } from "~/content/partner-insurer-name";
import { productIcons } from "~/content/product-icons";
import { contactPathFor, productPath, SPECIALIST_QUOTE_LABEL } from "~/content/product-types";

import { rootDataFrom, useQuoteUrl, useTalkLabel } from "~/root-data";
import { breadcrumbJsonLd, faqJsonLd, pageMeta } from "~/seo";
import type { Route } from "./+types/product";

/**
 * The financial pages' closing line: what the brokerage can explain, never advice on credit, which
 * is the institution's (copy review 2, M8 and M9). Consórcio has no CET: its cost is the fee.
 */
function financialClosing(slug: string): string {
  return slug === "group-buying"
    ? "Explicamos como ler o contrato: a taxa de administração total, o fundo de reserva e as regras de reajuste. A análise e o contrato são da administradora."
    : "Explicamos como ler o custo efetivo total (CET) e o contrato. A análise e a proposta são da instituição.";
}

const categoryLabel = { insurances: "Seguros", financial: "Financeiros" } as const;

/**
 * The product comes from the loader, so a visitor's browser downloads one product's copy (in the
 * page's data) instead of every product's in the route's JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  // Each product path is its own route (app/route-list.ts); a product an admin has hidden
  // answers 404 until shown again.
  const found = findProduct({ path: new URL(request.url).pathname });
  invariantResponse(found, "Not Found", { status: 404 });
  // The copy's "{seguradora}" is the insurer marked as partner for this product (copy review 3, N-M1).
  const product = namePartner(found, partnerNames(found.slug, currentContent().insurers));
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
  const talk = useTalkLabel(product.category);
  const mainQuote = product.quotes[0];
  const contactHref = contactPathFor(product);
  const specialist = product.category === "insurances" && product.specialist;

  return (
    <>
      <section className="bg-navy-900 text-white" data-page-product={product.slug}>
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
                  <Link to={contactHref} className="btn btn-quote" data-demand="quote">
                    {SPECIALIST_QUOTE_LABEL}
                  </Link>
                ) : (
                  mainQuote && (
                    <NewTabLink
                      href={quoteUrl(mainQuote.quotePath)}
                      className="btn btn-quote"
                      data-demand="quote"
                    >
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

          <ContractNotice category={product.category} slug={product.slug} />

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

        <QuoteAside product={product} />
      </div>

      <section aria-labelledby="bloco-final-titulo" className="lazy-render bg-brand-50 py-14">
        <div className="container-page flex flex-col items-start justify-between gap-6 md:flex-row md:items-center">
          <div>
            <h2 id="bloco-final-titulo" className="text-2xl font-extrabold text-navy-900">
              {product.category === "insurances"
                ? "Proteção certa, sem complicação"
                : "Dúvidas antes de contratar?"}
            </h2>
            <p className="mt-2 max-w-xl text-muted">
              {product.category === "insurances"
                ? "Compare seguradoras e conte com uma corretora registrada na SUSEP do início ao fim, da cotação ao sinistro."
                : financialClosing(product.slug)}
            </p>
          </div>
          <Link to={contactHref} className="btn btn-primary">
            {talk}
          </Link>
        </div>
      </section>
      <ProductBar product={product} />
    </>
  );
}

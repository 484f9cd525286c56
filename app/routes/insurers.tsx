import { ExternalLink, Phone, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, href, Link } from "react-router";
import { currentContent, findProduct } from "~/.server/content";
import { InsurerMark } from "~/components/insurer-logo";
import { NewTabLink } from "~/components/new-tab-link";
import { insurerDirectory as page } from "~/content/insurer-directory";
import { INSURER_PHONE_KINDS, type InsurerPhoneKind } from "~/content/insurer-labels";
import { productPath } from "~/content/product-types";
import { filterByName, MAX_QUERY_LENGTH, normaliseQuery } from "~/lib/insurer-filter";
import { displayPhone, telHref } from "~/lib/phone-links";
import { rootDataFrom } from "~/root-data";
import { breadcrumbJsonLd, pageMeta } from "~/seo";
import type { Route } from "./+types/insurers";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  const { siteUrl } = root;
  return pageMeta({
    title: page.title,
    description: page.description,
    path: href("/insurers"),
    root,
    jsonLd: [breadcrumbJsonLd(siteUrl, [{ name: page.title, path: href("/insurers") }])],
  });
};

/** The 24 h line first, then claims, the general service line, SAC and ombudsman. */
const PHONE_ORDER: InsurerPhoneKind[] = ["assistance", "claims", "service", "sac", "ombudsman"];

/**
 * The emergency directory: the public side of every visible insurer (never the internal one),
 * and ?q= filters by name on the server, so the search works without JavaScript. Only insurers an
 * admin marked as partners are listed as such (insurer-directory.ts). The query is normalised
 * (decision 050): one cached page per search, and the box shows it as searched ("porto").
 */
export function loader({ request }: Route.LoaderArgs) {
  const q = normaliseQuery(new URL(request.url).searchParams.get("q"));
  const insurers = currentContent()
    .insurers.filter((i) => !i.hidden)
    .map((i) => ({
      id: i.id,
      name: i.name,
      website: i.website,
      note: i.note,
      partner: i.partner,
      logo: i.logo,
      monogram: i.monogram,
      color: i.color,
      phones: [...i.phones]
        .sort((a, b) => PHONE_ORDER.indexOf(a.kind) - PHONE_ORDER.indexOf(b.kind))
        .map((p) => ({
          kind: p.kind,
          label: INSURER_PHONE_KINDS[p.kind],
          display: displayPhone(p.number),
          href: telHref(p.number),
        })),
      claimLinks: i.productSlugs.flatMap((slug) => {
        const product = findProduct({ slug });
        return product?.category === "insurances"
          ? [{ label: product.menuLabel, to: `${productPath(product)}#sinistro` }]
          : [];
      }),
    }));
  return { q, insurers, anyPartner: insurers.some((i) => i.partner) };
}

type Card = Route.ComponentProps["loaderData"]["insurers"][number];

export default function InsurersPage({ loaderData }: Route.ComponentProps) {
  const [query, setQuery] = useState(loaderData.q);
  // While too many new searches arrive at once, the server answers ?q= with the whole list
  // (decision 050): the search in the address is then applied here.
  useEffect(() => {
    const asked = normaliseQuery(new URLSearchParams(window.location.search).get("q"));
    if (asked && !loaderData.q) setQuery(asked);
  }, [loaderData.q]);
  const shown = filterByName(loaderData.insurers, query);
  const partners = shown.filter((i) => i.partner);
  const others = shown.filter((i) => !i.partner);
  return (
    <>
      <section className="bg-navy-900 text-white">
        <div className="container-page py-12 sm:py-16">
          <p className="eyebrow !text-amber-400">{page.eyebrow}</p>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-5xl">{page.title}</h1>
          {page.intro.map((text) => (
            <p key={text} className="mt-4 max-w-3xl text-lg text-brand-100">
              {text}
            </p>
          ))}
          <Form
            method="get"
            role="search"
            className="mt-8 flex max-w-xl gap-2"
            onSubmit={(e) => e.preventDefault()}
          >
            <label htmlFor="busca-seguradora" className="sr-only">
              Buscar seguradora pelo nome
            </label>
            <input
              id="busca-seguradora"
              name="q"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Digite o nome da sua seguradora"
              autoComplete="off"
              maxLength={MAX_QUERY_LENGTH}
              className="field flex-1 !text-navy-900"
            />
            <button type="submit" className="btn btn-quote">
              <Search aria-hidden="true" className="h-4 w-4" /> Buscar
            </button>
          </Form>
        </div>
      </section>
      <div className="container-page py-12 sm:py-16">
        <p role="status" className="mb-6 text-muted">
          {shown.length === 0
            ? `Nenhuma seguradora com “${query}” no nome.`
            : query
              ? `${shown.length} ${shown.length === 1 ? "seguradora encontrada" : "seguradoras encontradas"}.`
              : ""}
        </p>
        {partners.length > 0 && <CardList title={page.partnersTitle} insurers={partners} />}
        {others.length > 0 && (
          <CardList
            title={page.othersTitle(loaderData.anyPartner)}
            note={page.othersNote}
            insurers={others}
          />
        )}
      </div>
    </>
  );
}

function CardList({ title, note, insurers }: { title: string; note?: string; insurers: Card[] }) {
  return (
    <section aria-label={title} className="mb-12">
      <h2 className="mb-5 text-2xl font-extrabold text-navy-900">{title}</h2>
      {note && <p className="-mt-2 mb-5 max-w-3xl text-muted">{note}</p>}
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {insurers.map((insurer) => (
          <InsurerCard key={insurer.id} insurer={insurer} />
        ))}
      </ul>
    </section>
  );
}

function InsurerCard({ insurer }: { insurer: Card }) {
  const [first, ...rest] = insurer.phones;
  return (
    <li
      className="lazy-render flex flex-col rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-card [--lazy-render-height:14.5rem]"
      data-testid="insurer-card"
    >
      <div className="flex items-center gap-4">
        <InsurerMark insurer={insurer} loading="lazy" className="h-14 w-14 shrink-0" />
        <h3 className="text-lg font-bold leading-snug text-navy-900">{insurer.name}</h3>
      </div>
      {insurer.note && <p className="mt-3 text-[0.9375rem] text-muted">{insurer.note}</p>}
      <div className="mt-4 flex-1 space-y-3">
        {first ? (
          <a
            href={first.href}
            className={`btn w-full ${first.kind === "assistance" ? "btn-quote" : "btn-ghost"}`}
          >
            <Phone aria-hidden="true" className="h-4 w-4" />
            <span>
              {first.label}: {first.display}
            </span>
          </a>
        ) : (
          <p className="text-[0.9375rem] text-muted">{page.noPhone}</p>
        )}
        {rest.length > 0 && (
          <ul className="space-y-1 text-[0.9375rem]">
            {rest.map((phone) => (
              <li key={phone.kind}>
                <span className="text-muted">{phone.label}: </span>
                <a
                  href={phone.href}
                  className="font-semibold text-navy-900 underline-offset-4 hover:underline"
                >
                  {phone.display}
                </a>
              </li>
            ))}
          </ul>
        )}
        {insurer.claimLinks.length > 0 && (
          <p className="text-[0.9375rem]">
            <span className="text-muted">Como abrir um sinistro: </span>
            {insurer.claimLinks.map((link, index) => (
              <span key={link.to}>
                {index > 0 && ", "}
                <Link to={link.to} className="font-semibold text-brand-700 underline underline-offset-4">
                  {link.label}
                </Link>
              </span>
            ))}
          </p>
        )}
      </div>
      <NewTabLink href={insurer.website} className="btn btn-ghost mt-5 w-full">
        Acessar seguradora <ExternalLink aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only"> {insurer.name}</span>
      </NewTabLink>
    </li>
  );
}

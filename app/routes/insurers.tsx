import { ExternalLink, Phone } from "lucide-react";
import { href } from "react-router";
import { InsurerLogo } from "~/components/insurer-logo";
import { NewTabLink } from "~/components/new-tab-link";
import { insurers } from "~/content/insurers";
import { breadcrumbJsonLd, pageMeta, rootDataFrom } from "~/lib/seo";
import type { Route } from "./+types/insurers";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  const { siteUrl } = root;
  return pageMeta({
    title: "Seguradoras Parceiras",
    description:
      "Sites das seguradoras parceiras: fale com a sua seguradora em caso de dúvidas, reclamações ou emergências e acesse a sua apólice no portal do cliente.",
    path: href("/insurers"),
    root,
    jsonLd: [breadcrumbJsonLd(siteUrl, [{ name: "Seguradoras Parceiras", path: href("/insurers") }])],
  });
};

export default function InsurersPage() {
  return (
    <>
      <section className="bg-navy-900 text-white">
        <div className="container-page py-12 sm:py-16">
          <p className="eyebrow !text-amber-400">Fale com sua seguradora</p>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-5xl">Seguradoras Parceiras</h1>
          <p className="mt-4 max-w-3xl text-lg text-brand-100">
            Em caso de sinistro ou emergência, ligue para a central da sua seguradora: o número está na sua
            apólice e no site dela. Para a apólice, boletos e o andamento de um sinistro, use o portal do
            cliente no site da seguradora; reclamações vão ao SAC e, sem solução, à Ouvidoria, indicados no
            mesmo site.
          </p>
        </div>
      </section>
      <section aria-label="Lista de seguradoras" className="container-page py-12 sm:py-16">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {insurers.map((insurer) => (
            <li
              key={insurer.id}
              className="flex flex-col rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-card"
              data-testid="insurer-card"
            >
              <div className="flex items-center gap-4">
                <InsurerLogo insurer={insurer} className="h-14 w-14 shrink-0" />
                <h2 className="text-lg font-bold leading-snug text-navy-900">{insurer.name}</h2>
              </div>
              <p className="mt-4 flex flex-1 items-start gap-2 text-[0.9375rem] text-muted">
                <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                {insurer.phone ? (
                  <span>
                    <span className="block">{insurer.phone.label}</span>
                    <a
                      href={insurer.phone.href}
                      className="font-semibold text-navy-900 underline-offset-4 hover:underline"
                    >
                      {insurer.phone.display}
                    </a>
                  </span>
                ) : (
                  <span>Consulte os canais de atendimento no site da seguradora.</span>
                )}
              </p>
              <NewTabLink href={insurer.website} className="btn btn-ghost mt-5 w-full">
                Acessar seguradora <ExternalLink aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only"> {insurer.name}</span>
              </NewTabLink>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

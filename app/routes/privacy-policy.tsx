import { href } from "react-router";
import { CONFIRM_TTL_MS, RESET_TTL_MS, SESSION_IDLE_MS, SESSION_TTL_MS } from "~/.server/accounts";
import { RETENTION_YEARS } from "~/.server/book";
import { currentContent, visibleProducts } from "~/.server/content";
import { appOf } from "~/.server/platform";
import { privacyPolicy, privacyPolicyUpdatedAt } from "~/content/privacy-policy";
import { hasPartnerInstitution } from "~/content/product-types";
import { rootDataFrom } from "~/root-data";
import { breadcrumbJsonLd, pageMeta } from "~/seo";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  const { siteUrl } = root;
  return pageMeta({
    title: "Política de Privacidade",
    description:
      "Como tratamos e protegemos os seus dados pessoais conforme a LGPD: quem é o controlador, para que usamos os dados, por quanto tempo e como exercer seus direitos.",
    path: href("/privacy-policy"),
    root,
    jsonLd: [breadcrumbJsonLd(siteUrl, [{ name: "Política de Privacidade", path: href("/privacy-policy") }])],
  });
};

export function loader({ context }: Route.LoaderArgs) {
  const app = appOf(context);
  const { env } = app;
  return {
    sections: privacyPolicy(
      currentContent().site,
      {
        contactDays: env.contactRetentionDays,
        leadDays: env.leadRetentionDays,
        openLeadDays: env.openLeadRetentionDays,
        auditDays: env.auditRetentionDays,
        sessionHours: SESSION_TTL_MS / 3_600_000,
        sessionIdleMinutes: SESSION_IDLE_MS / 60_000,
        resetLinkMinutes: RESET_TTL_MS / 60_000,
        confirmLinkDays: CONFIRM_TTL_MS / 86_400_000,
        bookYears: RETENTION_YEARS,
      },
      // The institutions the financial pages name: the policy gets their row (copy review 3, N-M4).
      visibleProducts().flatMap((product) =>
        product.category === "financial" && hasPartnerInstitution(product)
          ? [product.partnerInstitution.name]
          : [],
      ),
    ),
  };
}

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  return (
    <article className="container-page max-w-3xl py-12 sm:py-16">
      <p className="eyebrow">LGPD</p>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-navy-900 sm:text-4xl">
        Política de Privacidade
      </h1>
      <p className="mt-3 text-muted">Última atualização: {privacyPolicyUpdatedAt}.</p>
      <div className="mt-10 space-y-10">
        {loaderData.sections.map((section) => (
          <section key={section.title} aria-labelledby={slugify(section.title)} className="lazy-render">
            <h2 id={slugify(section.title)} className="text-xl font-extrabold text-navy-900">
              {section.title}
            </h2>
            {section.paragraphs?.map((text) => (
              <p key={text} className="mt-3 leading-relaxed">
                {text}
              </p>
            ))}
            {section.table && (
              <div className="mt-4 overflow-x-auto rounded-[var(--radius-card)] border border-line">
                <table className="w-full text-left text-[0.9375rem] leading-relaxed">
                  <thead className="bg-surface">
                    <tr>
                      {section.table.head.map((cell) => (
                        <th key={cell} scope="col" className="p-3 font-bold text-navy-900 sm:p-4">
                          {cell}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {section.table.rows.map(([what, detail]) => (
                      <tr key={what} className="border-t border-line align-top">
                        <td className="p-3 sm:p-4">{what}</td>
                        <td className="p-3 sm:p-4">{detail}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {section.items && (
              <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed marker:text-brand-600">
                {section.items.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </article>
  );
}

function slugify(text: string) {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

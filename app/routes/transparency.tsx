import { href } from "react-router";
import { currentContent } from "~/.server/content";
import { Pieces } from "~/components/transparency";
import { transparencySections } from "~/content/transparency";
import { rootDataFrom, useSiteDetails } from "~/root-data";
import { breadcrumbJsonLd, pageMeta } from "~/seo";
import type { Route } from "./+types/transparency";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  return pageMeta({
    title: "Transparência",
    description:
      "Quem é a corretora, como conferir o registro na SUSEP, como somos remunerados, com que seguradoras trabalhamos e onde reclamar.",
    path: href("/transparencia"),
    root,
    jsonLd: [breadcrumbJsonLd(root.siteUrl, [{ name: "Transparência", path: href("/transparencia") }])],
  });
};

/** The insurers the brokerage works for: the visible ones an admin marked as partners. */
export function loader() {
  return {
    partners: currentContent()
      .insurers.filter((i) => i.partner && !i.hidden)
      .map((i) => i.name),
  };
}

export default function TransparencyPage({ loaderData }: Route.ComponentProps) {
  const site = useSiteDetails();
  const linkClass = "font-semibold text-brand-700 underline underline-offset-4";
  return (
    <article className="container-page max-w-3xl py-12 sm:py-16">
      <p className="eyebrow">A corretora</p>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-navy-900 sm:text-4xl">Transparência</h1>
      <div className="mt-10 space-y-10">
        {transparencySections(site, loaderData.partners).map((section) => (
          <section key={section.title} aria-label={section.title} className="lazy-render">
            <h2 className="text-xl font-extrabold text-navy-900">{section.title}</h2>
            {section.paragraphs.map((pieces) => (
              <p
                key={pieces.map((p) => (typeof p === "string" ? p : p.text)).join("")}
                className="mt-3 leading-relaxed"
              >
                <Pieces pieces={pieces} linkClass={linkClass} />
              </p>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}

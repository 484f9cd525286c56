import { BadgeCheck, FileText, ListChecks, MessageCircle, MousePointerClick, Wallet } from "lucide-react";
import { useEffect } from "react";
import { href, Link, useLocation } from "react-router";
import { InPageLink } from "~/components/in-page-link";
import { NewTabLink } from "~/components/new-tab-link";
import { ServicesCarousel } from "~/components/services-carousel";
import { Showcase } from "~/components/showcase";
import { aboutUs, homeBanner, homeSteps } from "~/content/home";
import { whatsappHref } from "~/lib/phone-links";
import { scrollToHash } from "~/lib/smooth-scroll";
import { rootDataFrom, useAnswerPromise, useRootData, useTalkLabel } from "~/root-data";
import { pageMeta } from "~/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Início",
    description:
      "Corretora de seguros registrada na SUSEP: com uma única simulação, receba cotações de várias seguradoras para carro, casa, vida, empresa e mais.",
    path: "/",
    root: rootDataFrom(matches),
  });

const stepIcons = [MousePointerClick, ListChecks, Wallet, FileText];

export default function Home() {
  const location = useLocation();
  const { site, productLinks } = useRootData();
  const promise = useAnswerPromise();
  const talk = useTalkLabel();
  // On load, go to the element named by the URL hash (spec: 500 ms anchor scrolling).
  useEffect(() => {
    if (location.hash) scrollToHash(location.hash);
  }, [location.hash]);

  return (
    <>
      <section className="relative overflow-hidden bg-navy-900 text-white">
        <div className="container-page grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.1fr_0.9fr] lg:py-24">
          <div>
            <p className="eyebrow !text-amber-400">{site.tagline}</p>
            <h1 className="mt-4 text-4xl font-extrabold leading-[1.1] tracking-tight sm:text-5xl lg:text-6xl">
              {homeBanner.title}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-brand-100 sm:text-xl">{homeBanner.subtitle}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <InPageLink targetId="como-funciona" className="btn btn-quote">
                Saiba mais
              </InPageLink>
              <Link to={href("/contact/contact-us")} className="btn btn-on-dark">
                {talk}
              </Link>
            </div>
          </div>
          <img
            src="/images/hero.svg"
            alt=""
            width={560}
            height={440}
            fetchPriority="high"
            className="mx-auto hidden w-full max-w-md lg:block"
          />
        </div>
      </section>

      <section
        id="como-funciona"
        aria-labelledby="como-funciona-titulo"
        className="scroll-mt-24 py-16 sm:py-20"
      >
        <div className="container-page">
          <p className="eyebrow">Como funciona</p>
          <h2 id="como-funciona-titulo" className="mt-2 text-2xl font-extrabold text-navy-900 sm:text-3xl">
            Seu seguro em quatro passos
          </h2>
          <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {homeSteps.map((step, index) => {
              const Icon = stepIcons[index]!;
              return (
                <li
                  key={step.title}
                  className="relative rounded-[var(--radius-card)] border border-line bg-white p-6"
                >
                  <span className="flex items-center gap-3">
                    <span className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-brand-700 font-extrabold text-white">
                      {index + 1}
                    </span>
                    <Icon aria-hidden="true" className="h-6 w-6 text-brand-600" />
                  </span>
                  <h3 className="mt-5 font-bold text-navy-900">{step.title}</h3>
                  <p className="mt-2 text-[0.9375rem] text-muted">{step.text}</p>
                </li>
              );
            })}
          </ol>
        </div>
      </section>

      <div className="container-page pb-16 sm:pb-20">
        <ServicesCarousel />
      </div>

      <section
        id="quem-somos"
        aria-labelledby="quem-somos-titulo"
        className="lazy-render scroll-mt-24 bg-brand-50 py-16 sm:py-20"
      >
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.2fr]">
          <div>
            <p className="eyebrow">Sobre nós</p>
            <h2 id="quem-somos-titulo" className="mt-2 text-2xl font-extrabold text-navy-900 sm:text-3xl">
              QUEM SOMOS
            </h2>
            <ul className="mt-8 space-y-4">
              {[
                `Fundada em ${site.foundedYear}`,
                "Corretores registrados na SUSEP",
                "Atendimento em todo o Brasil",
              ].map((fact) => (
                <li key={fact} className="flex items-center gap-3 font-semibold text-navy-900">
                  <BadgeCheck aria-hidden="true" className="h-6 w-6 text-success-700" />
                  {fact}
                </li>
              ))}
            </ul>
          </div>
          <div className="space-y-4 text-lg leading-relaxed text-ink">
            {aboutUs(site).paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
            <p className="rounded-2xl bg-white p-5 text-base shadow-card">
              <strong className="text-navy-900">Registro SUSEP nº {site.susepRegistration}</strong>
              <br />
              Confira o registro de corretores no{" "}
              <NewTabLink
                href={site.industryLinks[0]?.url ?? "https://www.gov.br/susep"}
                className="font-semibold text-brand-700 underline underline-offset-4"
              >
                site da SUSEP
              </NewTabLink>
              .
            </p>
          </div>
        </div>
      </section>

      <Showcase productPaths={new Set(productLinks.map((link) => link.to))} />

      <section aria-labelledby="fale-titulo" className="lazy-render py-16 sm:py-20">
        <div className="container-page">
          <div className="flex flex-col items-start justify-between gap-6 rounded-[var(--radius-card)] bg-brand-700 p-8 text-white sm:p-12 md:flex-row md:items-center">
            <div>
              <h2 id="fale-titulo" className="text-2xl font-extrabold sm:text-3xl">
                Ficou com alguma dúvida?
              </h2>
              <p className="mt-2 max-w-xl text-brand-100">{promise.home}</p>
            </div>
            <div className="flex flex-wrap gap-3">
              <Link to={href("/contact/contact-us")} className="btn btn-on-dark">
                {talk}
              </Link>
              <NewTabLink href={whatsappHref(site.whatsapp)} className="btn btn-quote">
                <MessageCircle aria-hidden="true" className="h-4 w-4" />
                WhatsApp
              </NewTabLink>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}

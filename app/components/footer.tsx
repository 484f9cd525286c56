import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { href, Link } from "react-router";
import type { ProductLink } from "~/content/navigation";
import { endSentence, footerTransparency } from "~/content/transparency";
import { displayPhone, telHref, whatsappHref } from "~/lib/phone-links";
import { useSiteDetails } from "~/root-data";
import { BrandLogo } from "./brand-logo";
import { NewTabLink } from "./new-tab-link";
import { Pieces } from "./transparency";

const linkClass = "rounded text-brand-100 underline-offset-4 hover:text-white hover:underline";
/** A link inside running text must not rely on colour alone (WCAG 1.4.1): always underlined. */
const inTextLinkClass = "rounded text-brand-100 underline underline-offset-4 hover:text-white";

export function Footer({ productLinks }: { productLinks: ProductLink[] }) {
  const site = useSiteDetails();
  const { address } = site;
  return (
    <footer className="bg-navy-950 text-brand-100">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <div className="flex items-center gap-3">
            <BrandLogo site={site} onDark />
            <div>
              <p className="text-lg font-extrabold text-white">{site.name}</p>
              <p className="text-sm">{site.tagline}</p>
            </div>
          </div>
          <ul className="space-y-3 text-sm">
            <li className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <address className="not-italic">
                {address.street}, {address.district}
                <br />
                {address.city} – {address.state}, CEP {address.postalCode}
              </address>
            </li>
            <li className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <a className={linkClass} href={`mailto:${site.email}`}>
                {site.email}
              </a>
            </li>
            {site.phones.map((phone) => (
              <li key={phone.number} className="flex gap-2">
                <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <span>
                  {site.phones.length > 1 && `${phone.label}: `}
                  <a className={linkClass} href={telHref(phone.number)}>
                    {displayPhone(phone.number)}
                  </a>
                </span>
              </li>
            ))}
            <li className="flex gap-2">
              <MessageCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <NewTabLink className={linkClass} href={whatsappHref(site.whatsapp)}>
                WhatsApp {displayPhone(site.whatsapp)}
              </NewTabLink>
            </li>
            <li className="flex gap-2">
              <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>{site.openingHours}</span>
            </li>
          </ul>
        </div>

        <FooterColumn title="Seguros">
          <LinkItems links={productLinks.filter((p) => p.category === "insurances")} />
        </FooterColumn>

        <div className="space-y-10">
          <FooterColumn title="Financeiros">
            <LinkItems links={productLinks.filter((p) => p.category === "financial")} />
          </FooterColumn>
          <FooterColumn title="Institucional">
            <LinkItems links={institutionalLinks} />
          </FooterColumn>
        </div>

        <div className="space-y-10">
          <FooterColumn title="Links do setor">
            <LinkItems links={site.industryLinks.map(({ name, url }) => ({ name, href: url }))} />
          </FooterColumn>
          <FooterColumn title="Redes sociais">
            <LinkItems links={site.social.map(({ name, url }) => ({ name, href: url }))} />
          </FooterColumn>
        </div>
      </div>
      <section
        aria-label="Transparência"
        className="lazy-render border-t border-white/10"
        data-testid="footer-transparency"
      >
        <div className="container-page space-y-2 py-6 text-xs leading-relaxed text-brand-200">
          {footerTransparency(site).map((pieces) => (
            <p key={pieces.map((p) => (typeof p === "string" ? p : p.text)).join("")}>
              <Pieces pieces={pieces} linkClass={inTextLinkClass} />
            </p>
          ))}
          <p>
            <Link className={inTextLinkClass} to={href("/transparencia")}>
              Transparência: tudo sobre a corretora
            </Link>
          </p>
        </div>
      </section>
      <div className="lazy-render border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-6 text-xs text-brand-200 sm:flex-row sm:justify-between">
          <p>
            © {new Date().getFullYear()} {endSentence(site.legalName)} CNPJ {site.cnpj}.
          </p>
          <p>Registro SUSEP nº {site.susepRegistration}</p>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="mb-4 text-sm font-bold uppercase tracking-widest text-white">{title}</h2>
      <ul className="space-y-2 text-sm">{children}</ul>
    </div>
  );
}

/** Our own pages in the footer's "Institucional" column; href() makes a renamed route a build error. */
const institutionalLinks = [
  { label: "Quem somos", to: `${href("/")}#quem-somos` },
  { label: "Contato", to: href("/contact/contact-us") },
  { label: "Seguradoras Parceiras", to: href("/insurers") },
  { label: "Política de Privacidade", to: href("/privacy-policy") },
  { label: "Transparência", to: href("/transparencia") },
];

/** One column's items: our pages (`to`) as client-side links, other sites (`href`) in a new tab. */
function LinkItems({
  links,
}: {
  links: ReadonlyArray<{ label: string; to: string } | { name: string; href: string }>;
}) {
  return links.map((link) =>
    "to" in link ? (
      <li key={link.to}>
        <Link className={linkClass} to={link.to}>
          {link.label}
        </Link>
      </li>
    ) : (
      <li key={link.href}>
        <NewTabLink className={linkClass} href={link.href}>
          {link.name}
        </NewTabLink>
      </li>
    ),
  );
}

import { Clock, Mail, MessageCircle, Phone } from "lucide-react";
import { href } from "react-router";
import { findProduct } from "~/.server/content";
import { appOf, formAction, requestOf } from "~/.server/platform";
import { receiveContactMessage } from "~/.server/site";
import { ContactForm, PrivacyPolicyLink } from "~/components/contact-form";
import { NewTabLink } from "~/components/new-tab-link";
import { contactMessages } from "~/lib/contact-fields";
import { displayPhone, telHref, whatsappHref } from "~/lib/phone-links";
import { rootDataFrom, useAnswerPromise, useSiteDetails } from "~/root-data";
import { breadcrumbJsonLd, pageMeta } from "~/seo";
import type { Route } from "./+types/contact";

/** ?produto=<slug> from a product page: the title names the product, and so will the message. */
export function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).searchParams.get("produto");
  const product = findProduct({ slug });
  return { product: product ? { slug: product.slug, title: product.title } : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appOf(context);
  return formAction(request, contactMessages.failure, (form) =>
    receiveContactMessage(app, form, requestOf(context).clientAddress),
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataFrom(matches);
  const { siteUrl } = root;
  const title = loaderData?.product ? `Contato - ${loaderData.product.title}` : "Fale Conosco";
  return pageMeta({
    title,
    description:
      "Fale com a nossa equipe por e-mail, telefone ou WhatsApp: tire dúvidas, peça uma cotação ou envie sugestões e reclamações.",
    path: href("/contact/contact-us"),
    root,
    jsonLd: [breadcrumbJsonLd(siteUrl, [{ name: "Fale Conosco", path: href("/contact/contact-us") }])],
  });
};

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const site = useSiteDetails();
  const promise = useAnswerPromise();
  return (
    <>
      <section className="bg-navy-900 text-white" data-page-product={product?.slug}>
        <div className="container-page py-12 sm:py-16">
          <p className="eyebrow !text-amber-400">Atendimento</p>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-5xl">
            {product ? `Contato - ${product.title}` : "Fale Conosco"}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">{promise.contactPage}</p>
        </div>
      </section>
      <div className="container-page grid gap-12 py-12 sm:py-16 lg:grid-cols-[1fr_20rem]">
        <ContactForm product={product?.slug} />
        <aside aria-labelledby="outros-canais" className="lazy-render space-y-4">
          <h2 id="outros-canais" className="text-xl font-extrabold text-navy-900">
            Outros canais
          </h2>
          <ul className="space-y-3">
            {site.phones.map((phone) => (
              <li key={phone.number} className="flex items-center gap-3">
                <Phone aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-600" />
                <span>
                  {site.phones.length > 1 && <span className="text-muted">{phone.label}: </span>}
                  <a
                    className="font-semibold text-navy-900 underline-offset-4 hover:underline"
                    href={telHref(phone.number)}
                  >
                    {displayPhone(phone.number)}
                  </a>
                </span>
              </li>
            ))}
            <li className="flex items-center gap-3">
              <MessageCircle aria-hidden="true" className="h-5 w-5 text-brand-600" />
              <NewTabLink
                className="font-semibold text-navy-900 underline-offset-4 hover:underline"
                href={whatsappHref(site.whatsapp)}
              >
                WhatsApp {displayPhone(site.whatsapp)}
              </NewTabLink>
            </li>
            <li className="flex items-center gap-3">
              <Mail aria-hidden="true" className="h-5 w-5 text-brand-600" />
              <a
                className="font-semibold text-navy-900 underline-offset-4 hover:underline"
                href={`mailto:${site.email}`}
              >
                {site.email}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Clock aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-600" />
              <span>{site.openingHours}</span>
            </li>
          </ul>
          <p className="text-sm text-muted">
            Usamos os seus dados para responder a este contato e, se você pedir uma cotação, para obtê-la nas
            seguradoras. Saiba mais na <PrivacyPolicyLink />.
          </p>
        </aside>
      </div>
    </>
  );
}

import { ExternalLink, MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { Illustration } from "~/components/illustration";
import { NewTabLink } from "~/components/new-tab-link";
import { notNamedDestination } from "~/components/product/category-blocks";
import {
  contactPathFor,
  hasPartnerInstitution,
  type Product,
  SPECIALIST_QUOTE_LABEL,
} from "~/content/product-types";
import { useQuoteUrl, useTalkLabel } from "~/root-data";

/**
 * The product page's quote box: the portal's buttons (the first is the main one) and "talk to a
 * broker", or, for a line the portal cannot price, the specialist's contact first.
 */
export function QuoteAside({ product }: { product: Product }) {
  const quoteUrl = useQuoteUrl();
  const talk = useTalkLabel(product.category);
  const mainQuote = product.quotes[0];
  const contactHref = contactPathFor(product);
  const specialist = product.category === "insurances" && product.specialist;
  const heading = specialist
    ? "Cotação com um especialista"
    : product.category === "insurances"
      ? "Faça sua simulação"
      : "Para onde o botão leva";
  const text = specialist
    ? specialist.reason
    : product.category === "insurances"
      ? "Uma simulação, cotações de várias seguradoras por e-mail ou WhatsApp."
      : hasPartnerInstitution(product)
        ? product.partnerInstitution.destination
        : notNamedDestination(mainQuote?.label ?? "");
  return (
    <aside aria-labelledby="cotacao-titulo" className="lazy-render lg:sticky lg:top-28 lg:self-start">
      <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-card">
        {product.illustration && (
          <Illustration
            src={`/images/showcase/${product.illustration}.svg`}
            className="mb-4 aspect-[4/3] w-full rounded-2xl bg-brand-50"
          />
        )}
        <h2 id="cotacao-titulo" className="text-xl font-extrabold text-navy-900">
          {heading}
        </h2>
        <p className="mt-2 text-[0.9375rem] text-muted">{text}</p>
        <div className="mt-5 flex flex-col gap-3">
          {specialist && (
            <Link
              to={contactHref}
              className="btn btn-quote w-full"
              data-testid="specialist-button"
              data-demand="quote"
            >
              {SPECIALIST_QUOTE_LABEL}
            </Link>
          )}
          {specialist && (
            <p className="text-sm text-muted">
              Você também pode enviar os seus dados pelo portal de cotação; o preço deste seguro sai da
              análise da seguradora.
            </p>
          )}
          {product.quotes.map((quote, index) => (
            <NewTabLink
              key={`${index}-${quote.label}`}
              href={quoteUrl(quote.quotePath)}
              className={`btn w-full ${quote === mainQuote && !specialist ? "btn-quote" : "btn-ghost"}`}
              data-testid="quote-button"
              data-demand="quote"
            >
              {quote.label} <ExternalLink aria-hidden="true" className="h-4 w-4" />
            </NewTabLink>
          ))}
          {!specialist && (
            <Link to={contactHref} className="btn btn-ghost w-full">
              <MessageCircle aria-hidden="true" className="h-4 w-4" /> {talk}
            </Link>
          )}
        </div>
      </div>
    </aside>
  );
}

import { ExternalLink, MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { NewTabLink } from "~/components/new-tab-link";
import { contactPathFor, type Product, SPECIALIST_QUOTE_LABEL } from "~/content/product-types";
import { whatsappGreeting, whatsappHref } from "~/lib/phone-links";
import { useQuoteUrl, useSiteDetails } from "~/root-data";

/**
 * A product page's bar at phone widths (issue 29, decision 044): the main quote button and
 * WhatsApp stay at the bottom of the screen while the visitor scrolls. Plain links; the page
 * keeps room below its footer for it, and the scroll-to-top arrow stands above it (app.css).
 */
export function ProductBar({ product }: { product: Product }) {
  const site = useSiteDetails();
  const quoteUrl = useQuoteUrl();
  const mainQuote = product.quotes[0];
  const specialist = product.category === "insurances" && product.specialist;
  const button = "btn h-12 min-h-0 px-3 py-1 text-sm leading-tight";
  return (
    <div
      data-product-bar
      className="product-bar fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white sm:hidden"
    >
      <div className="flex gap-2">
        {specialist ? (
          <Link to={contactPathFor(product)} className={`${button} btn-quote flex-1`} data-demand="quote">
            {SPECIALIST_QUOTE_LABEL}
          </Link>
        ) : (
          mainQuote && (
            <NewTabLink
              href={quoteUrl(mainQuote.quotePath)}
              className={`${button} btn-quote flex-1`}
              data-demand="quote"
            >
              {mainQuote.label} <ExternalLink aria-hidden="true" className="h-4 w-4 shrink-0" />
            </NewTabLink>
          )
        )}
        <NewTabLink
          href={whatsappHref(site.whatsapp, whatsappGreeting(product.title))}
          className={`${button} btn-ghost shrink-0`}
        >
          <MessageCircle aria-hidden="true" className="h-5 w-5" /> WhatsApp
        </NewTabLink>
      </div>
    </div>
  );
}

import { MessageCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useMatches } from "react-router";
import { coversAControl, onPageMoves } from "~/lib/covers-control";
import { whatsappGreeting, whatsappHref } from "~/lib/phone-links";
import { useSiteDetails } from "~/root-data";

/** The product a public page is about: a product page's, or the contact form's from `?produto=`. */
export function usePageProduct(): { slug: string; title: string } | undefined {
  const matches = useMatches();
  for (const match of matches) {
    const product = (match.loaderData as { product?: { slug?: unknown; title?: unknown } } | undefined)
      ?.product;
    if (typeof product?.slug === "string" && typeof product.title === "string") {
      return { slug: product.slug, title: product.title };
    }
  }
  return undefined;
}

/**
 * The WhatsApp button that follows the visitor on public pages (issue 29, decision 044): a plain
 * link (works without JavaScript) whose message names the page's product. It stands above the
 * scroll-to-top arrow's corner, and like the arrow it steps aside while it would cover a control
 * (decision 038). On a product page at phone widths the product bar has WhatsApp instead, and
 * this one is hidden (app.css).
 */
export function WhatsAppFloat() {
  const site = useSiteDetails();
  const product = usePageProduct();
  const ref = useRef<HTMLAnchorElement>(null);
  const [clear, setClear] = useState(true);

  useEffect(
    () =>
      onPageMoves(() => {
        const link = ref.current;
        if (link) setClear(link === document.activeElement || !coversAControl(link));
      }),
    [],
  );

  return (
    <a
      ref={ref}
      href={whatsappHref(site.whatsapp, whatsappGreeting(product?.title))}
      target="_blank"
      rel="noopener noreferrer"
      data-demand-product={product?.slug}
      data-testid="whatsapp-float"
      className={`whatsapp-float inline-flex h-14 w-14 items-center justify-center rounded-full bg-[#128c7e] text-white shadow-card hover:bg-[#075e54] motion-safe:transition-opacity ${clear ? "opacity-100" : "pointer-events-none invisible opacity-0"}`}
    >
      <MessageCircle aria-hidden="true" className="h-7 w-7" />
      <span className="sr-only">
        {product ? `Conversar pelo WhatsApp sobre ${product.title}` : "Conversar pelo WhatsApp"} (abre em nova
        aba)
      </span>
    </a>
  );
}

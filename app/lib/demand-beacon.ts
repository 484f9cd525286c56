/**
 * The demand beacon's browser side (issue 29, decision 044): one delegated listener, so the links
 * themselves stay plain links that work without JavaScript. A click (or a middle click, which
 * opens a new tab) on a link marked `data-demand` (quote) or on a WhatsApp link posts the kind and
 * the product to our own server; nothing else leaves the page, and no cookie is involved.
 */

export const DEMAND_ENDPOINT = "/api/demand";

/** The product a link counts for: its own mark, else the page's (a product page, the contact form from one). */
function productOf(link: HTMLElement): string | undefined {
  return (
    link.dataset.demandProduct ??
    document.querySelector<HTMLElement>("[data-page-product]")?.dataset.pageProduct ??
    undefined
  );
}

function kindOf(link: HTMLAnchorElement): "quote" | "whatsapp" | undefined {
  const marked = link.dataset.demand;
  if (marked === "quote" || marked === "whatsapp") return marked;
  return link.href.startsWith("https://wa.me/") ? "whatsapp" : undefined;
}

function onClick(event: MouseEvent): void {
  if (event.button > 1) return;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement)) return;
  // Staff screens have WhatsApp links too (a lead's): those are not the site's demand.
  if (link.closest("[data-staff-shell]")) return;
  const kind = kindOf(link);
  const product = productOf(link);
  if (!kind || !product) return;
  const body = new URLSearchParams({ product, kind });
  // sendBeacon survives the page being left; fetch with keepalive where it is missing.
  if (navigator.sendBeacon?.(DEMAND_ENDPOINT, body)) return;
  fetch(DEMAND_ENDPOINT, { method: "POST", body, keepalive: true, credentials: "omit" }).catch(() => {});
}

/** Starts listening (once, from the root); returns the way to stop. */
export function listenForDemand(): () => void {
  document.addEventListener("click", onClick, { capture: true });
  document.addEventListener("auxclick", onClick, { capture: true });
  return () => {
    document.removeEventListener("click", onClick, { capture: true });
    document.removeEventListener("auxclick", onClick, { capture: true });
  };
}

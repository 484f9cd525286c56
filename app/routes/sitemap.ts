import { currentContent } from "~/.server/content";
import { services } from "~/.server/services";
import { productPath } from "~/content/product-types";
import { sitemapXml } from "~/sitemap";

export function loader() {
  const hidden = new Set(
    currentContent()
      .products.filter((p) => p.hidden)
      .map(productPath),
  );
  return new Response(sitemapXml(services().env.siteUrl, hidden), {
    // Short: a product shown or hidden by an admin reaches crawlers soon.
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}

import { currentContent } from "~/.server/content";
import { appOf } from "~/.server/platform";
import { productPath } from "~/content/product-types";
import { sitemapXml } from "~/sitemap";
import type { Route } from "./+types/sitemap";

export function loader({ context }: Route.LoaderArgs) {
  const app = appOf(context);
  const hidden = new Set(
    currentContent()
      .products.filter((p) => p.hidden)
      .map(productPath),
  );
  return new Response(sitemapXml(app.env.siteUrl, hidden), {
    // Short: a product shown or hidden by an admin reaches crawlers soon.
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}

import { services } from "~/.server/services";
import { sitemapXml } from "~/lib/sitemap";

export function loader() {
  return new Response(sitemapXml(services().env.siteUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

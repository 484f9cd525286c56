import { publicPages } from "~/route-list";

/** The sitemap XML for every public page of the route list, less the paths of hidden products. */
export function sitemapXml(siteUrl: string, hiddenPaths: ReadonlySet<string> = new Set()): string {
  const urls = publicPages
    .filter((page) => !hiddenPaths.has(page.path))
    .map(
      (page) =>
        `  <url><loc>${siteUrl}${page.path}</loc><priority>${page.path === "/" ? "1.0" : "0.8"}</priority></url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

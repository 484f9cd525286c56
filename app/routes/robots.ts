import { services } from "~/.server/services";

/** Crawlers may read the public site but never the staff area. */
export function loader() {
  const { siteUrl } = services().env;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /access/",
    "Disallow: /employee-portal",
    "Disallow: /admin-portal",
    "Disallow: /portal",
    "Disallow: /login",
    "Disallow: /api/",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

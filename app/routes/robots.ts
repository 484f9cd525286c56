import { appOf } from "~/.server/platform";
import { staffPathPrefixes } from "~/route-list";
import type { Route } from "./+types/robots";

/** Crawlers may read the public site but never the staff area. */
export function loader({ context }: Route.LoaderArgs) {
  const app = appOf(context);
  const { siteUrl } = app.env;
  const body = [
    "User-agent: *",
    "Allow: /",
    // From the route list: every staff page lives under one of these prefixes.
    ...staffPathPrefixes.map((prefix) => `Disallow: ${prefix}`),
    "Disallow: /api/",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

import { appOf } from "~/.server/platform";
import { privateAreas } from "~/route-list";
import type { Route } from "./+types/robots";

/** Crawlers may read the public site but never a signed-in area. */
export function loader({ context }: Route.LoaderArgs) {
  const app = appOf(context);
  const { siteUrl } = app.env;
  const body = [
    "User-agent: *",
    "Allow: /",
    // Every signed-in area's pages live under one of these prefixes (app/private-areas.ts).
    ...privateAreas.flatMap((area) => area.pathPrefixes.map((prefix) => `Disallow: ${prefix}`)),
    "Disallow: /api/",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

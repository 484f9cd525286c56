import { layout, type RouteConfig, route } from "@react-router/dev/routes";
import { publicPages, staffPages } from "./route-list";

/** Staff pages without a layout are top-level routes; the others are nested in their layout. */
const staffLayouts = [...new Set(staffPages.flatMap((page) => ("layout" in page ? [page.layout] : [])))];

export default [
  ...publicPages.map((page) => route(page.path, page.file, { id: page.id })),
  ...staffPages.filter((page) => !("layout" in page)).map((page) => route(page.path, page.file)),
  ...staffLayouts.map((file) =>
    layout(
      file,
      staffPages
        .filter((page) => "layout" in page && page.layout === file)
        .map((page) => route(page.path, page.file)),
    ),
  ),
  // The original site's dead links, fixed (decisions.md point 2).
  route("/portal", "routes/redirect-portal.tsx"),
  route("/login", "routes/redirect-login.tsx"),
  route("/api/captcha-challenge", "routes/api.captcha-challenge.ts"),
  route("/insurers/logos/:file", "routes/insurer-logo.ts"),
  route("/logo/:file", "routes/site-logo.ts"),
  route("/sitemap.xml", "routes/sitemap.ts"),
  route("/robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

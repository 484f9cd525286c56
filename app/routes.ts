import { layout, type RouteConfig, route } from "@react-router/dev/routes";
import { publicPages, STAFF_SHELL, STAFF_SHELL_ID, staffPages } from "./route-list";

/** Staff pages without a layout sit directly in the staff shell; the others in their layout. */
const staffLayouts = [...new Set(staffPages.flatMap((page) => ("layout" in page ? [page.layout] : [])))];
/** A resource route (a file download) has no screen, so no shell around it. */
const isResource = (file: string) => file.endsWith(".ts");

export default [
  ...publicPages.map((page) => route(page.path, page.file, { id: page.id })),
  ...staffPages.filter((page) => isResource(page.file)).map((page) => route(page.path, page.file)),
  layout(STAFF_SHELL, { id: STAFF_SHELL_ID }, [
    ...staffPages
      .filter((page) => !("layout" in page) && !isResource(page.file))
      .map((page) => route(page.path, page.file)),
    ...staffLayouts.map((file) =>
      layout(
        file,
        staffPages
          .filter((page) => "layout" in page && page.layout === file)
          .map((page) => route(page.path, page.file)),
      ),
    ),
  ]),
  // The original site's dead links, fixed (decisions.md point 2).
  route("/portal", "routes/redirect-portal.tsx"),
  route("/login", "routes/redirect-login.tsx"),
  route("/api/captcha-challenge", "routes/api.captcha-challenge.ts"),
  route("/api/demand", "routes/api.demand.ts"),
  route("/insurers/logos/:file", "routes/insurer-logo.ts"),
  route("/logo/:file", "routes/site-logo.ts"),
  route("/sitemap.xml", "routes/sitemap.ts"),
  route("/robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

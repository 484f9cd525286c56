import { products } from "./content/product-defaults";
import { productPath } from "./content/product-types";
import type { staffPathPrefixes } from "./private-areas";

// What the browser needs (the root layout) lives in ./private-areas: importing it from here would ship
// every product's default copy (about 20 KiB compressed) to every page.
export {
  hasPrivateCookie,
  isPrivatePath,
  isStaffPath,
  privateAreas,
  STAFF_SHELL_ID,
  staffPathPrefixes,
} from "./private-areas";

/**
 * Every public, indexable page: the router (app/routes.ts) and /sitemap.xml are both built
 * from this list, so a page cannot exist without being in the sitemap or vice versa.
 */
export interface PublicPage {
  path: string;
  file: string;
  id?: string;
}

export const publicPages: PublicPage[] = [
  { path: "/", file: "routes/home.tsx" },
  ...products.map((p) => ({
    path: productPath(p),
    file: "routes/product.tsx",
    id: `product-${p.category}-${p.slug}`,
  })),
  { path: "/insurers", file: "routes/insurers.tsx" },
  { path: "/contact/contact-us", file: "routes/contact.tsx" },
  { path: "/privacy-policy", file: "routes/privacy-policy.tsx" },
  // Not in the spec's list: the brokerage's transparency page (issue 25, decision 031).
  { path: "/transparencia", file: "routes/transparency.tsx" },
];

/**
 * The staff area's own frame (top bar with the brokerage, who is signed in, the staff navigation
 * and "Sair"): app/routes.ts nests every staff screen in it (its id: STAFF_SHELL_ID, app/private-areas.ts).
 */
export const STAFF_SHELL = "routes/staff/staff-shell.tsx";

/**
 * The admin screens' shared layout route (heading, tabs, one-time flash message). It has no path
 * of its own: app/routes.ts nests every staff page naming it as its `layout` inside it.
 */
export const ADMIN_LAYOUT = "routes/staff/admin-layout.tsx";

/** A staff screen inside the admin layout. */
const adminScreen = <Path extends string, File extends string>(path: Path, file: File) =>
  ({ path, file, layout: ADMIN_LAYOUT }) as const;

/**
 * Staff screens: server-guarded, never indexed (robots.txt disallows them). A screen with a
 * `layout` is rendered inside that layout route; each screen still guards its own loader and action.
 */
export const staffPages = [
  { path: "/access/employees", file: "routes/staff/login.tsx" },
  { path: "/access/employees/register", file: "routes/staff/register.tsx" },
  { path: "/access/employees/forgot-password", file: "routes/staff/forgot-password.tsx" },
  { path: "/access/employees/reset-password", file: "routes/staff/reset-password.tsx" },
  { path: "/access/employees/confirm-email", file: "routes/staff/confirm-email.tsx" },
  { path: "/access/employees/verification", file: "routes/staff/second-step.tsx" },
  { path: "/access/employees/two-step-setup", file: "routes/staff/two-step-setup.tsx" },
  // The name and phone clients see: asked at the first sign-in of an account without a name.
  { path: "/access/employees/profile", file: "routes/staff/profile.tsx" },
  { path: "/access/admin-menu", file: "routes/staff/admin-menu.tsx" },
  { path: "/access/main-menu", file: "routes/staff/main-menu.tsx" },
  { path: "/access/logout", file: "routes/staff/logout.tsx" },
  { path: "/employee-portal", file: "routes/staff/employee-portal.tsx" },
  { path: "/employee-portal/insurers/:insurer/password", file: "routes/staff/insurer-password.ts" },
  // The lead desk ("Oportunidades", issue 29): for every approved person, not admin-only.
  { path: "/employee-portal/leads", file: "routes/staff/leads.tsx" },
  { path: "/employee-portal/leads/new", file: "routes/staff/lead-new.tsx" },
  { path: "/employee-portal/leads/:id", file: "routes/staff/lead.tsx" },
  { path: "/employee-portal/leads/:id/whatsapp", file: "routes/staff/lead-whatsapp.ts" },
  // The Carteira (issue 42, decision 066): clients, their policies; for every approved person.
  { path: "/employee-portal/clients", file: "routes/staff/book-clients.tsx" },
  { path: "/employee-portal/clients/new", file: "routes/staff/book-client-new.tsx" },
  { path: "/employee-portal/clients/:id", file: "routes/staff/book-client.tsx" },
  { path: "/employee-portal/clients/:id/policies/new", file: "routes/staff/book-policy-new.tsx" },
  { path: "/employee-portal/policies/:id", file: "routes/staff/book-policy.tsx" },
  // The leads new to the signed-in person (the shell's badge and notice, polled): data, no screen.
  { path: "/employee-portal/unseen-leads", file: "routes/staff/unseen-leads.ts" },
  // A policy's documents and what its PDF reads (issue 42, decision 070); a document is a download.
  { path: "/employee-portal/policies/:id/documents", file: "routes/staff/book-documents.tsx" },
  {
    path: "/employee-portal/policies/:id/documents/:documentId",
    file: "routes/staff/book-document-download.ts",
  },
  // The renewal desk (issue 42, decision 069): every approved person works the renewals they see.
  { path: "/employee-portal/renewals", file: "routes/staff/book-renewals.tsx" },
  { path: "/employee-portal/renewals/:id", file: "routes/staff/book-renewal.tsx" },
  // Importing a book (issue 42, decision 068): admins only; the run's report as a CSV download.
  { path: "/employee-portal/import", file: "routes/staff/book-import.tsx" },
  { path: "/employee-portal/import/uploads/:id", file: "routes/staff/book-import-upload.tsx" },
  { path: "/employee-portal/import/runs/:id", file: "routes/staff/book-import-run.tsx" },
  { path: "/employee-portal/import/runs/:id/report.csv", file: "routes/staff/book-import-report.ts" },
  adminScreen("/admin-portal", "routes/staff/admin-portal.tsx"),
  adminScreen("/admin-portal/messages", "routes/staff/admin-messages.tsx"),
  adminScreen("/admin-portal/messages/:id", "routes/staff/admin-message.tsx"),
  adminScreen("/admin-portal/site", "routes/staff/admin-site.tsx"),
  adminScreen("/admin-portal/products", "routes/staff/admin-products.tsx"),
  adminScreen("/admin-portal/products/:slug", "routes/staff/admin-product.tsx"),
  adminScreen("/admin-portal/insurers", "routes/staff/admin-insurers.tsx"),
  adminScreen("/admin-portal/insurers/:insurer", "routes/staff/admin-insurer.tsx"),
  adminScreen("/admin-portal/audit", "routes/staff/admin-audit.tsx"),
  adminScreen("/admin-portal/lead-indicators", "routes/staff/admin-lead-indicators.tsx"),
  // The leads of the same period as a spreadsheet (a download: no screen, no layout).
  { path: "/admin-portal/lead-indicators/leads.csv", file: "routes/staff/lead-indicators-csv.ts" },
  adminScreen("/admin-portal/lead-owners", "routes/staff/admin-lead-owners.tsx"),
  adminScreen("/admin-portal/launch", "routes/staff/admin-launch.tsx"),
  adminScreen("/admin-portal/lead-stages", "routes/staff/admin-lead-stages.tsx"),
  adminScreen("/admin-portal/personal-data", "routes/staff/admin-personal-data.tsx"),
  adminScreen("/admin-portal/renewal-settings", "routes/staff/book-renewal-settings.tsx"),
  adminScreen("/admin-portal/renewal-indicators", "routes/staff/book-renewal-indicators.tsx"),
  // The export's JSON file: a resource route (POST only; a GET leads to the screen).
  { path: "/admin-portal/personal-data/export", file: "routes/staff/admin-personal-data-export.ts" },
  adminScreen("/admin-portal/history/:kind/:key", "routes/staff/admin-history.tsx"),
] as const;

/** A staff page outside every prefix would be indexable and public: this line then fails the typecheck. */
type Unprefixed = Exclude<
  (typeof staffPages)[number]["path"],
  `${(typeof staffPathPrefixes)[number]}${string}`
>;
export const everyStaffPageIsPrefixed: [Unprefixed] extends [never] ? true : Unprefixed = true;

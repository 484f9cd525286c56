import { productPath } from "./content/product-types";
import { products } from "./content/products";

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
];

/** Staff screens: server-guarded, never indexed (robots.txt disallows them). */
export const staffPages = [
  { path: "/access/employees", file: "routes/staff/login.tsx" },
  { path: "/access/employees/register", file: "routes/staff/register.tsx" },
  { path: "/access/employees/forgot-password", file: "routes/staff/forgot-password.tsx" },
  { path: "/access/employees/reset-password", file: "routes/staff/reset-password.tsx" },
  { path: "/access/admin-menu", file: "routes/staff/admin-menu.tsx" },
  { path: "/access/main-menu", file: "routes/staff/main-menu.tsx" },
  { path: "/access/logout", file: "routes/staff/logout.tsx" },
  { path: "/employee-portal", file: "routes/staff/employee-portal.tsx" },
  { path: "/admin-portal", file: "routes/staff/admin-portal.tsx" },
  { path: "/admin-portal/messages", file: "routes/staff/admin-messages.tsx" },
  { path: "/admin-portal/messages/:id", file: "routes/staff/admin-message.tsx" },
] as const;

export const staffPathPrefixes = ["/access/", "/employee-portal", "/admin-portal", "/portal", "/login"];

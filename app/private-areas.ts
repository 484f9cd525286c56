/**
 * The signed-in areas of the site, in one list: each is a kind of visitor with the prefix of its
 * cookies and the paths of its pages. The page cache never serves or keeps a page for a request
 * that carries one of these cookies, validly signed (decision 058), or asks for one of these paths; every response
 * under the paths is `Cache-Control: no-store` and noindex; robots.txt disallows them; the guard
 * matrix visits them. A new kind of signed-in visitor (the clients' area) is one more entry here.
 *
 * Apart from app/route-list.ts: the root layout runs in the browser on every public page, and
 * route-list.ts pulls in every product's default copy to list the pages.
 */

export interface PrivateArea {
  /** Who signs in here. */
  name: string;
  /** Every cookie the area sets starts with this (after `__Host-` on https). */
  cookiePrefix: string;
  /** Where its pages live, as the router matches them (lower case). */
  pathPrefixes: readonly string[];
}

/** The staff area: collaborators and admins. */
export const STAFF_AREA = {
  name: "staff",
  cookiePrefix: "staff_",
  pathPrefixes: ["/access/", "/employee-portal", "/admin-portal", "/portal", "/login"],
} as const satisfies PrivateArea;

export const privateAreas: readonly PrivateArea[] = [STAFF_AREA];

/**
 * The staff area's own frame (top bar with the brokerage, who is signed in, the staff navigation
 * and "Sair"): the root layout leaves out the public header, footer and scroll-to-top arrow
 * wherever it is matched (issue 26).
 */
export const STAFF_SHELL_ID = "staff-shell";

/** Where the staff area lives (the staff routes' paths are typed against it in route-list.ts). */
export const staffPathPrefixes = STAFF_AREA.pathPrefixes;

/**
 * A request path as the router would match it: React Router decodes the path and ignores letter
 * case (`/ACCESS/%61dmin-menu` is the admin menu), and a data request is the page's path plus
 * `.data`, so the comparison does the same.
 */
function routerPath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: compare the raw path.
  }
  return path.toLowerCase().replace(/\/{2,}/g, "/");
}

const inArea = (area: PrivateArea, path: string) =>
  area.pathPrefixes.some((prefix) => path.startsWith(prefix));

/** Whether a request path belongs to the staff area. */
export function isStaffPath(pathname: string): boolean {
  return inArea(STAFF_AREA, routerPath(pathname));
}

/** Whether a request path belongs to any signed-in area. */
export function isPrivatePath(pathname: string): boolean {
  const path = routerPath(pathname);
  return privateAreas.some((area) => inArea(area, path));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const PREFIXES = privateAreas.map((area) => escapeRegExp(area.cookiePrefix)).join("|");
const PRIVATE_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Host-)?(?:${PREFIXES})`);
const PRIVATE_COOKIE_NAME = new RegExp(`^(?:__Host-)?(?:${PREFIXES})`);

/** Whether a cookie's name is one of a signed-in area's (its value is checked on the server). */
export const isPrivateCookieName = (name: string): boolean => PRIVATE_COOKIE_NAME.test(name);

/** Whether a Cookie header carries a cookie of any signed-in area (valid or not). */
export function hasPrivateCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && PRIVATE_COOKIE.test(cookieHeader);
}

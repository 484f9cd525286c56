/**
 * The staff area's id and paths, apart from app/route-list.ts: the root layout runs in the browser
 * on every public page, and route-list.ts pulls in every product's default copy to list the pages.
 */

/**
 * The staff area's own frame (top bar with the brokerage, who is signed in, the staff navigation
 * and "Sair"): the root layout leaves out the public header, footer and scroll-to-top arrow
 * wherever it is matched (issue 26).
 */
export const STAFF_SHELL_ID = "staff-shell";

/** Where the staff area lives: the HTML of these paths is private and robots.txt disallows them. */
export const staffPathPrefixes = [
  "/access/",
  "/employee-portal",
  "/admin-portal",
  "/portal",
  "/login",
] as const;

/**
 * Whether a request path belongs to the staff area, as the router would match it: React Router
 * decodes the path and ignores letter case (`/ACCESS/%61dmin-menu` is the admin menu), and a
 * data request is the page's path plus `.data`, so the check does the same before comparing.
 */
export function isStaffPath(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: compare the raw path.
  }
  path = path.toLowerCase().replace(/\/{2,}/g, "/");
  return staffPathPrefixes.some((prefix) => path.startsWith(prefix));
}

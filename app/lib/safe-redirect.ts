/**
 * Where a person goes after the login when they came from a staff page (issue 26): the path the
 * guard carried in `?redirectTo=`, followed only when it is a same-origin staff path. This one
 * function decides, for the login, the second step and the setup, so an open redirect cannot
 * creep into one of them.
 */
export const REDIRECT_PARAM = "redirectTo";

/** Longer than any real staff address: a longer value is refused rather than carried around. */
const MAX_LENGTH = 1000;
const BASE = "http://staff.invalid";

/** The staff area a person may come back to: everything under these, exactly or after a "/". */
const STAFF_ROOTS = ["/access", "/admin-portal", "/employee-portal"];
/** Never a destination: the login and its own steps (register, reset, verification…) and the logout. */
const NOT_DESTINATIONS = ["/access/employees", "/access/logout"];

const under = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

/**
 * `value` as a path to redirect to (path and query), or undefined: it must start with one "/"
 * (not "//" nor "/\"), hold no backslash, control character or scheme, stay on this origin once
 * parsed, and be a staff page other than the login's own screens. Checked on the decoded path too,
 * so `/%2F%2Fevil.example` or `/access/%6Cogout` get no further than their plain forms.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > MAX_LENGTH) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (!value.startsWith("/") || value.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(value)) {
    return undefined;
  }
  let url: URL;
  let decoded: string;
  try {
    url = new URL(value, BASE);
    decoded = decodeURIComponent(url.pathname).toLowerCase();
  } catch {
    return undefined;
  }
  if (url.origin !== BASE || decoded.includes("//") || decoded.includes("\\")) return undefined;
  const path = decoded.length > 1 && decoded.endsWith("/") ? decoded.slice(0, -1) : decoded;
  if (!STAFF_ROOTS.some((root) => under(path, root)) || path === "/access") return undefined;
  if (NOT_DESTINATIONS.some((root) => under(path, root))) return undefined;
  return url.pathname + url.search;
}

/** `path` carrying `target` for after the login, when it is a safe one; else `path` alone. */
export function withRedirectTo(path: string, target: unknown): string {
  const safe = safeRedirectPath(target);
  return safe ? `${path}?${REDIRECT_PARAM}=${encodeURIComponent(safe)}` : path;
}

import { createHmac, timingSafeEqual } from "node:crypto";
import { type Cookie, createCookie } from "react-router";
import { isPrivateCookieName } from "~/private-areas";
import type { Env } from "../env";

/** Whether the site is served over HTTPS: its cookies are then Secure (decision 014). */
export const servesHttps = (siteUrl: string) => new URL(siteUrl).protocol === "https:";

/**
 * A staff cookie's name: `__Host-` prefixed whenever it is Secure, so the browser accepts it only
 * from this host over HTTPS, for the whole site, without a Domain (no sibling subdomain can set
 * or shadow it). Browsers refuse the prefix on a cookie that is not Secure, so plain-HTTP runs
 * (local development, the e2e server) use the bare name.
 */
export const staffCookieName = (name: string, secure: boolean) => (secure ? `__Host-${name}` : name);

/**
 * A staff cookie: signed with SESSION_SECRET, invisible to scripts, sent on top-level navigation
 * only (Lax), for the whole site, and Secure with the `__Host-` prefix whenever SITE_URL is https
 * (whatever NODE_ENV says: SITE_URL is the address people use). Made once per environment,
 * since the secret and the site's scheme come from it.
 */
export function signedCookie(name: string, maxAgeSeconds: number) {
  const made = new WeakMap<Env, Cookie>();
  return (env: Env): Cookie => {
    let cookie = made.get(env);
    if (cookie) return cookie;
    const secure = servesHttps(env.siteUrl);
    cookie = createCookie(staffCookieName(name, secure), {
      secrets: [env.sessionSecret],
      httpOnly: true,
      sameSite: "lax",
      secure,
      path: "/",
      maxAge: maxAgeSeconds,
    });
    made.set(env, cookie);
    return cookie;
  };
}

/** Whether `value` (a cookie's value as sent) carries React Router's signature under `secret`. */
function signedWith(value: string, secret: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return false;
  }
  const dot = decoded.lastIndexOf(".");
  if (dot < 1) return false;
  // React Router signs `<data>.<base64 HMAC-SHA256 of data, without padding>` (createCookie's secrets).
  const expected = Buffer.from(
    createHmac("sha256", secret).update(decoded.slice(0, dot)).digest("base64").replace(/=+$/, ""),
  );
  const given = Buffer.from(decoded.slice(dot + 1));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Whether a Cookie header carries a cookie of a signed-in area that this site signed (security
 * review 3, L-5): only such a visitor may be somebody, so only they are rendered per request. A
 * made-up `staff_…` cookie is anyone's to send and gets the page every visitor gets (the page
 * cache, server/page-cache.ts); checking it costs one HMAC, not a render. Whether the session is
 * still alive is the staff screens' business: public pages never read it.
 */
export function hasSignedAreaCookie(cookieHeader: string | undefined, secret: string): boolean {
  if (!cookieHeader) return false;
  for (const pair of cookieHeader.split(";")) {
    const eq = pair.indexOf("=");
    if (eq < 0) continue;
    const name = pair.slice(0, eq).trim();
    if (isPrivateCookieName(name) && signedWith(pair.slice(eq + 1).trim(), secret)) return true;
  }
  return false;
}

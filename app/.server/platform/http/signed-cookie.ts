import { type Cookie, createCookie } from "react-router";
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

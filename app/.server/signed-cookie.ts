import { createCookie } from "react-router";
import { services } from "./services";

/**
 * A staff cookie: signed with SESSION_SECRET, invisible to scripts, sent on top-level navigation
 * only (Lax), Secure in production, for the whole site. Built on first use because the secret
 * comes from the parsed environment.
 */
export function signedCookie(name: string, maxAgeSeconds: number) {
  let cookie: ReturnType<typeof createCookie> | undefined;
  return () => {
    const { env } = services();
    cookie ??= createCookie(name, {
      secrets: [env.sessionSecret],
      httpOnly: true,
      sameSite: "lax",
      secure: env.production,
      path: "/",
      maxAge: maxAgeSeconds,
    });
    return cookie;
  };
}

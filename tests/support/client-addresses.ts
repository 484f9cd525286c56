/**
 * Requests as they reach a server behind one reverse proxy (TRUST_PROXY=1), each from the client
 * address we choose, and the public forms' per-address limits: what the rate-limit tests share.
 */
import { expect } from "vitest";
import { LOGIN, TEXT, unique } from "./http-assertions";
import type { TestServer } from "./test-server";

export interface ProxiedAnswer {
  status: number;
  html: string;
  /** Wall time from sending to the end of the body. */
  ms: number;
  res: Response;
}

/**
 * A form POST as it reaches us through the proxy: `forwardedFor` is the whole X-Forwarded-For
 * header, whose last entry the proxy appended (the real client); anything before it is what
 * the client wrote itself.
 */
export async function postVia(
  server: TestServer,
  forwardedFor: string,
  pathname: string,
  fields: Record<string, string>,
  cookie?: string,
): Promise<ProxiedAnswer> {
  const started = performance.now();
  const res = await fetch(`${server.url}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: server.url,
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": forwardedFor,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
  const html = await res.text();
  return { status: res.status, html, ms: performance.now() - started, res };
}

let addressCount = 0;
/** A fresh documentation address (RFC 5737) per call: one real client each. */
export const newAddress = () => {
  addressCount += 1;
  return `198.51.${Math.floor(addressCount / 250) % 250}.${(addressCount % 250) + 1}`;
};

/** Whatever address the client writes in front of the proxy's entry. */
export const forged = () =>
  `${1 + Math.floor(Math.random() * 223)}.${Math.floor(Math.random() * 256)}.0.${1 + Math.floor(Math.random() * 254)}`;

/** A valid contact form, without its captcha. */
export const contactFields = () => ({
  from_name: "Visitante Teste",
  email: `visitante-${unique()}@exemplo.com`,
  phone: "41987654321",
  subject: "Seguros",
  contact_method: "Email",
  message: "Quero uma cotação.",
  consent: "on",
  product: "automobile",
});

export interface LimitedForm {
  path: string;
  allowed: number;
  fields: () => Record<string, string>;
}

/** Each public form with a per-address limit: how many posts it allows, and a post's fields. */
export const LIMITED_FORMS = {
  login: {
    path: LOGIN,
    allowed: 30,
    fields: () => ({ email: `ninguem-${unique()}@exemplo.com`, password: "x" }),
  },
  register: {
    path: "/access/employees/register",
    allowed: 5,
    fields: () => ({ email: `novo-${unique()}@exemplo.com`, password: "segredo-forte-1" }),
  },
  "forgot password": {
    path: "/access/employees/forgot-password",
    allowed: 5,
    fields: () => ({ email: `ninguem-${unique()}@exemplo.com` }),
  },
  // The limit counts before the captcha: posts without one are refused, and counted.
  contact: { path: "/contact/contact-us", allowed: 10, fields: contactFields },
} satisfies Record<string, LimitedForm>;

/** Posts `allowed` times, expecting no 429, then once more, expecting 429 with the spec's text. */
export async function expectLimited(
  allowed: number,
  send: (attempt: number) => Promise<{ status: number; html: string }>,
): Promise<void> {
  for (let i = 1; i <= allowed; i++) {
    const { status } = await send(i);
    expect(status, `tentativa ${i}`).not.toBe(429);
  }
  const last = await send(allowed + 1);
  expect(last.status).toBe(429);
  expect(last.html).toContain(TEXT.throttled);
}

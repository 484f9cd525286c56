import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startWarnings } from "~/.server/boot/startup";
import { resolveEnv } from "~/.server/platform";

const PRODUCTION = {
  NODE_ENV: "production",
  SESSION_SECRET: "x".repeat(40),
  SMTP_URL: "smtp://127.0.0.1:2525",
  CREDENTIALS_KEY: "ab".repeat(32),
  SITE_URL: "https://www.exemplo.com.br",
};
const warningsFor = (vars: Record<string, string>) =>
  startWarnings(resolveEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "start-warnings-")), ...vars })).map(
    (w) => w.message,
  );
const TRUST_PROXY_WARNING = /^TRUST_PROXY está definida e HOST=.* não é um endereço local/;

describe("warnings at start", () => {
  it("TRUST_PROXY in production with HOST reachable from outside: forged X-Forwarded-For would be believed", () => {
    for (const host of ["0.0.0.0", "::", "10.0.0.5"]) {
      const warnings = warningsFor({ ...PRODUCTION, TRUST_PROXY: "1", HOST: host });
      expect(
        warnings.filter((w) => TRUST_PROXY_WARNING.test(w)),
        host,
      ).toHaveLength(1);
    }
    // The default HOST is 0.0.0.0.
    expect(warningsFor({ ...PRODUCTION, TRUST_PROXY: "1" }).some((w) => TRUST_PROXY_WARNING.test(w))).toBe(
      true,
    );
  });

  it("no warning behind a proxy on a loopback address, without TRUST_PROXY, or outside production", () => {
    for (const host of ["127.0.0.1", "::1", "localhost"]) {
      expect(warningsFor({ ...PRODUCTION, TRUST_PROXY: "1", HOST: host }), host).toEqual([]);
    }
    expect(warningsFor({ ...PRODUCTION, HOST: "0.0.0.0" })).toEqual([]);
    expect(warningsFor({ TRUST_PROXY: "1", HOST: "0.0.0.0" })).toEqual([]);
  });

  it("SITE_URL not https in production", () => {
    expect(warningsFor({ ...PRODUCTION, SITE_URL: "http://www.exemplo.com.br", HOST: "127.0.0.1" })).toEqual([
      expect.stringMatching(/^SITE_URL não é https/),
    ]);
  });
});

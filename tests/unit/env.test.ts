import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveEnv } from "~/.server/platform";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "env-test-"));

describe("environment", () => {
  it("starts with nothing set: SQLite under DATA_DIR, generated secret, localhost URL", () => {
    const dir = dataDir();
    const env = resolveEnv({ DATA_DIR: dir });
    expect(env.port).toBe(3000);
    expect(env.databaseUrl).toBe(`file:${path.join(dir, "site.sqlite")}`);
    expect(env.siteUrl).toBe("http://localhost:3000");
    expect(env.sessionSecret).toHaveLength(64);
    // The generated secret is kept, so sessions survive a restart.
    expect(resolveEnv({ DATA_DIR: dir }).sessionSecret).toBe(env.sessionSecret);
  });

  it("names the invalid variable", () => {
    expect(() => resolveEnv({ DATA_DIR: dataDir(), PORT: "abc" })).toThrow(/PORT/);
    expect(() => resolveEnv({ DATA_DIR: dataDir(), SITE_URL: "not a url" })).toThrow(/SITE_URL/);
  });

  it("requires SESSION_SECRET, SMTP_URL and CREDENTIALS_KEY in production", () => {
    expect(() => resolveEnv({ DATA_DIR: dataDir(), NODE_ENV: "production" })).toThrow(/SESSION_SECRET/);
    expect(() =>
      resolveEnv({ DATA_DIR: dataDir(), NODE_ENV: "production", SESSION_SECRET: "x".repeat(40) }),
    ).toThrow(/SMTP_URL: obrigatória com NODE_ENV=production/);
    expect(() =>
      resolveEnv({
        DATA_DIR: dataDir(),
        NODE_ENV: "production",
        SESSION_SECRET: "x".repeat(40),
        SMTP_URL: "smtp://127.0.0.1:2525",
      }),
    ).toThrow(/CREDENTIALS_KEY: obrigatória com NODE_ENV=production/);
    const env = resolveEnv({
      DATA_DIR: dataDir(),
      NODE_ENV: "production",
      SESSION_SECRET: "x".repeat(40),
      SMTP_URL: "smtp://127.0.0.1:2525",
      CREDENTIALS_KEY: "ab".repeat(32),
    });
    expect(env.production).toBe(true);
    expect(env.credentialsKey).toBe("ab".repeat(32));
    expect(() => resolveEnv({ DATA_DIR: dataDir(), CREDENTIALS_KEY: "curta" })).toThrow(/CREDENTIALS_KEY/);
  });

  it("ADMIN_PASSWORD: at least 12 characters in production, and never a guessable one", () => {
    const production = {
      DATA_DIR: dataDir(),
      NODE_ENV: "production",
      SESSION_SECRET: "x".repeat(40),
      SMTP_URL: "smtp://127.0.0.1:2525",
      CREDENTIALS_KEY: "ab".repeat(32),
      ADMIN_EMAIL: "dona@corretora.test",
    };
    expect(() => resolveEnv({ ...production, ADMIN_PASSWORD: "Xq7-pLm2wzR" })).toThrow(
      /ADMIN_PASSWORD: use no mínimo 12 caracteres com NODE_ENV=production/,
    );
    expect(resolveEnv({ ...production, ADMIN_PASSWORD: "Xq7-pLm2wzRt" }).admin?.password).toBe(
      "Xq7-pLm2wzRt",
    );
    // Outside production the spec's 6 characters are enough…
    expect(
      resolveEnv({ DATA_DIR: dataDir(), ADMIN_EMAIL: "a@b.test", ADMIN_PASSWORD: "Xq7-pL" }).admin,
    ).toBeDefined();
    // …but a guessable password is refused everywhere.
    for (const vars of [production, { DATA_DIR: dataDir(), ADMIN_EMAIL: "a@b.test" }]) {
      expect(() => resolveEnv({ ...vars, ADMIN_PASSWORD: "VerticeSeguros2026" })).toThrow(
        /ADMIN_PASSWORD: Esta senha é muito comum e fácil de adivinhar. Escolha outra./,
      );
    }
  });

  it("sends the digest of parado leads from 08:00 unless LEAD_DIGEST_HOUR says another hour, 0 to 23", () => {
    expect(resolveEnv({ DATA_DIR: dataDir() }).leadDigestHour).toBe(8);
    expect(resolveEnv({ DATA_DIR: dataDir(), LEAD_DIGEST_HOUR: "0" }).leadDigestHour).toBe(0);
    expect(resolveEnv({ DATA_DIR: dataDir(), LEAD_DIGEST_HOUR: "23" }).leadDigestHour).toBe(23);
    expect(() => resolveEnv({ DATA_DIR: dataDir(), LEAD_DIGEST_HOUR: "24" })).toThrow(/LEAD_DIGEST_HOUR/);
    expect(() => resolveEnv({ DATA_DIR: dataDir(), LEAD_DIGEST_HOUR: "-1" })).toThrow(/LEAD_DIGEST_HOUR/);
  });

  it("keeps audit rows 730 days unless AUDIT_RETENTION_DAYS says otherwise", () => {
    expect(resolveEnv({ DATA_DIR: dataDir() }).auditRetentionDays).toBe(730);
    expect(resolveEnv({ DATA_DIR: dataDir(), AUDIT_RETENTION_DAYS: "90" }).auditRetentionDays).toBe(90);
    expect(() => resolveEnv({ DATA_DIR: dataDir(), AUDIT_RETENTION_DAYS: "0" })).toThrow(
      /AUDIT_RETENTION_DAYS/,
    );
  });

  it("deletes open leads idle for 365 days unless OPEN_LEAD_RETENTION_DAYS says otherwise; 1 is accepted, 0 is not", () => {
    expect(resolveEnv({ DATA_DIR: dataDir() }).openLeadRetentionDays).toBe(365);
    expect(resolveEnv({ DATA_DIR: dataDir(), OPEN_LEAD_RETENTION_DAYS: "1" }).openLeadRetentionDays).toBe(1);
    expect(() => resolveEnv({ DATA_DIR: dataDir(), OPEN_LEAD_RETENTION_DAYS: "0" })).toThrow(
      /OPEN_LEAD_RETENTION_DAYS/,
    );
  });

  it("keeps closed leads 365 days unless LEAD_RETENTION_DAYS says otherwise; 1 is accepted, 0 is not", () => {
    expect(resolveEnv({ DATA_DIR: dataDir() }).leadRetentionDays).toBe(365);
    expect(resolveEnv({ DATA_DIR: dataDir(), LEAD_RETENTION_DAYS: "1" }).leadRetentionDays).toBe(1);
    expect(() => resolveEnv({ DATA_DIR: dataDir(), LEAD_RETENTION_DAYS: "0" })).toThrow(
      /LEAD_RETENTION_DAYS/,
    );
  });

  it("trims trailing slashes of the quote portal and site URLs", () => {
    const env = resolveEnv({
      DATA_DIR: dataDir(),
      QUOTE_PORTAL_URL: "https://q.example.com/",
      SITE_URL: "https://s.example.com/",
    });
    expect(env.quotePortalUrl).toBe("https://q.example.com");
    expect(env.siteUrl).toBe("https://s.example.com");
  });
});

describe("TRUST_PROXY", () => {
  it("is a hop count (default 0: no proxy) or a list of proxy addresses and subnets", () => {
    expect(resolveEnv({ DATA_DIR: dataDir() }).trustProxy).toBe(0);
    expect(resolveEnv({ DATA_DIR: dataDir(), TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(resolveEnv({ DATA_DIR: dataDir(), TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(
      resolveEnv({ DATA_DIR: dataDir(), TRUST_PROXY: "10.0.0.0/8, fd00::/8,loopback" }).trustProxy,
    ).toEqual(["10.0.0.0/8", "fd00::/8", "loopback"]);
  });

  it("refuses anything else, naming the variable", () => {
    for (const value of ["true", "-1", "11", "proxy.interno", "10.0.0.0/33", "10.0.0.1,"]) {
      expect(() => resolveEnv({ DATA_DIR: dataDir(), TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});

describe("environment set by npm start", () => {
  it("keeps local defaults when server.js set NODE_ENV=production itself", () => {
    const env = resolveEnv({ DATA_DIR: dataDir(), NODE_ENV: "production", NODE_ENV_IMPLICIT: "1" });
    expect(env.production).toBe(false);
    expect(env.sessionSecret).toHaveLength(64);
  });
});

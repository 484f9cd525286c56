/**
 * `npm run backup` and `npm run restore` (issue 17): a consistent copy of a running server's
 * SQLite database while it writes, kept N at a time, and a restore that checks the file first and
 * refuses while a server holds the database. Real processes: the server and the two scripts.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/.server/platform/db/database";
import { signedCaptcha } from "../support/captcha";
import { contactFields } from "../support/contact-form";
import {
  type MailSink,
  makeDatabase,
  PROJECT_ROOT,
  startMailSink,
  startServer,
  type TestDatabase,
  type TestServer,
} from "../support/test-server";

/** Runs one of our npm scripts (through tsx, as `npm run` does) with exactly this environment. */
function runScript(script: string, env: Record<string, string>, args: string[] = []) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", script, ...args], {
      cwd: PROJECT_ROOT,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    });
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.stderr.on("data", (chunk) => {
      out += chunk;
    });
    child.on("exit", (code) => resolve({ code, out }));
  });
}

type Ids = Record<"users" | "contact_messages" | "outbox", string[]>;

async function idsIn(h: DatabaseHandle): Promise<Ids> {
  const of = async (table: keyof Ids) =>
    (await h.db.selectFrom(table).select("id").orderBy("id").execute()).map((r) => r.id);
  return {
    users: await of("users"),
    contact_messages: await of("contact_messages"),
    outbox: await of("outbox"),
  };
}

async function idsOfFile(file: string): Promise<Ids> {
  const h = openDatabase(`file:${file}`);
  try {
    return await idsIn(h);
  } finally {
    await h.db.destroy();
  }
}

describe("backup and restore of a running SQLite server", () => {
  let database: TestDatabase;
  let mail: MailSink;
  let server: TestServer;
  let h: DatabaseHandle;
  const work = mkdtempSync(path.join(tmpdir(), "ops-backup-"));
  const backupDir = path.join(work, "backups");
  let scriptEnv: Record<string, string>;
  let writes = 0;

  beforeAll(async () => {
    database = await makeDatabase("sqlite");
    mail = await startMailSink();
    server = await startServer({
      databaseUrl: database.url,
      env: { SMTP_URL: mail.url, OUTBOX_POLL_MS: "200", TRUST_PROXY: "1" },
    });
    h = openDatabase(database.url);
    scriptEnv = {
      DATABASE_URL: database.url,
      DATA_DIR: path.join(work, "data"),
      BACKUP_DIR: backupDir,
      BACKUP_KEEP: "2",
    };
  });

  afterAll(async () => {
    await server?.stop();
    await mail?.stop();
    await h?.db.destroy();
    await database?.drop();
    rmSync(work, { recursive: true, force: true });
  });

  /** Registrations and contact messages through HTTP, from a new address each, until stopped. */
  function keepWriting() {
    let stop = false;
    const post = (pathname: string, fields: Record<string, string>) =>
      fetch(`${server.url}${pathname}`, {
        method: "POST",
        headers: {
          Origin: server.url,
          "Content-Type": "application/x-www-form-urlencoded",
          "X-Forwarded-For": `10.9.${Math.floor(writes / 200)}.${writes % 200}`,
        },
        body: new URLSearchParams(fields).toString(),
      }).then(async (res) => {
        await res.text();
        expect(res.status).toBeLessThan(400);
        writes += 1;
      });
    const loop = (async () => {
      while (!stop) {
        await Promise.all([
          post("/access/employees/register", {
            email: `novo${writes}-${Date.now()}@corretora.test`,
            password: "segredo-forte-1",
          }),
          post("/contact/contact-us", contactFields({ altcha: await signedCaptcha() })),
        ]);
      }
    })();
    return async () => {
      stop = true;
      await loop;
    };
  }

  it("copies while the server writes, keeps the last N, and restores every row into a fresh directory", async () => {
    const stopWriting = keepWriting();
    await expect.poll(() => writes, { timeout: 15_000 }).toBeGreaterThan(6);
    const before = await idsIn(h);
    const during = await runScript("scripts/backup.ts", scriptEnv);
    const after = await idsIn(h);
    expect(during.code, during.out).toBe(0);
    const file = during.out.match(/Backup gravado: (\S+)/)?.[1] as string;
    expect(path.basename(file)).toMatch(/^site-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.sqlite$/);
    // A snapshot: everything committed before it started, nothing that did not exist after it ended,
    // and every contact message with both its mails (never half a transaction).
    const copy = await idsOfFile(file);
    for (const table of ["users", "contact_messages", "outbox"] as const) {
      expect(copy[table]).toEqual(expect.arrayContaining(before[table]));
      expect(after[table]).toEqual(expect.arrayContaining(copy[table]));
    }
    expect(copy.outbox.length).toBeGreaterThanOrEqual(2 * copy.contact_messages.length);

    for (let i = 0; i < 2; i++) expect((await runScript("scripts/backup.ts", scriptEnv)).code).toBe(0);
    await stopWriting();
    expect(readdirSync(backupDir).filter((f) => f.endsWith(".sqlite"))).toHaveLength(2);
    expect(existsSync(file)).toBe(false);

    const final = await runScript("scripts/backup.ts", scriptEnv);
    expect(final.code, final.out).toBe(0);
    const live = await idsIn(h);
    const fresh = path.join(work, "fresh");
    const restored = await runScript("scripts/restore.ts", { DATA_DIR: fresh }, [
      final.out.match(/Backup gravado: (\S+)/)?.[1] as string,
    ]);
    expect(restored.code, restored.out).toBe(0);
    expect(await idsOfFile(path.join(fresh, "site.sqlite"))).toEqual(live);
    expect(live.contact_messages.length).toBeGreaterThan(3);
  }, 180_000); // Several `npm run backup`/`restore` runs (tsx each) beside a writing server: 60 s was overrun in a fresh-clone run (2026-12-03).

  it("restore refuses while the server holds the database, and a damaged file before touching anything", async () => {
    const backup = await runScript("scripts/backup.ts", scriptEnv);
    expect(backup.code, backup.out).toBe(0);
    const rows = (await idsIn(h)).users.length;
    const busy = await runScript("scripts/restore.ts", scriptEnv, [
      backup.out.match(/Backup gravado: (\S+)/)?.[1] as string,
    ]);
    expect(busy.code).toBe(1);
    expect(busy.out).toContain("Um servidor (ou outro processo) está usando");
    expect((await idsIn(h)).users).toHaveLength(rows);
    expect((await server.get("/healthz")).status).toBe(200);

    const damaged = path.join(work, "estragado.sqlite");
    writeFileSync(damaged, "isto não é um banco");
    const target = path.join(work, "untouched");
    const refused = await runScript("scripts/restore.ts", { DATA_DIR: target }, [damaged]);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain("Backup recusado");
    expect(existsSync(path.join(target, "site.sqlite"))).toBe(false);
  });
});

describe("who may read the database and its backups", () => {
  it("the database, its WAL and SHM and every backup are the owner's only, and a backup leaves no other file", async () => {
    const work = mkdtempSync(path.join(tmpdir(), "ops-modes-"));
    const dataDir = path.join(work, "dados");
    const backupDir = path.join(work, "copias");
    const databaseUrl = `file:${path.join(dataDir, "site.sqlite")}`;
    const mail = await startMailSink();
    // Spawned children inherit this process's umask: the usual 022 would make files world-readable.
    const server = await startServer({ databaseUrl, env: { SMTP_URL: mail.url, DATA_DIR: dataDir } });
    try {
      expect(process.umask() & 0o077).toBe(0o022);
      const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);
      // A write, so the WAL holds something while the server runs.
      const res = await server.post("/access/employees/register", {
        email: `modo-${Date.now()}@corretora.test`,
        password: "segredo-forte-1",
      });
      await res.text();
      expect(mode(dataDir)).toBe("700");
      for (const file of ["site.sqlite", "site.sqlite-wal", "site.sqlite-shm"]) {
        expect(mode(path.join(dataDir, file)), file).toBe("600");
      }
      const backup = await runScript("scripts/backup.ts", {
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        BACKUP_DIR: backupDir,
      });
      expect(backup.code, backup.out).toBe(0);
      const file = backup.out.match(/Backup gravado: (\S+)/)?.[1] as string;
      expect(mode(backupDir)).toBe("700");
      expect(readdirSync(backupDir)).toEqual([path.basename(file)]);
      expect(mode(file)).toBe("600");
    } finally {
      await server.stop();
      await mail.stop();
      rmSync(work, { recursive: true, force: true });
    }
  });
});

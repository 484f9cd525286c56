/**
 * Someone can always administer the site: the first admin created at start (printed once in a
 * local run, refused in production), and `npm run admin:create` for any time after.
 */
import { spawnSync } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "~/.server/db/database";
import { createSession } from "~/.server/sessions";
import { authenticate, createUser } from "~/.server/users";
import { makeDatabase, PROJECT_ROOT, startServer, type TestDatabase } from "../support/test-server";

const NO_ADMIN_ENV = { ADMIN_EMAIL: "", ADMIN_PASSWORD: "" };
let database: TestDatabase | undefined;

afterEach(async () => {
  await database?.drop();
  database = undefined;
});

describe("first admin at start", () => {
  it("a local run with no admin creates one, prints its password once, and that login works", async () => {
    database = await makeDatabase("sqlite");
    const first = await startServer({ databaseUrl: database.url, env: NO_ADMIN_ENV });
    const printed = first.output().match(/Login: (\S+)\s+Senha: (\S+)/);
    expect(printed?.[1]).toBe("admin@localhost.test");
    const res = await first.post("/access/employees", {
      email: printed?.[1] ?? "",
      password: printed?.[2] ?? "",
    });
    await res.text();
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/access/admin-menu");
    await first.stop();

    // The next start finds the admin: nothing new is created or printed.
    const second = await startServer({ databaseUrl: database.url, env: NO_ADMIN_ENV });
    expect(second.output()).not.toContain("Senha:");
    await second.stop();
    const handle = openDatabase(database.url);
    const admins = await handle.db.selectFrom("users").select("email").where("role", "=", "admin").execute();
    await handle.db.destroy();
    expect(admins).toEqual([{ email: "admin@localhost.test" }]);
  });

  it("production refuses to start with no admin and no ADMIN_*, naming what to do", async () => {
    database = await makeDatabase("sqlite");
    await expect(
      // SMTP_URL set (nothing is sent): production refuses to start without it too.
      startServer({
        databaseUrl: database.url,
        env: { ...NO_ADMIN_ENV, NODE_ENV: "production", SMTP_URL: "smtp://127.0.0.1:9" },
      }),
    ).rejects.toThrow(/Nenhum administrador cadastrado: defina ADMIN_EMAIL e ADMIN_PASSWORD/);
  });
});

describe("npm run admin:create", () => {
  const run = (args: string[], databaseUrl: string) =>
    spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/admin-create.ts", ...args], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: "" },
      encoding: "utf8",
      input: "",
    });

  it("creates an approved admin, promotes an existing (even disabled) account, ending its sessions, and refuses bad input", async () => {
    database = await makeDatabase("sqlite");
    const handle = openDatabase(database.url);
    try {
      const created = run(["--email", "Dona@Corretora.test", "--password", "senha-forte"], database.url);
      expect(created.status, created.stderr).toBe(0);
      expect(created.stdout).toContain("Administrador dona@corretora.test criado.");
      expect(await authenticate(handle.db, "dona@corretora.test", "senha-forte")).toMatchObject({
        role: "admin",
        status: "approved",
      });

      const colleague = await createUser(handle.db, {
        email: "colega@corretora.test",
        password: "antiga-1",
        role: "collaborator",
        status: "pending",
      });
      await createSession(handle.db, colleague.id);
      // Even a disabled account: the CLI is the operator's way back in.
      await handle.db
        .updateTable("users")
        .set({ disabled_at: new Date().toISOString() })
        .where("id", "=", colleague.id)
        .execute();
      const promoted = run(["--email", "colega@corretora.test"], database.url);
      expect(promoted.status, promoted.stderr).toBe(0);
      const generated = promoted.stdout.match(
        /Senha gerada \(anote, não será mostrada de novo\): (\S+)/,
      )?.[1];
      expect(generated).toBeDefined();
      expect(await authenticate(handle.db, "colega@corretora.test", generated ?? "")).toMatchObject({
        role: "admin",
        status: "approved",
      });
      expect(
        await handle.db.selectFrom("sessions").select("id").where("user_id", "=", colleague.id).execute(),
      ).toEqual([]);

      const bad = run(["--email", "não-é-email"], database.url);
      expect(bad.status).toBe(2);
      const short = run(["--email", "outra@corretora.test", "--password", "123"], database.url);
      expect(short.status).toBe(2);
      expect(short.stderr).toContain("A senha deve conter no mínimo 6 caracteres.");
      expect(
        await handle.db
          .selectFrom("users")
          .select("id")
          .where("email", "=", "outra@corretora.test")
          .execute(),
      ).toEqual([]);
    } finally {
      await handle.db.destroy();
    }
  });
});

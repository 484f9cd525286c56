import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, Env } from "~/.server/platform";
import { logger, noticeLogger, Refusal } from "~/.server/platform";
import { countActiveAdmins } from "./user-admin";
import { createUser } from "./users";

/** The address of the admin generated for a local run without ADMIN_*. */
const LOCAL_ADMIN_EMAIL = "admin@localhost.test";

/** Creates an approved admin (its id); another instance starting at the same moment may win the race. */
async function createAdmin(
  db: Kysely<Database>,
  email: string,
  password: string,
): Promise<string | undefined> {
  try {
    return (await createUser(db, { email, password, role: "admin", status: "approved", actorId: null })).id;
  } catch (error) {
    if (error instanceof Refusal && error.status === 409) return undefined;
    throw error;
  }
}

/**
 * Makes sure someone can administer the site, and only then: with an active admin (approved,
 * enabled) nothing is created or changed, whatever ADMIN_EMAIL/ADMIN_PASSWORD say; still set,
 * they are warned about (a deleted bootstrap admin must not come back at the next restart for
 * whoever knows that password, issue 24 M-2). With no active admin: ADMIN_EMAIL + ADMIN_PASSWORD
 * create that admin when the e-mail is free; otherwise a local run creates one with a random
 * password printed once, and production refuses to start.
 */
export async function ensureFirstAdmin(db: Kysely<Database>, env: Env): Promise<void> {
  if ((await countActiveAdmins(db)) > 0) {
    if (env.admin) {
      logger().warn(
        "ADMIN_EMAIL e ADMIN_PASSWORD estão definidas, mas já existe um administrador ativo: elas não são usadas e podem ser removidas do ambiente.",
      );
    }
    return;
  }
  if (env.admin) {
    const userId = await createAdmin(db, env.admin.email, env.admin.password);
    // The account id, not the e-mail: logs keep no personal data (issue 24 I-10).
    if (userId) logger().info({ userId }, "Administrador criado a partir de ADMIN_EMAIL.");
    // Taken: another instance created it just now, or an account that is not an active admin has
    // that e-mail (it is never changed from here; `npm run admin:create` is the way).
    if (userId || (await countActiveAdmins(db)) > 0) return;
  }
  if (env.production) {
    throw new Error(
      env.admin
        ? "Nenhum administrador ativo, e ADMIN_EMAIL pertence a uma conta que não é administrador ativo: rode `npm run admin:create -- --email E`."
        : "Nenhum administrador cadastrado: defina ADMIN_EMAIL e ADMIN_PASSWORD ou rode `npm run admin:create -- --email E`.",
    );
  }
  const password = randomBytes(12).toString("base64url");
  if (await createAdmin(db, LOCAL_ADMIN_EMAIL, password)) {
    // A log line like every other (JSON with LOG_FORMAT=json); in pretty mode it reads as a block.
    noticeLogger().info(
      [
        "Primeiro administrador criado (anote: a senha não será mostrada de novo):",
        `    Login: ${LOCAL_ADMIN_EMAIL}`,
        `    Senha: ${password}`,
        "  Entre em /access/employees e troque a senha no Portal do Colaborador.",
      ].join("\n"),
    );
  }
}

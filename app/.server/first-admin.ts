import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "./db/schema";
import type { Env } from "./env";
import { logger, noticeLogger } from "./logger";
import { Refusal } from "./refusal";
import { countActiveAdmins, createUser, findUserByEmail } from "./users";

/** The address of the admin generated for a local run without ADMIN_*. */
const LOCAL_ADMIN_EMAIL = "admin@localhost.test";

/** Creates an approved admin; another instance starting at the same moment may win the race. */
async function createAdmin(db: Kysely<Database>, email: string, password: string): Promise<boolean> {
  try {
    await createUser(db, { email, password, role: "admin", status: "approved", actorId: null });
    return true;
  } catch (error) {
    if (error instanceof Refusal && error.status === 409) return false;
    throw error;
  }
}

/**
 * Makes sure someone can administer the site. ADMIN_EMAIL + ADMIN_PASSWORD create that admin
 * when the e-mail is unknown. Otherwise, with no admin at all: a local run creates one with a
 * random password printed once; production refuses to start.
 */
export async function ensureFirstAdmin(db: Kysely<Database>, env: Env): Promise<void> {
  if (env.admin) {
    if (!(await findUserByEmail(db, env.admin.email))) {
      if (await createAdmin(db, env.admin.email, env.admin.password)) {
        logger().info(`Administrador ${env.admin.email} criado a partir de ADMIN_EMAIL.`);
      }
    }
    return;
  }
  if ((await countActiveAdmins(db)) > 0) return;
  if (env.production) {
    throw new Error(
      "Nenhum administrador cadastrado: defina ADMIN_EMAIL e ADMIN_PASSWORD ou rode `npm run admin:create -- --email E`.",
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

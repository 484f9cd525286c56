// `npm run admin:create -- --email E`: creates an approved admin, or turns an existing account
// into one and sets its password. The password comes from ADMIN_CREATE_PASSWORD, else a hidden
// prompt on a terminal, else standard input (`printf '%s' "$SENHA" | npm run admin:create -- …`),
// read by scripts/secret-input.ts; left empty, one is generated and printed once. `--password P`
// still works but warns: the command line is visible to other users (ps) and kept in the shell's
// history (security review 2, I-10).
// A guessable password is refused (exit 2).
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { makeAdmin } from "~/.server/accounts";
import { refreshContent } from "~/.server/content";
import { migrateDatabase, openDatabase, Refusal, resolveEnv } from "~/.server/platform";
import { emailSchema, newPasswordSchema } from "~/lib/staff-schemas";
import { readSecret, warnCommandLine } from "./secret-input";

async function main() {
  const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
  const email = emailSchema.safeParse(values.email ?? "");
  if (!email.success) {
    console.error("Uso: npm run admin:create -- --email nome@exemplo.com.br");
    process.exit(2);
  }
  if (values.password) {
    warnCommandLine("uma senha", "--password", "ADMIN_CREATE_PASSWORD");
  }
  let password =
    values.password ||
    (await readSecret(process.env.ADMIN_CREATE_PASSWORD, "Senha (vazio para gerar uma): "));
  let generated = false;
  // A line break could never be typed at the login.
  if (/[\r\n]/.test(password)) {
    console.error("A senha deve ter uma só linha.");
    process.exit(2);
  }
  if (!password) {
    password = randomBytes(12).toString("base64url");
    generated = true;
  }
  const valid = newPasswordSchema.safeParse(password);
  if (!valid.success) {
    console.error(valid.error.issues[0]?.message);
    process.exit(2);
  }

  const env = resolveEnv(process.env);
  const database = openDatabase(env.databaseUrl);
  const { db } = database;
  try {
    await migrateDatabase(database);
    // The brokerage's name as admins set it: a password made of it is refused (password-policy.ts).
    await refreshContent(db, env.quotePortalUrl);
    // The operator's way back into a site whose admins are all locked out (users.ts, one transaction).
    const outcome = await makeAdmin(db, { email: email.data, password }).catch((error: unknown) => {
      if (!(error instanceof Refusal)) throw error;
      console.error(error.message);
      process.exitCode = 2;
    });
    if (!outcome) return;
    if (outcome === "promoted") {
      console.log(`${email.data} agora é administrador aprovado, com a nova senha.`);
    } else {
      console.log(`Administrador ${email.data} criado.`);
    }
    if (generated) console.log(`Senha gerada (anote, não será mostrada de novo): ${password}`);
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

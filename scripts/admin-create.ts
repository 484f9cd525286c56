// `npm run admin:create -- --email E`: creates an approved admin, or turns an existing account
// into one and sets its password. The password comes from ADMIN_CREATE_PASSWORD, else a hidden
// prompt on a terminal, else standard input (`printf '%s' "$SENHA" | npm run admin:create -- …`);
// left empty, one is generated and printed once. `--password P` still works but warns: the command
// line is visible to other users (ps) and kept in the shell's history (security review 2, I-10).
// A guessable password is refused (exit 2).
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { refreshContent } from "~/.server/content/snapshot";
import { openDatabase } from "~/.server/db/database";
import { migrateDatabase } from "~/.server/db/migrate";
import { resolveEnv } from "~/.server/env";
import { Refusal } from "~/.server/refusal";
import { makeAdmin } from "~/.server/users";
import { emailSchema, newPasswordSchema } from "~/lib/staff-schemas";

async function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  return new Promise((resolve) => {
    let value = "";
    const onData = (char: string) => {
      if (char === "\r" || char === "\n" || char === "\u0004") {
        stdin.setRawMode(false);
        stdin.pause();
        stdin.off("data", onData);
        stdout.write("\n");
        resolve(value);
        return;
      }
      if (char === "\u0003") process.exit(130);
      value = char === "\u007f" ? value.slice(0, -1) : value + char;
    };
    stdin.on("data", onData);
  });
}

/** Standard input when piped, without one trailing line break (`echo` adds it). */
async function readPiped(): Promise<string> {
  let text = "";
  process.stdin.setEncoding("utf8");
  for await (const chunk of process.stdin) text += chunk;
  return text.replace(/\r?\n$/, "");
}

async function main() {
  const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
  const email = emailSchema.safeParse(values.email ?? "");
  if (!email.success) {
    console.error("Uso: npm run admin:create -- --email nome@exemplo.com.br");
    process.exit(2);
  }
  if (values.password) {
    console.error(
      "Aviso: uma senha em --password fica visível para outros usuários (ps) e no histórico do shell. " +
        "Prefira digitá-la quando pedida, enviá-la pela entrada padrão ou usar ADMIN_CREATE_PASSWORD.",
    );
  }
  let password = values.password || process.env.ADMIN_CREATE_PASSWORD;
  let generated = false;
  if (!password) {
    password = process.stdin.isTTY ? await askHidden("Senha (vazio para gerar uma): ") : await readPiped();
  }
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

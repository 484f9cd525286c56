// `npm run credentials:rotate`: re-encrypts every insurer portal password (and two-step key) under
// a new key, in one transaction. The current key is CREDENTIALS_KEY (or, outside production, the
// one kept under DATA_DIR). The new key comes from NEW_CREDENTIALS_KEY, else a hidden prompt on a
// terminal, else standard input (`openssl rand -hex 32 | … npm run credentials:rotate`), never
// echoed (scripts/secret-input.ts); left empty, a random one is generated and printed once.
// `--new-key HEX` still works but warns: the command line is visible to other users (ps) and kept
// in the shell's history (security review 2, I-10).
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  credentialsKey,
  migrateDatabase,
  openDatabase,
  resolveEnv,
  rotateCredentials,
} from "~/.server/platform";
import { readSecret, warnCommandLine } from "./secret-input";

async function main() {
  const { values } = parseArgs({ options: { "new-key": { type: "string" } } });
  if (values["new-key"]) warnCommandLine("uma chave", "--new-key", "NEW_CREDENTIALS_KEY");
  const given =
    values["new-key"] ||
    (await readSecret(process.env.NEW_CREDENTIALS_KEY, "Nova chave (vazio para gerar uma): ")).trim();
  const generated = !given;
  const nextHex = given || randomBytes(32).toString("hex");
  if (!/^[0-9a-fA-F]{64}$/.test(nextHex)) {
    console.error(
      "A nova chave deve ter 64 caracteres hexadecimais (32 bytes aleatórios): openssl rand -hex 32",
    );
    process.exit(2);
  }
  const env = resolveEnv(process.env);
  if (nextHex.toLowerCase() === env.credentialsKey.toLowerCase()) {
    console.error("A nova chave é igual à atual.");
    process.exit(2);
  }
  const database = openDatabase(env.databaseUrl);
  try {
    await migrateDatabase(database);
    const count = await rotateCredentials(
      database.db,
      credentialsKey(env.credentialsKey),
      credentialsKey(nextHex),
    );
    console.log(`${count} senha(s) cifrada(s) de novo com a nova chave.`);
    if (process.env.CREDENTIALS_KEY) {
      console.log("Troque CREDENTIALS_KEY pela nova chave em todas as instâncias e reinicie-as.");
    } else {
      // Outside production the key lives under DATA_DIR: the next start reads the new one.
      writeFileSync(path.join(env.dataDir, "credentials.secret"), nextHex, { mode: 0o600 });
      console.log(
        `Nova chave guardada em ${path.join(env.dataDir, "credentials.secret")}. Reinicie o servidor.`,
      );
    }
    if (generated) console.log(`Nova chave (anote, não será mostrada de novo): ${nextHex}`);
  } finally {
    await database.db.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

// How the operator scripts (admin:create, credentials:rotate) take a secret without putting it on
// the command line, where other users see it (ps) and the shell keeps it in its history (security
// review 2, I-10): an environment variable, else a hidden prompt on a terminal, else standard input
// (`printf '%s' "$SEGREDO" | npm run …`). An empty answer is returned as "" (the caller may generate one).

/** The secret from `fromEnv`, else asked for without echo on a terminal, else read from a pipe. */
export async function readSecret(fromEnv: string | undefined, question: string): Promise<string> {
  if (fromEnv) return fromEnv;
  return process.stdin.isTTY ? askHidden(question) : readPiped();
}

/** The warning printed when the secret still comes in a command-line flag (kept for old habits). */
export function warnCommandLine(what: string, flag: string, envVar: string): void {
  console.error(
    `Aviso: ${what} em ${flag} fica visível para outros usuários (ps) e no histórico do shell. ` +
      `Prefira digitá-la quando pedida, enviá-la pela entrada padrão ou usar ${envVar}.`,
  );
}

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

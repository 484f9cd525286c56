import { dictionary } from "@zxcvbn-ts/language-common";
import { Refusal } from "../http/refusal";

/**
 * Passwords an attacker tries first, refused wherever a password is chosen (registration, the
 * portal's change, a reset link, `npm run admin:create`, ADMIN_PASSWORD): on top of the spec's
 * 6 characters, never instead of them (docs/decisions/024-guessable-passwords.md). Server-only:
 * the 49k-entry list must never reach the browser bundle, so the browser checks the length alone.
 * Signing in is not affected: an older weak password still opens its account.
 */
export const GUESSABLE_PASSWORD = "Esta senha é muito comum e fácil de adivinhar. Escolha outra.";

/**
 * Brazilian favourites the (mostly English) common list lacks, compared like every entry: without
 * case or accents, and also with digits and symbols around them stripped ("Senha@2024" is "senha").
 */
const BRAZILIAN_FAVOURITES = [
  "senha",
  "minhasenha",
  "mudar",
  "mudarsenha",
  "trocar",
  "trocarsenha",
  "novasenha",
  "senhanova",
  "acesso",
  "admin",
  "administrador",
  "usuario",
  "teste",
  "segredo",
  "bemvindo",
  "brasil",
  "brasileiro",
  "flamengo",
  "mengao",
  "corinthians",
  "timao",
  "palmeiras",
  "verdao",
  "saopaulo",
  "santos",
  "vasco",
  "gremio",
  "cruzeiro",
  "botafogo",
  "fluminense",
  "internacional",
  "atletico",
  "bahia",
  "jesus",
  "jesuscristo",
  "deus",
  "deusefiel",
  "deuseamor",
  "amor",
  "meuamor",
  "teamo",
  "familia",
  "felicidade",
  "saudade",
  "mamae",
  "papai",
  "corretora",
  "seguro",
  "seguros",
  "seguradora",
  "empresa",
  "escritorio",
  "trabalho",
];

/** Straight runs and keyboard rows: a password that is a piece of one (either way) is refused. */
const SEQUENCES = ["abcdefghijklmnopqrstuvwxyz", "01234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm"].flatMap(
  (s) => [s, [...s].reverse().join("")],
);

/** Lower case, no accents: "Vértice" and "VERTICE" are "vertice". */
const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
/** Letters and digits only: "vertice-seguros" is "verticeseguros". */
const alphanumeric = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, "");
/** Without the digits and symbols around the word: "senha123", "#brasil2024!" give "senha", "brasil". */
const stripEnds = (text: string) => text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");

let known: Set<string> | undefined;
/** Built on first use (about 50 ms for 49k entries), not at import. */
function commonPasswords(): Set<string> {
  known ??= new Set([...dictionary["passwords-common"], ...BRAZILIAN_FAVOURITES].map(plain));
  return known;
}

/** One character repeated, a short unit repeated ("abcabc", "121212"), or a piece of a run. */
function trivialShape(text: string): boolean {
  return /^(.{1,3})\1+$/u.test(text) || SEQUENCES.some((sequence) => sequence.includes(text));
}

/**
 * The brokerage's own name as a guess: each word of 4 letters or more ("vertice", "seguros")
 * and the whole name run together ("verticeseguros").
 */
function brandWords(brandName: string): string[] {
  const words = plain(brandName).split(/[^\p{L}\p{N}]+/u);
  return [...words.filter((word) => word.length >= 4), words.join("")];
}

/** Whether `password` is one an attacker would try first (see the module comment). */
export function isGuessablePassword(password: string, brandName: string): boolean {
  const whole = plain(password);
  const core = stripEnds(whole);
  const list = commonPasswords();
  const candidates = [whole, alphanumeric(whole)];
  // A core of 3 letters or fewer ("ab" of "ab-7391") says too little to refuse the whole.
  if (core.length >= 4) candidates.push(core, alphanumeric(core));
  const brand = brandWords(brandName);
  return candidates.some(
    (candidate) =>
      list.has(candidate) || brand.includes(candidate) || (candidate.length > 0 && trivialShape(candidate)),
  );
}

/** Throws the 400 refusal on the form's `password` field when the password is guessable. */
export function refuseGuessablePassword(password: string, brandName: string): void {
  if (isGuessablePassword(password, brandName)) {
    throw new Refusal(GUESSABLE_PASSWORD, 400, { password: GUESSABLE_PASSWORD });
  }
}

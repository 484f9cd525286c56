/**
 * Reading a policy PDF's text (issue 42, decision 070): the fields an insurer prints on every
 * policy, found by their labels in Brazilian formats (dd/mm/aaaa, R$ 1.234,56, CNPJ
 * 00.000.000/0000-00, plates ABC1D23 / ABC-1234). Pure: text in, proposals out. Nothing read here
 * is stored until staff confirm it, field by field.
 *
 * Insurer records have no CNPJ (their public and internal sides hold none), so the insurer is
 * matched by its name in the text; the CNPJ printed nearest to that name is shown beside it, for
 * staff to check.
 */
import { parseDay } from "~/lib/book-schemas";
import { isValidCnpj, isValidPlate, normalizeCnpj, normalizePlate, parseMoney } from "~/lib/br";

export interface PdfReading {
  policyNumber?: string;
  startsOn?: string;
  endsOn?: string;
  /** Centavos. */
  totalPremium?: number;
  netPremium?: number;
  iof?: number;
  insurerId?: string;
  /** The insurer's CNPJ as printed nearest its name (digits), when one is. */
  insurerCnpj?: string;
  vehiclePlate?: string;
}

export interface NamedInsurer {
  id: string;
  name: string;
}

const DATE = String.raw`(\d{2}\/\d{2}\/\d{4})`;
const AMOUNT = String.raw`(\d{1,3}(?:\.\d{3})+,\d{2}|\d+,\d{2})`;
/** Between a label and its value: a colon, "(R$)", "R$", spaces, a few words at most. */
const GAP = String.raw`[^\d\n]{0,40}?`;

/** One line of text: PDF text items come joined by spaces or line breaks, no-break spaces included. */
export function flatten(text: string): string {
  return text
    .replace(/\u00a0/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Lower case without accents, for matching names (a precomposed accent keeps its place). */
function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

function firstMatch(text: string, patterns: RegExp[]): RegExpExecArray | null {
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) return match;
  }
  return null;
}

function readPolicyNumber(text: string): string | undefined {
  // "Apólice nº 0531.12345", "Número da apólice: 123", "Nº da Apólice 1-23/45"; not "Apólice de seguro".
  const match = firstMatch(text, [
    /(?:n[uú]mero|n[º°o]\.?)\s*(?:da\s+)?ap[óo]lice\s*[:-]?\s*([0-9][0-9A-Z./-]{2,29})/i,
    /ap[óo]lice\s*(?:n[º°o]\.?|n[uú]mero)?\s*[:-]\s*([0-9][0-9A-Z./-]{2,29})/i,
    /ap[óo]lice\s*(?:n[º°o]\.?|n[uú]mero)\s*([0-9][0-9A-Z./-]{2,29})/i,
  ]);
  return match?.[1]?.replace(/[./-]+$/, "");
}

/** The dates written within `window` characters after the label's first match. */
function datesAfter(text: string, label: RegExp, window: number): string[] {
  const match = label.exec(text);
  if (!match) return [];
  const from = match.index + match[0].length;
  return [...text.slice(from, from + window).matchAll(new RegExp(DATE, "g"))].flatMap((m) =>
    m[1] ? [m[1]] : [],
  );
}

function readCover(text: string): { startsOn?: string; endsOn?: string } {
  const day = (value: string | undefined) => (value ? parseDay(value) : null);
  let startsOn = day(datesAfter(text, /in[íi]cio\s+(?:de|da|do)\s+vig[êe]ncia/i, 40)[0]);
  let endsOn = day(datesAfter(text, /(?:fim|t[ée]rmino|final)\s+(?:de|da|do)\s+vig[êe]ncia/i, 40)[0]);
  if (!startsOn || !endsOn) {
    // "Vigência: das 24h de 10/01/2026 às 24h de 10/01/2027", "Período de vigência 10/01/2026 a 10/01/2027".
    const [first, second] = datesAfter(text, /vig[êe]ncia/i, 90);
    startsOn ??= day(first);
    endsOn ??= day(second);
  }
  if (startsOn && endsOn && endsOn <= startsOn) return {};
  return { ...(startsOn && { startsOn }), ...(endsOn && { endsOn }) };
}

function readAmount(text: string, labels: RegExp[]): number | undefined {
  for (const label of labels) {
    const match = new RegExp(`${label.source}${GAP}${AMOUNT}`, label.flags).exec(text);
    const cents = match?.[1] ? parseMoney(match[1]) : null;
    if (cents !== null && cents !== undefined) return cents;
  }
  return undefined;
}

function readPlate(text: string): string | undefined {
  const match = /placa\s*(?:do\s+ve[íi]culo)?\s*[:-]?\s*([A-Z]{3}-?\d[A-Z0-9]\d{2})\b/i.exec(text);
  const plate = match?.[1] ? normalizePlate(match[1]) : undefined;
  return plate && isValidPlate(plate) ? plate : undefined;
}

/** Every valid CNPJ in the text, with where it starts. */
function cnpjsOf(text: string): { cnpj: string; at: number }[] {
  const found: { cnpj: string; at: number }[] = [];
  for (const match of text.matchAll(/\b\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}\b/g)) {
    const cnpj = normalizeCnpj(match[0]);
    if (isValidCnpj(cnpj) && !/^0+$/.test(cnpj)) found.push({ cnpj, at: match.index });
  }
  return found;
}

/** The words that name no insurer in particular ("Seguros", "Seguradora", "do Brasil"). */
const GENERIC = new Set([
  "seguros",
  "seguro",
  "seguradora",
  "companhia",
  "cia",
  "do",
  "de",
  "brasil",
  "sa",
  "s.a.",
]);
/** A distinctive name alone counts only beside one of these (so "Cor: Azul" is not Azul Seguros). */
const INSURER_WORD = /^.{0,50}?\b(?:segur|companhia|cia\b|s\.?\s?a\b)/;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The insurer the text names most: its full record name ("Tokio Marine Seguradora"), or its
 * distinctive words ("Tokio Marine") followed closely by an insurer word ("Seguradora S.A.",
 * "Companhia de Seguros"). Null when none is named, or two are named as often.
 */
export function matchInsurer(
  text: string,
  insurers: readonly NamedInsurer[],
): { id: string; at: number } | null {
  const hay = folded(text);
  const scored: { id: string; count: number; at: number; name: string }[] = [];
  for (const insurer of insurers) {
    const full = folded(insurer.name).trim();
    const distinctive = full
      .split(/\s+/)
      .filter((word) => !GENERIC.has(word))
      .join(" ");
    let count = 0;
    let at = -1;
    for (const match of hay.matchAll(new RegExp(`\\b${escaped(full)}\\b`, "g"))) {
      count += 2;
      if (at < 0) at = match.index;
    }
    if (distinctive && distinctive !== full) {
      for (const match of hay.matchAll(new RegExp(`\\b${escaped(distinctive)}\\b`, "g"))) {
        const after = hay.slice(match.index + distinctive.length, match.index + distinctive.length + 60);
        if (!hay.startsWith(full, match.index) && INSURER_WORD.test(after)) {
          count += 1;
          if (at < 0) at = match.index;
        }
      }
    }
    if (count > 0) scored.push({ id: insurer.id, count, at, name: distinctive || full });
  }
  // "Zurich Santander" in the text also names "Zurich": the longer name wins where both start alike.
  scored.sort((a, b) => b.count - a.count || b.name.length - a.name.length);
  const [best, second] = scored;
  if (!best || (second && second.count === best.count && !best.name.startsWith(second.name))) return null;
  return { id: best.id, at: best.at };
}

/**
 * What a policy's text says of the fields the book keeps. `exclude` lists CNPJs that are not the
 * insurer's (the brokerage's own, the client's) so neither is shown as the insurer's.
 */
export function readPolicyText(
  raw: string,
  insurers: readonly NamedInsurer[],
  exclude: readonly string[] = [],
): PdfReading {
  const text = flatten(raw);
  if (!text) return {};
  const reading: PdfReading = {};
  const policyNumber = readPolicyNumber(text);
  if (policyNumber) reading.policyNumber = policyNumber;
  Object.assign(reading, readCover(text));
  const total = readAmount(text, [
    /pr[êe]mio\s+total/i,
    /total\s+(?:do\s+|a\s+pagar\s+do\s+)?pr[êe]mio/i,
    /valor\s+total(?:\s+(?:do\s+seguro|a\s+pagar))?/i,
  ]);
  if (total !== undefined) reading.totalPremium = total;
  const net = readAmount(text, [/pr[êe]mio\s+l[íi]quido/i, /pr[êe]mio\s+comercial/i]);
  if (net !== undefined) reading.netPremium = net;
  // IOF written in capitals (with or without dots): "IOF", "I.O.F.", never a word that contains it.
  const iof = readAmount(text, [/\bI\.?O\.?F\b\.?/]);
  if (iof !== undefined) reading.iof = iof;
  const plate = readPlate(text);
  if (plate) reading.vehiclePlate = plate;

  const insurer = matchInsurer(text, insurers);
  const skip = new Set(exclude.map(normalizeCnpj));
  const cnpjs = cnpjsOf(text).filter((c) => !skip.has(c.cnpj));
  if (insurer) {
    reading.insurerId = insurer.id;
    const nearest = cnpjs.sort((a, b) => Math.abs(a.at - insurer.at) - Math.abs(b.at - insurer.at))[0];
    if (nearest) reading.insurerCnpj = nearest.cnpj;
  }
  return reading;
}

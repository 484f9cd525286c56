import { formatNumber } from "~/lib/br";
/**
 * A policy's documents (issue 42, decision 070), zod-free: what the browser checks before sending
 * a file and the server checks again by its bytes, with the same Portuguese words.
 */

/** 10 MB, as staff read it on the screen (10 × 1024 × 1024 bytes). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** What a document may be: a PDF, or a photo or scan of one (checked by the file's first bytes). */
export const DOCUMENT_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/webp"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** The file picker's `accept`: the types and their usual extensions (a phone's picker reads both). */
export const DOCUMENT_ACCEPT = [...DOCUMENT_TYPES, ".pdf", ".jpg", ".jpeg", ".png", ".webp"].join(",");
export const DOCUMENT_EXTENSION: Record<DocumentType, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

export const DOCUMENT_MESSAGES = {
  tooBig:
    "O arquivo tem mais de 10 MB. Envie um arquivo de até 10 MB (um PDF pode ser reduzido ao salvar de novo).",
  wrongType: "Envie um PDF ou uma imagem JPEG, PNG ou WebP: este arquivo não é nenhum deles.",
  missing: "Escolha o arquivo a enviar.",
  kind: "Escolha o tipo do documento.",
  notFound: "Documento não encontrado.",
  nothingChosen: "Marque ao menos um campo para confirmar.",
  nothingRead: "Nada a confirmar: o PDF não traz esses dados, ou a apólice já os tem.",
} as const;

/** What the browser can tell of a chosen file before sending it: the server's words, or nothing. */
export function documentProblem(file: { size: number; type: string; name: string }): string | undefined {
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_MESSAGES.tooBig;
  // The browser's type is a hint only (the server reads the bytes); an empty one is left to the server.
  if (file.type && !(DOCUMENT_TYPES as readonly string[]).includes(file.type))
    return DOCUMENT_MESSAGES.wrongType;
  if (file.size === 0) return DOCUMENT_MESSAGES.missing;
  return undefined;
}

/** 2_411_724 → "2,3 MB"; 5_120 → "5 KB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${formatNumber(bytes / (1024 * 1024), 0, 1)} MB`;
}

/** The fields a policy PDF may propose, in the order the screen lists them. */
export const READ_FIELDS = [
  "policyNumber",
  "insurerId",
  "startsOn",
  "endsOn",
  "netPremium",
  "iof",
  "totalPremium",
  "vehiclePlate",
] as const;
export type ReadField = (typeof READ_FIELDS)[number];
export const READ_FIELD_LABEL: Record<ReadField, string> = {
  policyNumber: "Número da apólice",
  insurerId: "Seguradora",
  startsOn: "Início da vigência",
  endsOn: "Fim da vigência",
  netPremium: "Prêmio líquido",
  iof: "IOF",
  totalPremium: "Prêmio total",
  vehiclePlate: "Placa do veículo",
};
/** The checkbox of a proposed field in the confirmation form. */
export const readFieldInput = (field: ReadField) => `use-${field}`;

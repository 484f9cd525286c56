import { phoneSchema } from "../lib/br/schemas";
import { plainString } from "../lib/plain-text";
import { z } from "../lib/zod";
import { LOGO_MAX_BYTES, LOGO_TOO_BIG } from "./logo-rules";

/**
 * The building blocks of every admin-edited content schema (site details, product pages): one
 * Portuguese message per rule, shared by the browser (instant feedback) and the server.
 * Content is plain text, never HTML: it is stored as typed and escaped wherever it is shown.
 */

export const REQUIRED = "Preencha este campo.";
export const tooLong = (max: number) => `Use no máximo ${max} caracteres.`;

/**
 * Required plain text of at most `max` characters, trimmed, without control characters (tabs and
 * line breaks allowed: the same rule serves one-line fields and text areas).
 */
export function plainText(max: number) {
  return plainString(
    z
      .string({ error: REQUIRED })
      .trim()
      .min(1, { error: REQUIRED })
      .max(max, { error: tooLong(max) }),
    { multiline: true },
  );
}

/** A list of plain-text items (paragraphs, bullets, steps). */
export function textList(max: number, bounds: { min: number; max: number }) {
  return itemList(plainText(max), bounds);
}

/** A list of `item`s that admins can grow, shrink and reorder, within `bounds`. */
export function itemList<T extends z.ZodType>(item: T, bounds: { min: number; max: number }) {
  return z
    .array(item, { error: bounds.min > 0 ? `Adicione pelo menos ${bounds.min} item.` : "Lista inválida." })
    .min(bounds.min, {
      error: bounds.min === 1 ? "Adicione pelo menos um item." : `Adicione pelo menos ${bounds.min} itens.`,
    })
    .max(bounds.max, { error: `No máximo ${bounds.max} itens.` });
}

/**
 * An absolute http(s) URL, as a link on the public site must be. Without control characters: the
 * URL parser drops or encodes them, but the address is stored as typed.
 */
export function webUrl(max = 300) {
  return plainString(
    z
      .string({ error: REQUIRED })
      .trim()
      .min(1, { error: REQUIRED })
      .max(max, { error: tooLong(max) }),
    { multiline: false },
  ).refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
      } catch {
        return false;
      }
    },
    { error: "Informe um endereço completo, começando com https://." },
  );
}

/** A Brazilian phone as digits (lib/br normalizePhone): a mobile, a landline, or a 0800/0300 number. */
export const phoneNumber = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED })
  .max(30, { error: "Telefone inválido." })
  .pipe(
    phoneSchema({
      message: "Telefone inválido: DDD e número, por exemplo (41) 3000-0000.",
      serviceNumbers: true,
    }),
  );

/** A field that may be left blank: "" (its default), or a value `field` accepts. */
export function orBlank<T extends z.ZodType<string>>(field: T) {
  return z.union([z.literal(""), field]).default("");
}

/** A record's phones, up to four: each number with what names it (its `kind`, its `label`). */
export function phoneList<Naming extends z.ZodRawShape>(naming: Naming, { min }: { min: number }) {
  return itemList(z.object({ ...naming, number: phoneNumber }), { min, max: 4 });
}

/**
 * Optional plain text of at most `max` characters ("" when left blank), without control
 * characters; line breaks only when `multiline`.
 */
export function optionalText(max: number, { multiline }: { multiline: boolean }) {
  return plainString(
    z
      .string()
      .trim()
      .max(max, { error: tooLong(max) }),
    { multiline },
  ).default("");
}

/** An uploaded logo's file name: the SHA-256 of its bytes and its type (app/.server/logos.ts). */
export const LOGO_FILE_NAME = /^[0-9a-f]{64}\.(png|webp)$/;
export const logoFileName = z.string().regex(LOGO_FILE_NAME);

/**
 * An editor's logo fields: a new file (PNG or WebP, checked by its bytes on the server), or the
 * box that goes back to the drawn mark; neither keeps the logo there is.
 */
export const logoUploadFields = {
  // Its size is checked here too, so the browser answers before sending; its type is the server's
  // to judge by the bytes (logos.ts), never by the type the client declares.
  logoFile: z
    .instanceof(File)
    .optional()
    .refine((file) => !file?.size || file.size <= LOGO_MAX_BYTES, { error: LOGO_TOO_BIG }),
  removeLogo: z.boolean().default(false),
};

import { EMAIL_MAX_LENGTH } from "../lib/br";
import { emailFormat } from "../lib/br/schemas";
import { z } from "../lib/zod";
import {
  logoFileName,
  logoUploadFields,
  optionalText,
  orBlank,
  phoneList,
  phoneNumber,
  plainText,
  REQUIRED,
  tooLong,
  webUrl,
} from "./content-fields";
import { INSURER_PHONE_KINDS, type InsurerPhoneKind } from "./insurer-labels";

/**
 * The insurer records' schemas and types (issue 15, decision 019): the public side (a content
 * document), the internal side, the admin editor and the new-insurer form. The first-start
 * records, with the sources of their facts, are in insurer-defaults.ts; the labels pages show
 * (no zod) in insurer-labels.ts.
 */
const phoneKinds = Object.keys(INSURER_PHONE_KINDS) as [InsurerPhoneKind, ...InsurerPhoneKind[]];

/** What names an insurer, in its record and in the form that adds one. */
const insurerIdentity = { name: plainText(80), website: webUrl() };

/**
 * An insurer's public record (issue 15): what admins edit in "Seguradoras" and the emergency
 * directory shows. The internal side (portal, login, password, account manager, conditions)
 * lives in its own table and never enters this record, the content snapshot or a public page.
 */
export const insurerPublicSchema = z.object({
  ...insurerIdentity,
  phones: phoneList(
    { kind: z.enum(phoneKinds, { error: "Escolha o tipo do telefone." }) },
    { min: 0 },
  ).refine((phones) => new Set(phones.map((p) => p.kind)).size === phones.length, {
    error: "Um telefone de cada tipo.",
  }),
  /** A current partner of the brokerage; the others are listed apart, for customers of any insurer. */
  partner: z.boolean().default(false),
  hidden: z.boolean().default(false),
  /** A short public note under the name (e.g. which lines it covers). */
  note: optionalText(300, { multiline: true }),
  /** Product pages whose "Em caso de sinistro" applies (links on the card). */
  productSlugs: z.array(z.string().trim().max(40)).max(20).default([]),
  /** 1 to 3 letters drawn in the logo badge. */
  monogram: z
    .string({ error: REQUIRED })
    .trim()
    .regex(/^[A-Za-zÀ-ÿ0-9&]{1,3}$/, { error: "De uma a três letras." }),
  /** Badge colour, dark enough for white text. */
  color: z
    .string({ error: REQUIRED })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: "Uma cor como #1f3a5f." })
    .refine(darkEnough, { error: "Escolha uma cor mais escura: o texto branco precisa de contraste." }),
  /** The uploaded logo's file name (its SHA-256 and extension), or null for the drawn badge. */
  logo: logoFileName.nullable().default(null),
  /** Place in the directory (smaller first; ties by name). */
  position: z.coerce.number().int().min(0).max(10_000).default(0),
});

export type InsurerPublic = z.output<typeof insurerPublicSchema>;
export type Insurer = InsurerPublic & { id: string };

/** White text on `hex` reaches WCAG AA (4.5:1). */
function darkEnough(hex: string): boolean {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (luminance + 0.05) >= 4.5;
}

/** The internal side's fields, as admins edit them (the password is write-only: empty keeps it). */
export const insurerInternalSchema = z.object({
  portalUrl: orBlank(webUrl()),
  login: optionalText(120, { multiline: false }),
  /**
   * A new password; empty keeps the stored one. Any character, control ones included: it is
   * encrypted (credentials.ts) before it is stored.
   */
  password: z
    .string()
    .trim()
    .max(200, { error: tooLong(200) })
    .default(""),
  /** Checked: forget the stored password. */
  clearPassword: z.boolean().default(false),
  managerName: optionalText(120, { multiline: false }),
  managerPhone: orBlank(phoneNumber),
  managerEmail: orBlank(emailFormat("E-mail inválido.").max(EMAIL_MAX_LENGTH, { error: "E-mail inválido." })),
  conditions: optionalText(5000, { multiline: true }),
  notes: optionalText(5000, { multiline: true }),
});
export type InsurerInternalInput = z.output<typeof insurerInternalSchema>;

/** One editor for both sides; the logo arrives as a file (PNG or WebP, checked by its bytes on the server). */
export const insurerEditorSchema = insurerPublicSchema
  .omit({ hidden: true, position: true, logo: true })
  .extend({
    internal: insurerInternalSchema,
    ...logoUploadFields,
  });

/** Adding an insurer: its name and site; the rest is edited next. */
export const newInsurerSchema = z.object(insurerIdentity);

import { z } from "../zod";
import { formatCep, isValidCep } from "./cep";
import { formatCnpj, isValidCnpj } from "./cnpj";
import { formatCpf, isValidCpf } from "./cpf";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "./email";
import { BR_MESSAGES } from "./messages";
import { parseMoney, parseRate } from "./money";
import { isMobilePhone, isServiceNumber, isValidPhone, normalizePhone } from "./phone";
import { formatPlate, isValidPlate } from "./plate";
import { normalizeTaxId, taxIdKind } from "./tax-id";

/**
 * The Zod fields of app/lib/br, apart from its zod-free face (./index.ts) so that a page that only
 * formats a phone loads no Zod (decision 049). Each takes its Portuguese message: `message` for
 * a value that is wrong, `missing` for no text at all (a field's own "Preencha este campo.").
 */
interface Messages {
  message?: string;
  missing?: string;
}

/**
 * The e-mail rule alone, for a field that trims and bounds its text itself (the contact form's
 * "Texto longo demais."). Without `message`, Zod's own.
 */
export function emailFormat(message?: string) {
  return z.email(
    message === undefined ? { pattern: EMAIL_PATTERN } : { pattern: EMAIL_PATTERN, error: message },
  );
}

/** A required e-mail, stored normalised (trimmed, lower case), at most 254 characters. */
export function emailSchema({ message = BR_MESSAGES.email, missing = message }: Messages = {}) {
  return z
    .string({ error: missing })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH, { error: message })
    .pipe(emailFormat(message));
}

/**
 * A phone, stored as normalizePhone's digits: a mobile or a landline; with `mobile`, a mobile
 * only; with `serviceNumbers`, a company's 0800/0300 number too.
 */
export function phoneSchema({
  mobile = false,
  serviceNumbers = false,
  message = mobile ? BR_MESSAGES.mobile : BR_MESSAGES.phone,
  missing = message,
}: Messages & { mobile?: boolean; serviceNumbers?: boolean } = {}) {
  return z
    .string({ error: missing })
    .transform(normalizePhone)
    .refine(
      (digits) =>
        (mobile ? isMobilePhone(digits) : isValidPhone(digits)) ||
        (serviceNumbers && isServiceNumber(digits)),
      { error: message },
    );
}

/** A document typed with or without its punctuation, checked, and stored as it is written. */
function documentSchema(
  isValid: (value: string) => boolean,
  format: (value: string) => string,
  messages: Messages,
) {
  const message = messages.message;
  return z
    .string({ error: messages.missing ?? message })
    .trim()
    .max(30, { error: message })
    .refine(isValid, { error: message })
    .transform(format);
}

/** A CPF with valid check digits, stored as 000.000.000-00. */
export const cpfSchema = ({ message = BR_MESSAGES.cpf, missing }: Messages = {}) =>
  documentSchema(isValidCpf, formatCpf, { message, missing });

/** A CNPJ (numeric or alphanumeric) with valid check digits, stored as 00.000.000/0000-00. */
export const cnpjSchema = ({ message = BR_MESSAGES.cnpj, missing }: Messages = {}) =>
  documentSchema(isValidCnpj, formatCnpj, { message, missing });

/** A CEP, stored as 00000-000. */
export const cepSchema = ({ message = BR_MESSAGES.cep, missing }: Messages = {}) =>
  documentSchema(isValidCep, formatCep, { message, missing });

/** A plate, old or Mercosul, stored as it is written (ABC-1234, ABC1D23). */
export const plateSchema = ({ message = BR_MESSAGES.plate, missing }: Messages = {}) =>
  documentSchema(isValidPlate, formatPlate, { message, missing });

/** A CPF or a CNPJ with valid check digits, stored without punctuation (the book's client key). */
export const taxIdSchema = ({ message = BR_MESSAGES.taxId, missing }: Messages = {}) =>
  documentSchema((value) => taxIdKind(value) !== null, normalizeTaxId, { message, missing });

/** An amount in reais as typed ("1.234,56"), as whole centavos. */
export const moneySchema = ({ message = BR_MESSAGES.money, missing }: Messages = {}) =>
  z
    .string({ error: missing ?? message })
    .trim()
    .min(1, { error: missing ?? message })
    .transform((value, ctx) => {
      const cents = parseMoney(value);
      if (cents === null) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return cents;
    });

/** A percentage as typed ("15", "12,5"), as basis points. */
export const rateSchema = ({ message = BR_MESSAGES.rate, missing }: Messages = {}) =>
  z
    .string({ error: missing ?? message })
    .trim()
    .min(1, { error: missing ?? message })
    .transform((value, ctx) => {
      const bp = parseRate(value);
      if (bp === null) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return bp;
    });

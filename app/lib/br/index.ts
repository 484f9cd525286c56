/**
 * Brazilian fields in one place (browser and server): e-mail, phone, CPF, CNPJ, CEP, vehicle
 * plate, SUSEP registration, a client's CPF-or-CNPJ and money, each with a normaliser, a validity check and (where a field is shown other than stored)
 * a formatter. This face is zod-free, so a public page may import it (decision 049); the Zod
 * fields are in ./schemas.
 */
export { formatCep, isValidCep, normalizeCep } from "./cep";
export { formatCnpj, isValidCnpj, normalizeCnpj } from "./cnpj";
export { formatCpf, isValidCpf, normalizeCpf } from "./cpf";
export { EMAIL_MAX_LENGTH, EMAIL_PATTERN, emailKey, isValidEmail, normalizeEmail } from "./email";
export { BR_MESSAGES } from "./messages";
export {
  commissionOf,
  formatMoney,
  formatNumber,
  formatRate,
  moneyInputValue,
  parseMoney,
  parseRate,
} from "./money";
export {
  formatPhone,
  isMobilePhone,
  isServiceNumber,
  isValidPhone,
  normalizePhone,
  PHONE_MAX_DIGITS,
  phoneDigits,
  phoneKey,
  phoneKind,
} from "./phone";
export { formatPlate, isValidPlate, normalizePlate, plateKind } from "./plate";
export { isValidSusepRegistration, SUSEP_REGISTRATION } from "./susep";
export { formatTaxId, maskTaxId, normalizeTaxId, type TaxIdKind, taxIdKind } from "./tax-id";

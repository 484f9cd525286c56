/**
 * Moved to ./br/phone. Only app/.server/mail/mail-templates.ts still imports it, while that file
 * is being split; delete this file once it imports ~/lib/br.
 */
export { formatPhone, PHONE_MAX_DIGITS, phoneDigits } from "./br/phone";

/**
 * Uploaded logos, the insurers' and the brokerage's: limits checked in the browser before sending
 * and again on the server.
 */
export const LOGO_MAX_BYTES = 100 * 1024;
/** The types the server accepts (recognised there by the file's bytes, logo-type.ts). */
export const LOGO_TYPES = ["image/png", "image/webp"] as const;
export const LOGO_TOO_BIG = "O logo pode ter no máximo 100 KB.";
export const LOGO_WRONG_TYPE = "Envie o logo em PNG ou WebP (SVG e outros formatos não são aceitos).";

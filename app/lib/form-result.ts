import type { z } from "~/lib/zod";

/**
 * What every form action answers when it does not redirect, and what every form component reads:
 * `ok`, the Portuguese message to show and, for bad input, one message per field.
 */
export interface FormResult {
  ok: boolean;
  message?: string;
  fields?: Record<string, string>;
  /** The `intent` of the form that was posted, on screens with several forms. */
  intent?: string;
}

/** Flattens Zod issues into `{ field: firstMessage }` for forms. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    if (!Object.hasOwn(out, key)) out[key] = issue.message;
  }
  return out;
}

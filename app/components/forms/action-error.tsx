import type { FormResult } from "~/lib/form-result";
import { FormMessage } from "./form-message";

/**
 * An admin screen's refusal: the action's message when it answered in place instead of
 * redirecting with the flash (which the admin layout shows). Nothing otherwise.
 */
export function ActionError({ data, className }: { data: FormResult | undefined; className?: string }) {
  if (!data?.message) return null;
  const message = <FormMessage tone="error" message={data.message} />;
  return className ? <div className={className}>{message}</div> : message;
}

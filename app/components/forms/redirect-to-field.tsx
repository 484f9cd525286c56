import { useSearchParams } from "react-router";
import { REDIRECT_PARAM, safeRedirectPath } from "~/lib/safe-redirect";

/**
 * The staff page the login was asked for on the way to (`?redirectTo=`), as a hidden field, so
 * the form carries it with or without JavaScript; the server checks it again when it is posted.
 */
export function RedirectToField() {
  const [params] = useSearchParams();
  const target = safeRedirectPath(params.get(REDIRECT_PARAM));
  return target ? <input type="hidden" name={REDIRECT_PARAM} value={target} /> : null;
}

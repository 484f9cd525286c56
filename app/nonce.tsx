import { createContext, useContext } from "react";

/** The CSP nonce of the current response; set on the server only (browsers hide it from the DOM). */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

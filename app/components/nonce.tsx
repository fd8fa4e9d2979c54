import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

/** The CSP nonce on the server; an empty string in the browser (which hides nonces anyway). */
export function useNonce(): string {
  return useContext(NonceContext);
}

import { createContext, useContext } from "react";

/**
 * The CSP nonce of the document being rendered on the server (see
 * app/entry.server.tsx). Undefined in the browser, where scripts are already
 * allowed and React does not compare the attribute.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

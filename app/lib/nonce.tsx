import { createContext, type ReactNode, useContext } from "react";

const NonceContext = createContext("");

/** Carries the request's CSP nonce from entry.server to the <script> tags of the layout. */
export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}

/**
 * The page's CSP nonce in the browser. Browsers hide the attribute once a page has loaded,
 * but the scripts' `nonce` property keeps it; styles the board injects while dragging carry it.
 */
export function documentNonce(): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
}

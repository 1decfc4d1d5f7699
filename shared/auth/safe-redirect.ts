export const DEFAULT_AFTER_LOGIN = "/admin";

const BASE = "http://local.invalid";
// biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting them is the point
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/** A path that every browser and router reads as a path of this site, raw or decoded. */
function isSitePath(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  return [path, decoded].every(
    (form) => form.startsWith("/") && !form.startsWith("//") && !UNSAFE_CHARACTERS.test(form),
  );
}

/**
 * Where to go after sign-in: only a path of this site. The check runs on the normalised
 * result, because dot segments collapse during normalisation (`/.//evil.example` becomes
 * the protocol-relative `//evil.example`). Absolute and protocol-relative URLs, backslash
 * tricks, encoded slashes, control characters and the sign-in page itself fall back to the
 * admin dashboard.
 */
export function safeRedirectPath(
  target: string | null | undefined,
  fallback = DEFAULT_AFTER_LOGIN,
): string {
  if (!target || target.length > 2048 || !isSitePath(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  const result = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== BASE || !isSitePath(result)) return fallback;
  // Routes match case-insensitively and decoded: /AUTH and /%61uth are the sign-in page too.
  const page = decodeURIComponent(url.pathname).toLowerCase();
  if (page === "/auth" || page.startsWith("/auth/")) return fallback;
  return result;
}

/** The sign-in page URL that brings the visitor back to `path` afterwards. */
export function signInPath(path: string): string {
  return `/auth?redirectTo=${encodeURIComponent(safeRedirectPath(path))}`;
}

export const DEFAULT_AFTER_LOGIN = "/admin";

/**
 * Where to go after sign-in: only a path of this site. Absolute URLs, protocol-relative
 * (`//host`), backslash tricks and control characters fall back to the admin dashboard.
 */
export function safeRedirectPath(
  target: string | null | undefined,
  fallback = DEFAULT_AFTER_LOGIN,
): string {
  if (!target || target.length > 2048) return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) {
    return fallback;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting them is the point
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  const base = "http://local.invalid";
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  if (url.pathname === "/auth" || url.pathname.startsWith("/auth/")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page URL that brings the visitor back to `path` afterwards. */
export function signInPath(path: string): string {
  return `/auth?redirectTo=${encodeURIComponent(safeRedirectPath(path))}`;
}

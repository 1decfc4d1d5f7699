import type { Env } from "../../env";
import { resolveMfaKey } from "./mfa-key";
import { createSecretBox, type SecretBox } from "./secret-box";

export interface AuthContext {
  cookies: { session: string; pending: string; secure: boolean };
  /** Seals TOTP secrets at rest. */
  secrets: SecretBox;
  /** Origins whose pages may send cookie-authenticated mutations (besides the request's own). */
  trustedOrigins: string[];
  /** Per-address requests a minute to the sign-in endpoints: a fifth of the global allowance. */
  signInRateLimit: number;
}

/**
 * With an https PUBLIC_URL the cookies get the `__Host-` prefix (no Domain, Path=/) and are
 * always `Secure`; otherwise they are `Secure` per request, when it arrived over HTTPS.
 */
export function createAuthContext(
  env: Pick<Env, "PUBLIC_URL" | "MFA_ENCRYPTION_KEY" | "DATA_DIR" | "RATE_LIMIT_MAX">,
): AuthContext {
  const secure = env.PUBLIC_URL?.startsWith("https:") ?? false;
  const prefix = secure ? "__Host-" : "";
  return {
    cookies: { session: `${prefix}sid`, pending: `${prefix}mfa_pending`, secure },
    secrets: createSecretBox(resolveMfaKey(env)),
    trustedOrigins: env.PUBLIC_URL ? [new URL(env.PUBLIC_URL).origin] : [],
    signInRateLimit: Math.max(10, Math.ceil(env.RATE_LIMIT_MAX / 5)),
  };
}

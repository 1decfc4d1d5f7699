import { TOTP_CODE_PATTERN } from "@shared/auth/credentials";
import { generateSecret, generateURI, verify } from "otplib";

export const TOTP_ISSUER = "Sentinel Forge";
const PERIOD_SECONDS = 30;

/** 160 bits from the platform CSPRNG (otplib uses crypto.getRandomValues), base32. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export type TotpCheck =
  | { outcome: "valid"; timeStep: number }
  | { outcome: "invalid" | "replayed" };

/**
 * RFC 6238: 30 s steps, one step of clock drift either way. A code whose step is not later
 * than the last accepted one is a replay.
 */
export async function checkTotp(
  secret: string,
  token: string,
  lastTimeStep: number | null,
): Promise<TotpCheck> {
  if (!TOTP_CODE_PATTERN.test(token)) return { outcome: "invalid" };
  const result = await verify({ secret, token, epochTolerance: PERIOD_SECONDS });
  if (!result.valid || !("timeStep" in result)) return { outcome: "invalid" };
  if (lastTimeStep !== null && result.timeStep <= lastTimeStep) return { outcome: "replayed" };
  return { outcome: "valid", timeStep: result.timeStep };
}

export function otpauthUri(secret: string, username: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: username, secret });
}

/** The QR code is drawn here, as an SVG data URL: no third-party QR service sees the secret. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  // Loaded on the first MFA enrolment, not with the server (issue 12: start time).
  const { default: QRCode } = await import("qrcode");
  const svg = await QRCode.toString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** The manual-entry key in groups of four, as authenticator apps display it. */
export function formatSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

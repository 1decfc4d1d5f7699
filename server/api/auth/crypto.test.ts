import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { deviceLabel } from "@shared/account/device-label";
import { RECOVERY_CODE_PATTERN } from "@shared/auth/credentials";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { resolveMfaKey } from "./mfa-key";
import { hashRecoveryCode, newRecoveryCodes } from "./recovery-codes";
import { createSecretBox } from "./secret-box";
import { checkTotp, newTotpSecret } from "./totp";

describe("secret box (AES-256-GCM)", () => {
  const box = createSecretBox(randomBytes(32));
  it("round-trips, with a fresh IV each time", () => {
    const a = box.seal("JBSWY3DPEHPK3PXP", "user-1");
    expect(a).not.toBe(box.seal("JBSWY3DPEHPK3PXP", "user-1"));
    expect(box.open(a, "user-1")).toBe("JBSWY3DPEHPK3PXP");
  });
  it("refuses another owner's ciphertext, tampering and another key", () => {
    const sealed = box.seal("secret", "user-1");
    expect(() => box.open(sealed, "user-2")).toThrow();
    expect(() => box.open(`${sealed.slice(0, -2)}AA`, "user-1")).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed, "user-1")).toThrow();
  });
});

describe("MFA key", () => {
  it("is created once in the data folder with mode 0600, or taken from the env", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mfa-key-"));
    const first = resolveMfaKey({ DATA_DIR: dir });
    expect(first).toHaveLength(32);
    expect(fs.statSync(path.join(dir, "mfa.key")).mode & 0o777).toBe(0o600);
    expect(resolveMfaKey({ DATA_DIR: dir }).equals(first)).toBe(true);
    const fromEnv = randomBytes(32);
    expect(
      resolveMfaKey({ DATA_DIR: dir, MFA_ENCRYPTION_KEY: fromEnv.toString("base64") }),
    ).toEqual(fromEnv);
    fs.rmSync(dir, { recursive: true });
  });
});

describe("TOTP (RFC 6238)", () => {
  const secret = newTotpSecret();
  const now = Math.floor(Date.now() / 1000);
  it("accepts the current step and one step either way, not two", async () => {
    for (const offset of [-30, 0, 30]) {
      const code = await generate({ secret, epoch: now + offset });
      expect((await checkTotp(secret, code, null)).outcome).toBe("valid");
    }
    const far = await generate({ secret, epoch: now + 90 });
    const near = await Promise.all([-30, 0, 30].map((o) => generate({ secret, epoch: now + o })));
    if (!near.includes(far)) expect((await checkTotp(secret, far, null)).outcome).toBe("invalid");
  });
  it("calls a code of an already used step a replay", async () => {
    const code = await generate({ secret, epoch: now });
    const first = await checkTotp(secret, code, null);
    if (first.outcome !== "valid") throw new Error("expected valid");
    expect((await checkTotp(secret, code, first.timeStep)).outcome).toBe("replayed");
  });
  it("uses 160-bit random secrets", () => {
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(newTotpSecret());
  });
});

describe("recovery codes", () => {
  it("are ten distinct codes; the hash ignores case and dashes", () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
    const [code = ""] = codes;
    expect(hashRecoveryCode(code.toUpperCase().replaceAll("-", ""))).toBe(hashRecoveryCode(code));
  });
});

describe("deviceLabel", () => {
  it.each([
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36",
      "Chrome on Linux",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36 Edg/126.0",
      "Edge on Windows",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0",
      "Firefox on macOS",
    ],
    [null, "Unknown device"],
  ])("%s -> %s", (ua, label) => {
    expect(deviceLabel(ua)).toBe(label);
  });
});

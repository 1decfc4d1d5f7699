import { describe, expect, it } from "vitest";
import { loadEnv } from "../../env";
import { createMailer } from "./mailer";

describe("SMTP_URL and MAIL_FROM", () => {
  it("default to no SMTP server and a local sender", () => {
    const env = loadEnv({});
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAIL_FROM).toBe("Sentinel Forge <no-reply@localhost>");
    expect(createMailer(env)).toBeNull();
  });

  it("accept smtp:// and smtps:// URLs with credentials, and a named or bare sender", () => {
    for (const url of ["smtp://user:pa%40ss@mail.example.com:587", "smtps://mail.example.com"]) {
      expect(loadEnv({ SMTP_URL: url }).SMTP_URL).toBe(url);
    }
    for (const from of [
      "Sentinel Forge <quotes@example.com>",
      '"Forge, Inc." <quotes@example.com>',
      "quotes@example.com",
    ]) {
      expect(loadEnv({ MAIL_FROM: from }).MAIL_FROM).toBe(from);
    }
  });

  it("refuse other schemes and malformed senders, naming the variable but not the secret", () => {
    expect(() => loadEnv({ SMTP_URL: "http://user:hunter2@mail.example.com" })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() => loadEnv({ SMTP_URL: "http://user:hunter2@mail.example.com" })).not.toThrow(
      /hunter2/,
    );
    for (const from of ["Sentinel Forge", "a@b.c\r\nBcc: x@y.z", "<a@b.c> trailing"]) {
      expect(() => loadEnv({ MAIL_FROM: from }), from).toThrow(/MAIL_FROM/);
    }
  });

  it("a mailer names its server without the credentials", () => {
    const mailer = createMailer({
      SMTP_URL: "smtp://user:secret@mail.example.com:2525",
      MAIL_FROM: "quotes@example.com",
    });
    expect(mailer?.server).toBe("mail.example.com:2525");
    expect(mailer?.from).toBe("quotes@example.com");
    mailer?.close();
  });
});

import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env";

describe("loadEnv", () => {
  it("applies the documented defaults", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.NODE_ENV).toBe("production");
    expect(env.DATA_DIR).toMatch(/\/data$/);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("names the bad variable", () => {
    expect(() => loadEnv({ PORT: "abc" })).toThrow(EnvError);
    expect(() => loadEnv({ PORT: "abc" })).toThrow(/PORT: must be a port number/);
  });

  it("lists every bad variable at once", () => {
    try {
      loadEnv({ PORT: "99999", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" });
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("PORT");
      expect(message).toContain("DATABASE_URL: must be a postgres:// or postgresql:// URL");
      expect(message).toContain("LOG_LEVEL");
    }
  });

  it("treats empty values as unset", () => {
    expect(loadEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("accepts a PostgreSQL URL", () => {
    const url = "postgres://app:secret@127.0.0.1:5432/app";
    expect(loadEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
  });
});

import { describe, expect, it } from "vitest";
import { checkServing, EnvError, loadEnv } from "./env";
import { fastifyTrustProxy } from "./http/trust-proxy";

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

describe("TRUST_PROXY (decision 044)", () => {
  it("is off unless set", () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
  });

  it("takes a hop count, as a function Fastify applies (a bare number trusts nothing there)", () => {
    expect(loadEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: " 2 " }).TRUST_PROXY).toBe(2);
    const trust = fastifyTrustProxy(1);
    expect(typeof trust).toBe("function");
    if (typeof trust !== "function") return;
    expect([trust("10.0.0.1", 0), trust("203.0.113.7", 1)]).toEqual([true, false]);
  });

  it("takes addresses, CIDR ranges and proxy-addr's names, as Fastify does", () => {
    expect(
      loadEnv({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.4,fd00::/8,loopback" }).TRUST_PROXY,
    ).toEqual(["10.0.0.0/8", "192.168.1.4", "fd00::/8", "loopback"]);
    expect(loadEnv({ TRUST_PROXY: "LinkLocal,UniqueLocal" }).TRUST_PROXY).toEqual([
      "linklocal",
      "uniquelocal",
    ]);
  });

  it.each(["true", "TRUE", "yes", "on"])("refuses %s and says why", (value) => {
    expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(EnvError);
    expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(
      /TRUST_PROXY: true would trust any X-Forwarded-For a client sends .*TRUST_PROXY=1 .*TRUST_PROXY=10\.0\.0\.0\/8/,
    );
  });

  it.each([
    ["0.0.0.0/0", /every address/],
    ["::/0", /every address/],
    ["10.0.0.0/33", /prefix length must be 0-32/],
    ["10.0.0.256", /not an IP address/],
    ["proxy.internal", /not an IP address/],
    ["10.0.0.1,", /empty entry/],
    ["10.0.0.0/8/8", /not an IP address/],
    ["-1", /not an IP address/],
    ["1000", /hop count above 10/],
  ])("refuses %s", (value, message) => {
    expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(message);
  });
});

describe("checkServing: PUBLIC_URL (decision 044)", () => {
  it("is required in production, with a message naming it and what to set", () => {
    const env = loadEnv({});
    expect(() => checkServing(env)).toThrow(EnvError);
    expect(() => checkServing(env)).toThrow(
      /PUBLIC_URL: required in production: set it to the address visitors use, e\.g\. PUBLIC_URL=https:\/\/www\.example\.com/,
    );
    expect(() => checkServing(loadEnv({ PORT: "8080" }))).toThrow(
      /PUBLIC_URL=http:\/\/localhost:8080/,
    );
  });

  it("is satisfied by a PUBLIC_URL, and not needed in development or tests", () => {
    expect(() => checkServing(loadEnv({ PUBLIC_URL: "https://www.example.com" }))).not.toThrow();
    expect(() => checkServing(loadEnv({ NODE_ENV: "development" }))).not.toThrow();
    expect(() => checkServing(loadEnv({ NODE_ENV: "test" }))).not.toThrow();
  });
});

import { afterAll, beforeAll } from "vitest";
import { type Client, signedIn } from "../../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { type QuoteKit, quoteKit } from "../quote-test-kit";

/**
 * The builder API tests' setup in one place: one test app per file, the quote kit on it
 * (sessions, per-call client addresses, builder saves) and, when asked, a signed-in admin;
 * the app closes after the file. What it answers is usable inside tests and hooks, once the
 * file's `beforeAll` ran (the objects are made there; using one earlier throws).
 */
export function builderTestApp(options: { admin?: boolean } = {}) {
  let app: TestApp | undefined;
  let kit: QuoteKit | undefined;
  let browser: Client | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    kit = quoteKit(app);
    if (options.admin) browser = (await signedIn(app)).browser;
  });
  afterAll(() => app?.close());
  return {
    t: late("the test app", () => app),
    kit: late("the quote kit", () => kit),
    admin: late("the signed-in admin (builderTestApp({ admin: true }))", () => browser),
  };
}

/** An object made in `beforeAll`, reachable from module scope before it exists. */
function late<T extends object>(name: string, current: () => T | undefined): T {
  const target = () => {
    const value = current();
    if (!value) throw new Error(`${name} is made in beforeAll; use it inside a test or hook`);
    return value;
  };
  return new Proxy({} as T, {
    get(_, key) {
      const value = target();
      const member = Reflect.get(value, key, value);
      return typeof member === "function" ? member.bind(value) : member;
    },
    has: (_, key) => Reflect.has(target(), key),
  });
}

import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, cookiesOf, createUser, ORIGIN, PASSWORD } from "../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";

/**
 * Issue 12: every API route, taken from the route table itself (the OpenAPI document the
 * route schemas generate), gets malformed params, queries and bodies, signed in as an
 * administrator so the guards let it reach its validation. None may answer 5xx or leak a
 * stack trace or SQL. A route added later is covered without writing a case for it.
 */
let t: TestApp;
let admin: { username: string; password: string };
const jar: Record<string, string> = {};
let clients = 0;
const address = () => `10.77.${Math.floor(++clients / 250)}.${clients % 250}`;

/**
 * Both ways the server meets clients (decision 044): directly, and behind one load balancer
 * (TRUST_PROXY=1), where every request comes from the balancer's address with an
 * X-Forwarded-For whose first entries the client made up, and now and then a last entry that
 * is not an address at all (a client that reached the instance around the balancer).
 */
interface Setup {
  name: string;
  env: NodeJS.ProcessEnv;
  /** Where a request comes from: remote address and headers. */
  from(): { remoteAddress: string; headers: Record<string, string> };
}

const MADE_UP = ["not-an-ip", "999.1.1.1", "unknown", "::ffff:1.2.3.4", "_hidden", "1.2.3.4:80"];
const SETUPS: Setup[] = [
  { name: "directly", env: {}, from: () => ({ remoteAddress: address(), headers: {} }) },
  {
    name: "behind one proxy (TRUST_PROXY=1)",
    env: { TRUST_PROXY: "1" },
    from() {
      const client = address();
      const madeUp = MADE_UP[clients % MADE_UP.length];
      const last = clients % 10 === 0 ? `${madeUp}-${clients}` : client;
      return { remoteAddress: "10.0.0.2", headers: { "x-forwarded-for": `${madeUp}, ${last}` } };
    },
  },
];
let setup = SETUPS[0] as Setup;

async function signIn() {
  const from = setup.from();
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress: from.remoteAddress,
    headers: { ...from.headers, "x-forwarded-for": `10.78.0.${clients % 250}`, origin: ORIGIN },
    payload: { username: admin.username, password: admin.password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  Object.assign(jar, cookiesOf(res));
}

const HUGE = "x".repeat(100_000);
const deep = (levels: number): unknown => (levels === 0 ? "leaf" : { a: deep(levels - 1) });

/** Values no field of ours accepts as they are. */
const badValues: unknown[] = [
  null,
  -1,
  0,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  "",
  "\u0000",
  "\ud800",
  HUGE,
  "__proto__",
  "constructor",
  "' or 1=1 --",
  "<script>alert(1)</script>",
  true,
  [],
  {},
  [HUGE],
  { $gt: "" },
];

const badParams = [
  "%00",
  "-1",
  "0",
  "99999999999999999999999",
  "1e400",
  "__proto__",
  "constructor",
  "%E2%80%AE",
  "x".repeat(2000),
  "..%2F..%2Fetc%2Fpasswd",
  "00000000-0000-0000-0000-000000000000",
];

const rawBodies = [
  "not json",
  "[]",
  "null",
  '"a string"',
  "1e999",
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  JSON.stringify(deep(200)),
  `{"a":"${HUGE}"}`,
];

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};

interface Route {
  method: string;
  path: string;
  params: string[];
  query: string[];
  fields: string[];
}

function routeTable(): Route[] {
  const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      params: (operation.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name),
      query: (operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
      fields: Object.keys(
        operation.requestBody?.content?.["application/json"]?.schema?.properties ?? {},
      ),
    })),
  );
}

const LEAKS =
  /\n\s+at .+:\d+:\d+|\bselect\b.+\bfrom\b|insert into|syntax error|violates|duplicate key|node_modules/i;

let sent = 0;
async function send(route: Route, url: string, payload?: string) {
  sent += 1;
  const from = setup.from();
  const res = await t.app.inject({
    method: route.method as "GET",
    url,
    remoteAddress: from.remoteAddress,
    headers: {
      ...from.headers,
      origin: ORIGIN,
      cookie: cookieHeader(jar),
      "x-sb-session": `session-${Date.now()}-${randomBytes(4).toString("hex")}`,
      ...(payload === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(payload === undefined ? {} : { payload }),
  });
  const where = `${route.method} ${url.slice(0, 120)} ${payload?.slice(0, 80) ?? ""}`;
  expect(res.statusCode, `${where} -> ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expect(res.body, where).not.toMatch(LEAKS);
  return res;
}

const fill = (path: string, params: string[], value: string) =>
  params.reduce((url, name) => url.replace(`{${name}}`, value), path);

describe.each(SETUPS)(
  "every API route, reached $name, refuses malformed input with a 4xx",
  (current) => {
    beforeAll(async () => {
      setup = current;
      sent = 0;
      for (const name of Object.keys(jar)) delete jar[name];
      t = await createTestApp({ env: current.env });
      admin = { ...(await createUser(t, { role: "admin" })), password: PASSWORD };
      await signIn();
    });
    afterAll(() => t.close());

    it("finds the routes in the route table", () => {
      const routes = routeTable();
      expect(routes.length).toBeGreaterThan(60);
      expect(routes.some((route) => route.path === "/api/quotes/{token}/accept")).toBe(true);
    });

    it("answers every case of every route below 500, without a stack trace or SQL", async () => {
      const routes = routeTable().filter((route) => route.path !== "/api/auth/logout");
      for (const route of routes) {
        const sample = fill(route.path, route.params, "1");
        for (const value of badParams) await send(route, fill(route.path, route.params, value));
        for (const name of route.query) {
          for (const value of ["%00", "%ud800", HUGE.slice(0, 5000), "1e400", "-1", "[object]"]) {
            await send(route, `${sample}?${name}=${value}`);
          }
          await send(route, `${sample}?${name}=a&${name}=b`);
        }
        if (route.method !== "GET" && route.method !== "HEAD") {
          for (const body of rawBodies) await send(route, sample, body);
          for (const field of route.fields) {
            for (const value of badValues) {
              await send(route, sample, JSON.stringify({ [field]: value }));
            }
          }
        }
        // A route that ended the session (sign-out, password change) must not blind the rest.
        const me = await t.app.inject({
          method: "GET",
          url: "/api/auth/me",
          headers: { cookie: cookieHeader(jar) },
        });
        if (me.statusCode !== 200) await signIn();
      }
      // Bodies reach the routes' fields: the document names them, so this is thousands of cases.
      expect(routes.filter((route) => route.fields.length > 0).length).toBeGreaterThan(20);
      expect(sent).toBeGreaterThan(2000);
    }, 600_000);
  },
);

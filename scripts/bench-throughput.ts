// Requests per second and p99 of the product beside a bare node:http server sending the same
// bytes, both measured by the same load generator in the same run (issue 12).
import { fork } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const CONNECTIONS = 64;
const SECONDS = 5;
/** What a browser sends: the product answers cached pages and API answers in gzip. */
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br, zstd" };

export interface Throughput {
  path: string;
  rps: number;
  p99: number;
  bareRps: number;
  bareP99: number;
  ratio: number;
}

/** The raw answer (compressed as sent), to be replayed by the bare server. */
function record(base: string, pathname: string) {
  return new Promise<{ headers: Record<string, string>; body: string }>((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { headers: BROWSER_HEADERS }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const headers: Record<string, string> = {};
          for (const name of ["content-type", "content-encoding"]) {
            const value = response.headers[name];
            if (typeof value === "string") headers[name] = value;
          }
          resolve({ headers, body: Buffer.concat(chunks).toString("base64") });
        });
      })
      .on("error", reject);
  });
}

async function load(url: string, duration = SECONDS, headers: Record<string, string> = {}) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers: { ...BROWSER_HEADERS, ...headers },
  });
  if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0) {
    throw new Error(
      `${url}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} time-outs`,
    );
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

export async function benchThroughput<K extends string>(
  base: string,
  targets: Record<K, string>,
  barePort: number,
): Promise<Record<K, Throughput>> {
  const paths = Object.values<string>(targets);
  const answers: Record<string, Awaited<ReturnType<typeof record>>> = {};
  for (const pathname of paths) answers[pathname] = await record(base, pathname);
  const file = path.join(os.tmpdir(), `bench-bare-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(answers));
  const bare = fork(path.join(import.meta.dirname, "bench-bare.mjs"), [file, String(barePort)], {
    stdio: "inherit",
  });
  await new Promise((resolve) => bare.once("message", resolve));
  try {
    const rows = {} as Record<K, Throughput>;
    for (const [name, pathname] of Object.entries<string>(targets)) {
      await load(`${base}${pathname}`, 2); // warm up: caches filled, code optimised
      const product = await load(`${base}${pathname}`);
      const reference = await load(`http://127.0.0.1:${barePort}${pathname}`);
      rows[name as K] = {
        path: pathname,
        rps: product.rps,
        p99: product.p99,
        bareRps: reference.rps,
        bareP99: reference.p99,
        ratio: product.rps / reference.rps,
      };
    }
    return rows;
  } finally {
    bare.kill();
    fs.rmSync(file, { force: true });
  }
}

/**
 * Issue 37: staff lists answered fresh for each request (a session looked up, permissions
 * checked, the database queried), signed in with `cookie`. Figures only: nothing bare serves
 * the same work, so there is no ratio to hold them to.
 */
export async function benchSignedIn<K extends string>(
  base: string,
  targets: Record<K, string>,
  cookie: string,
): Promise<Record<K, { path: string; rps: number; p99: number }>> {
  const rows = {} as Record<K, { path: string; rps: number; p99: number }>;
  for (const [name, pathname] of Object.entries<string>(targets)) {
    await load(`${base}${pathname}`, 2, { cookie });
    rows[name as K] = {
      path: pathname,
      ...(await load(`${base}${pathname}`, SECONDS, { cookie })),
    };
  }
  return rows;
}

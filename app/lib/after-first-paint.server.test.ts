import { describe, expect, it } from "vitest";
import {
  afterFirstPaintStream,
  scriptsAfterFirstPaint,
  startAfterFirstPaint,
} from "./after-first-paint.server";

const NONCE = "abc123==";
const BOOT = `import * as route0 from "/assets/root.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client.js");`;
const DOCUMENT = [
  "<!DOCTYPE html><html><head>",
  `<link rel="modulepreload" href="/assets/entry.client.js" nonce="${NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/framework.js" nonce="${NONCE}"/>`,
  `<link nonce="${NONCE}" rel="stylesheet" href="/assets/root.css"/>`,
  "</head><body><p>Grüße, ✓</p>",
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`,
  `<script nonce="${NONCE}" type="module" async="">${BOOT}</script>`,
  `<script nonce="${NONCE}">window.later = "</p>";</script></body></html>`,
].join("");

async function through(pieces: Buffer[]): Promise<string> {
  const stream = afterFirstPaintStream();
  const out: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => stream.on("end", resolve));
  for (const piece of pieces) stream.write(piece);
  stream.end();
  await ended;
  return Buffer.concat(out).toString();
}

const expected = DOCUMENT.replace(/<link rel="modulepreload"[^>]*>/g, "").replace(
  `<script nonce="${NONCE}" type="module" async="">${BOOT}</script>`,
  `<script nonce="${NONCE}">${startAfterFirstPaint(BOOT, ["/assets/entry.client.js", "/assets/framework.js"])}</script>`,
);

describe("afterFirstPaintStream", () => {
  it("takes out the module preloads and defers the bootstrap, keeping its nonce", async () => {
    const html = await through([Buffer.from(DOCUMENT)]);
    expect(html).toBe(expected);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module" async');
    expect(html).toContain('<link nonce="abc123==" rel="stylesheet" href="/assets/root.css"/>');
  });

  it("gives the same document wherever the chunks are cut, even inside a character", async () => {
    const bytes = Buffer.from(DOCUMENT);
    for (let cut = 1; cut < bytes.length; cut++) {
      const html = await through([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(html, `cut at ${cut}`).toBe(expected);
    }
  });

  it("passes a document without a bootstrap through, less its preloads", async () => {
    const html = await through([
      Buffer.from('<head><link rel="modulepreload" href="/a.js"/></head><body>x < y</body>'),
    ]);
    expect(html).toBe("<head></head><body>x < y</body>");
  });
});

describe("startAfterFirstPaint", () => {
  it("cannot close its own <script> element, whatever the module source holds", () => {
    const script = startAfterFirstPaint('window.x = "</script><script>alert(1)</script>";', [
      "/a.js",
    ]);
    expect(script).not.toMatch(/<\/script/i);
  });

  it("is a valid script that starts the module once the first frame is painted", () => {
    const script = startAfterFirstPaint(BOOT, ["/assets/root.js"]);
    expect(() => new Function(script)).not.toThrow();
    expect(script).toContain("first-contentful-paint");
  });
});

describe("scriptsAfterFirstPaint", () => {
  it("reads back every script a rewritten page starts: its preloads and the module's imports", async () => {
    const html = await through([Buffer.from(DOCUMENT)]);
    expect(scriptsAfterFirstPaint(html)).toEqual([
      "/assets/entry.client.js",
      "/assets/framework.js",
      "/assets/root.js",
    ]);
  });

  it("finds none in a page that was not rewritten", () => {
    expect(scriptsAfterFirstPaint("<html><body>plain</body></html>")).toEqual([]);
  });
});

describe("the starter's steps", () => {
  /** Runs the starter in a hidden tab (it starts at once) with a message queue we drain. */
  function runStarter(preloads: string[]) {
    const appended: {
      tag: string;
      rel?: string;
      href?: string;
      type?: string;
      nonce?: string;
      textContent?: string;
    }[] = [];
    const queued: (() => void)[] = [];
    class FakeChannel {
      port1: { onmessage?: () => void } = {};
      port2 = { postMessage: () => queued.push(() => this.port1.onmessage?.()) };
    }
    const document = {
      visibilityState: "hidden",
      currentScript: { nonce: "n0nce" },
      head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
      createElement: (tag: string) => ({ tag }),
      addEventListener() {},
    };
    const window = { PerformanceObserver: undefined };
    const script = startAfterFirstPaint(BOOT, preloads);
    new Function("document", "window", "MessageChannel", "setTimeout", script)(
      document,
      window,
      FakeChannel,
      () => {},
    );
    return { appended, queued };
  }

  it("adds one preload per task, then the module script with its nonce", () => {
    const { appended, queued } = runStarter(["/assets/a.js", "/assets/b.js"]);
    expect(appended).toEqual([{ tag: "link", rel: "modulepreload", href: "/assets/a.js" }]);
    queued.shift()?.();
    expect(appended).toHaveLength(2);
    expect(appended[1]).toMatchObject({ rel: "modulepreload", href: "/assets/b.js" });
    queued.shift()?.();
    expect(appended[2]).toEqual({
      tag: "script",
      type: "module",
      nonce: "n0nce",
      textContent: BOOT,
    });
    expect(queued).toHaveLength(0);
  });
});

import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * Issue 12 (decision 035): the page's JavaScript is fetched only after the server HTML has
 * been painted. React Router's `<Scripts>` asks for every module of the page up front (a
 * `modulepreload` link each, then a `type="module"` script importing the route modules);
 * those requests share the network with the stylesheet before the first paint, and a slow
 * phone (or Lighthouse's simulated one) paints the finished HTML only after all of them.
 * This rewrite takes the links out and turns the module script into a small classic one
 * that adds the same links and the same module script once the first frame is on screen.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
/** React Router's bootstrap: `<script nonce="…" type="module" async="">…</script>`. */
const BOOTSTRAP = /<script([^>]*) type="module" async="">([\s\S]*?)<\/script>/;
const BOOTSTRAP_START = /<script[^>]* type="module" async="">/;

/** Where the starter's data begins: its preloads, then the module source (both JSON). */
const STARTER_DATA = "h=";
const STARTER_READ = /h=(\[[^\]]*\]),s=("(?:[^"\\]|\\.)*")/;

/** When a page that never paints content starts its JavaScript anyway. */
const FALLBACK_MS = 3000;

/** A JSON value as a JavaScript literal that cannot end the surrounding <script> element. */
const literal = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028");

/**
 * The classic script that replaces the bootstrap (plain ES5: it runs before any bundle). It
 * starts the JavaScript once the browser reports the first contentful paint: the time of the
 * frame on screen, which on a busy device comes well after the frame was drawn. Where paint
 * timing is missing it waits for the first animation frame (none runs before the first
 * frame), a page in a background tab paints nothing and starts at once, and a page that never
 * paints content starts after a few seconds. Each preload link is added in a task of its own
 * (a message to itself, which no timer clamping delays), then the module script: adding a link
 * starts its fetch, up to a millisecond each on this machine and four times that on a
 * throttled phone, and all of them in one task made one of the page's longest tasks.
 */
export function startAfterFirstPaint(moduleSource: string, preloads: readonly string[]): string {
  return `(function(){var d=document,w=window,n=d.currentScript.nonce,${STARTER_DATA}${literal(preloads)},s=${literal(
    moduleSource,
  )},b=0,i=0,P=w.PerformanceObserver,c;function step(){if(i<h.length){var l=d.createElement("link");l.rel="modulepreload";l.href=h[i++];d.head.appendChild(l);c.port2.postMessage(0)}else{var m=d.createElement("script");m.type="module";m.nonce=n;m.textContent=s;d.head.appendChild(m)}}function go(){if(b)return;b=1;c=new MessageChannel();c.port1.onmessage=step;step()}if(d.visibilityState!=="visible")return go();d.addEventListener("visibilitychange",go);setTimeout(go,${FALLBACK_MS});if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true})}else requestAnimationFrame(function(){setTimeout(go)})})();`;
}

/**
 * Every script a rewritten page starts after its first paint: the preloads and what the
 * module source imports (the bench weighs them as the page's JavaScript loaded up front).
 */
export function scriptsAfterFirstPaint(html: string): string[] {
  const found = STARTER_READ.exec(html);
  if (!found?.[1] || !found[2]) return [];
  const preloads: string[] = JSON.parse(found[1]);
  const source: string = JSON.parse(found[2]);
  const imports = [...source.matchAll(/(?:from |import\()"([^"]+)"/g)].map((m) => m[1] ?? "");
  return [...new Set([...preloads, ...imports])];
}

/**
 * The rewrite as a stream over the rendered document. Both the links (in `<head>`) and the
 * bootstrap (end of the shell) come before anything streamed later, so once the bootstrap
 * has been rewritten the rest passes through untouched. A tag cut by a chunk boundary is
 * held back until its end arrives.
 */
export function afterFirstPaintStream(): Transform {
  const decoder = new StringDecoder("utf8");
  const preloads: string[] = [];
  let held = "";
  let done = false;

  const rewrite = (text: string) =>
    text
      .replace(MODULE_PRELOAD, (_tag, href: string) => {
        preloads.push(href);
        return "";
      })
      .replace(BOOTSTRAP, (_script, attributes: string, source: string) => {
        done = true;
        return `<script${attributes}>${startAfterFirstPaint(source, preloads)}</script>`;
      });

  /** Where the text stops being safe to send: an unfinished tag or bootstrap. */
  const safeEnd = (text: string) => {
    let end = text.length;
    const open = text.lastIndexOf("<");
    if (open >= 0 && text.indexOf(">", open) < 0) end = open;
    const bootstrap = text.search(BOOTSTRAP_START);
    if (bootstrap >= 0 && bootstrap < end) end = bootstrap;
    return end;
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      // Decoded even when passing through: a character may be split across chunks.
      if (done) return callback(null, Buffer.from(decoder.write(chunk)));
      const text = rewrite(held + decoder.write(chunk));
      const end = done ? text.length : safeEnd(text);
      held = text.slice(end);
      callback(null, end > 0 ? Buffer.from(text.slice(0, end)) : undefined);
    },
    flush(callback) {
      const rest = done ? decoder.end() : rewrite(held + decoder.end());
      callback(null, rest ? Buffer.from(rest) : undefined);
    },
  });
}

declare global {
  /** zod's configuration, shared by every copy of zod on the page (zod/v4/core/core.js). */
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

/**
 * The CSP allows no `eval`, and zod's compiled object parsers probe `new Function` once. The
 * probe's failure is caught, but the browser still reports a CSP violation for it (a failed
 * Lighthouse best-practices audit on every page that parses with zod). In the browser zod
 * parses without compiling; the server keeps the faster compiled parsers.
 *
 * Set through zod's shared configuration slot rather than `config()` from zod, so the root
 * route does not load zod on pages that never parse with it; imported first by the root
 * route, so it runs before any module defines a schema.
 */
if (!import.meta.env.SSR)
  globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

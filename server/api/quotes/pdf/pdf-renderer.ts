import type { Browser, Page } from "playwright-core";
import { CHROMIUM_FLAGS, findChromium } from "../../../chromium-path";
import { createLimiter } from "./limiter";
import { PdfUnavailableError } from "./pdf-errors";

export { PDF_UNAVAILABLE_MESSAGE, PdfBusyError, PdfUnavailableError } from "./pdf-errors";

/**
 * HTML to PDF through the system Chromium (DESIGN "quote PDF"): one browser, launched on
 * the first render and kept warm, a fresh context and page per PDF, JavaScript off and
 * every network request aborted (the document arrives through setContent, fonts inline).
 */
const CHROMIUM_ARGS = ["--headless", ...CHROMIUM_FLAGS];

export interface PdfJob {
  html: string;
  /** Chromium's footer template (pageNumber / totalPages spans); its values escaped. */
  footerTemplate: string;
}

export interface PdfRendererOptions {
  /** Where Chromium is; by default CHROMIUM_PATH, else `chromium` on PATH, looked up at launch. */
  findExecutable?: () => string | null;
  /** Renders at once (each holds a page); default 2. */
  concurrency?: number;
  /** Renders allowed to wait for a slot before PdfBusyError; default 20. */
  maxQueued?: number;
  /** For one render (and for Chromium's launch); default 30 s. */
  timeoutMs?: number;
  /** Told of every request the document tried to make (all are aborted). */
  onBlockedRequest?: (url: string) => void;
}

export interface PdfRenderer {
  render(job: PdfJob): Promise<Buffer>;
  /** Closes the browser; later renders fail with PdfUnavailableError. */
  close(): Promise<void>;
}

const MARGIN = { top: "16mm", bottom: "18mm", left: "16mm", right: "16mm" };

export function createPdfRenderer(options: PdfRendererOptions = {}): PdfRenderer {
  const findExecutable = options.findExecutable ?? (() => findChromium());
  const timeoutMs = options.timeoutMs ?? 30_000;
  const limit = createLimiter(options.concurrency ?? 2, options.maxQueued ?? 20);
  let browser: Promise<Browser> | null = null;
  /**
   * The next render's page, opened while nothing renders: a page costs a renderer process
   * (a few hundred ms on a small machine). Still one fresh context per PDF.
   */
  let spare: { browser: Browser; page: Promise<Page> } | null = null;
  let closed = false;

  function launch(): Promise<Browser> {
    if (closed) return Promise.reject(new PdfUnavailableError());
    if (browser) return browser;
    const executablePath = findExecutable();
    if (!executablePath) return Promise.reject(new PdfUnavailableError());
    // Imported here, not at the top: Playwright takes about half a second to load, and the
    // server's start must not wait for a PDF nobody has asked for yet.
    const launching = import("playwright-core")
      .then(({ chromium }) =>
        chromium.launch({
          executablePath,
          args: CHROMIUM_ARGS,
          // The app's own shutdown closes the browser (onClose); Playwright kills it on exit.
          handleSIGINT: false,
          handleSIGTERM: false,
          handleSIGHUP: false,
          timeout: timeoutMs,
        }),
      )
      .then(
        (started) => {
          // A crashed or killed browser is dropped; the next render launches another.
          started.on("disconnected", () => {
            if (browser === launching) browser = null;
            if (spare?.browser === started) spare = null;
          });
          return started;
        },
        (error: unknown) => {
          if (browser === launching) browser = null;
          throw new PdfUnavailableError(error);
        },
      );
    browser = launching;
    return launching;
  }

  /** A page in a context of its own: JavaScript off, every request aborted. */
  async function openPage(current: Browser): Promise<Page> {
    const context = await current.newContext({
      javaScriptEnabled: false,
      serviceWorkers: "block",
      acceptDownloads: false,
    });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(timeoutMs);
      await page.route("**/*", (route) => {
        options.onBlockedRequest?.(route.request().url());
        return route.abort("blockedbyclient");
      });
      return page;
    } catch (error) {
      await context.close().catch(() => {});
      throw error;
    }
  }

  async function takePage(current: Browser): Promise<Page> {
    const ready = spare?.browser === current ? spare.page : null;
    spare = null;
    const page = ready && (await ready.catch(() => null));
    return page && !page.isClosed() ? page : openPage(current);
  }

  function prepareSpare(current: Browser) {
    if (closed || spare || !current.isConnected()) return;
    const page = openPage(current);
    page.catch(() => {}); // a failed spare is replaced on use
    spare = { browser: current, page };
  }

  async function renderOnce(current: Browser, job: PdfJob): Promise<Buffer> {
    const page = await takePage(current);
    // page.pdf() takes no timeout: past the deadline the context is closed, which ends it.
    const deadline = setTimeout(() => {
      page
        .context()
        .close()
        .catch(() => {});
    }, timeoutMs);
    try {
      await page.setContent(job.html, { waitUntil: "load" });
      // Every @font-face loaded before printing, used on screen or not (a print-only document
      // has no screen layout to ask for them). Playwright's utility world: page scripts stay off.
      await page.evaluate(
        "Promise.allSettled(Array.from(document.fonts, (face) => face.load())).then(() => true)",
      );
      return await page.pdf({
        format: "A4",
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate: "<span></span>",
        footerTemplate: job.footerTemplate,
        margin: MARGIN,
      });
    } finally {
      clearTimeout(deadline);
      await page
        .context()
        .close()
        .catch(() => {});
    }
  }

  return {
    render: (job) =>
      limit(async () => {
        const current = await launch();
        try {
          return await renderOnce(current, job);
        } catch (error) {
          // The browser went away mid-render: once more on a fresh one.
          if (current.isConnected() || closed) throw error;
          return await renderOnce(await launch(), job);
        } finally {
          if (browser) browser.then(prepareSpare, () => {});
        }
      }),

    async close() {
      closed = true;
      const current = browser;
      browser = null;
      spare = null;
      if (current) await (await current.catch(() => null))?.close().catch(() => {});
    },
  };
}

import { documentOf } from "@shared/quotes/presentation/quote-document";
import type { QuoteSnapshot } from "@shared/quotes/snapshot";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { logPath } from "../../../logger";
import { createPdfRenderer, type PdfRendererOptions } from "./pdf-renderer";
import { type QuoteDocumentOptions, quotePdfJob } from "./quote-document";

/** Wide enough for a sharp 48 mm logo in print. */
const LOGO_WIDTH = 480;

/** `app.quotePdf.render(snapshot, { decision, chosen })`: a shared quote as a PDF. */
export interface QuotePdf {
  /** Throws PdfUnavailableError (503) without Chromium, PdfBusyError (503) when saturated. */
  render(snapshot: QuoteSnapshot, options: QuoteDocumentOptions): Promise<Buffer>;
}

/**
 * The quote PDF renderer (issue 11). Chromium starts on the first PDF, not with the app,
 * and closes with it.
 */
async function quotePdf(
  app: FastifyInstance,
  options: Omit<PdfRendererOptions, "onBlockedRequest">,
) {
  const renderer = createPdfRenderer({
    ...options,
    // The document is self-contained: a request is a defect in it, aborted and reported.
    onBlockedRequest: (url) =>
      app.log.warn({ url: logPath(url.slice(0, 200)) }, "quote PDF request blocked"),
  });
  app.decorate("quotePdf", {
    async render(snapshot, documentOptions) {
      // The document may make no request, so the logo travels inside it. Asked only for a
      // link with a logo: one without needs no database (nor do this plugin's tests).
      const { logoUrl } = documentOf(snapshot);
      const logo = logoUrl ? await app.services.media.dataUri(logoUrl, LOGO_WIDTH) : null;
      return renderer.render(quotePdfJob(snapshot, { ...documentOptions, logo }));
    },
  } satisfies QuotePdf);
  app.addHook("onClose", () => renderer.close());
}

export default fp(quotePdf, { name: "quote-pdf" });

import { documentOf } from "@shared/quotes/presentation/quote-document";
import type { QuoteSnapshot } from "@shared/quotes/snapshot";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { logPath } from "../../../logger";
import { logoDataUri } from "./logo-data-uri";
import { createPdfRenderer, type PdfRendererOptions } from "./pdf-renderer";
import { type QuoteDocumentOptions, quotePdfJob } from "./quote-document";

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
      // Asked only for a logo: a link without one needs no database (nor do this plugin's tests).
      const media = {
        variant: (id: string, width: number) => app.repositories.media.variant(id, width),
      };
      const logo = await logoDataUri(media, documentOf(snapshot).logoUrl);
      return renderer.render(quotePdfJob(snapshot, { ...documentOptions, logo }));
    },
  } satisfies QuotePdf);
  app.addHook("onClose", () => renderer.close());
}

export default fp(quotePdf, { name: "quote-pdf" });

import { HttpError } from "../../../http/http-error";

export const PDF_UNAVAILABLE_MESSAGE = "PDF rendering is not available on this server";

/** No Chromium on this server (or it would not start): a route answers 503 with this message. */
export class PdfUnavailableError extends HttpError {
  override name = "PdfUnavailableError";
  constructor(cause?: unknown) {
    super(503, PDF_UNAVAILABLE_MESSAGE);
    if (cause !== undefined) this.cause = cause;
  }
}

/** Too many PDFs already waiting: 503 rather than letting a burst queue without bound. */
export class PdfBusyError extends HttpError {
  override name = "PdfBusyError";
  constructor() {
    super(503, "PDF rendering is busy; try again in a moment");
  }
}

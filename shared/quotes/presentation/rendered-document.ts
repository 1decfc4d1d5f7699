import { renderExactMarkdown } from "../../blog/markdown";
import type { QuoteSnapshot } from "../snapshot";
import { documentOf } from "./quote-document";

/**
 * A link's documents as every surface shows them (issue 35 §6): the Markdown rendered by the
 * blog's sanitising renderer (raw HTML escaped, unsafe links dropped), on the server only, so
 * neither the renderer nor the source reaches the quote page's JavaScript.
 */
export interface RenderedDocument {
  logoUrl: string | null;
  brandColor: string;
  /** Empty when the quote has no cover letter. */
  coverLetterHtml: string;
  termsHtml: string;
}

export function renderedDocument(
  snapshot: Pick<QuoteSnapshot, "document" | "terms">,
): RenderedDocument {
  const document = documentOf(snapshot);
  return {
    logoUrl: document.logoUrl,
    brandColor: document.brandColor,
    coverLetterHtml: document.coverLetter.trim() ? renderExactMarkdown(document.coverLetter) : "",
    termsHtml: renderExactMarkdown(document.terms),
  };
}

import { imageSources } from "@shared/media/media-url";
import type { RenderedDocument } from "@shared/quotes/presentation/rendered-document";
import { MarkdownBody } from "~/components/markdown-body";

/** The link's terms (issue 35 §6), as the provider or staff wrote them for this quote. */
export function QuoteTerms({ html }: { html: string }) {
  return (
    <MarkdownBody
      html={html}
      testId="quote-terms"
      className="text-sm leading-6 text-muted [&_li]:mt-2 [&_ol]:mt-0 [&_p]:mt-2"
    />
  );
}

/**
 * The provider's brand above the quote's title: its colour as a rule and its logo. The logo's
 * text alternative is empty: the provider's name is written right beside it.
 */
export function ProviderMark({ document }: { document: RenderedDocument }) {
  return (
    <div className="flex items-center gap-4">
      <span
        aria-hidden
        className="h-1 w-12 rounded-full"
        style={{ backgroundColor: document.brandColor }}
        data-testid="quote-brand-rule"
      />
      {document.logoUrl ? (
        <img
          {...imageSources(document.logoUrl, "12rem")}
          alt=""
          className="h-10 w-auto max-w-48 object-contain object-left"
          data-testid="quote-logo"
        />
      ) : null}
    </div>
  );
}

/** The cover letter the quote opens with, when it has one. */
export function CoverLetter({ html }: { html: string }) {
  if (!html) return null;
  return (
    <section
      aria-labelledby="cover-letter-title"
      className="grid gap-3 rounded-2xl border border-border bg-surface p-5 sm:p-6"
    >
      <h2 id="cover-letter-title" className="sr-only">
        Cover letter
      </h2>
      <MarkdownBody html={html} testId="cover-letter" className="max-w-3xl" />
    </section>
  );
}

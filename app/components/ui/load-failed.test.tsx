import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LoadFailedLine, RetryButton } from "./load-failed";

const text = (html: string) => html.replace(/<[^>]+>/g, "");

describe("the states of data that did not load", () => {
  it("offers 'Try again' as a button", () => {
    const html = renderToStaticMarkup(<RetryButton onRetry={() => {}} />);
    expect(html).toMatch(/^<button [^>]*type="button"/);
    expect(text(html)).toBe("Try again");
  });

  it("says in danger colour what did not load, beside the way to ask again", () => {
    const html = renderToStaticMarkup(
      <LoadFailedLine onRetry={() => {}} className="p-3">
        The comparison could not be loaded.
      </LoadFailedLine>,
    );
    expect(html).toContain('<span class="text-danger">The comparison could not be loaded.</span>');
    expect(html).toMatch(/^<div class="flex flex-wrap items-center gap-3 text-sm p-3">/);
    expect(text(html)).toBe("The comparison could not be loaded.Try again");
  });
});

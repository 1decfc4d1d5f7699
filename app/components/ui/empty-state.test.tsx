import { Inbox } from "lucide-react";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { EmptyState, ShowAllLink } from "./empty-state";

/** Rendered inside a router, as the admin pages are (ShowAllLink is a router link). */
function markup(element: ReactElement) {
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("the empty state of a list", () => {
  it("says what happened as a heading, what to do, and offers the way back", () => {
    const html = markup(
      <EmptyState icon={Inbox} title="No inquiries yet" action={<ShowAllLink />}>
        Messages appear here.
      </EmptyState>,
    );
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
    expect(html).toContain('<h2 class="text-lg font-semibold">No inquiries yet</h2>');
    expect(html).toContain('<p class="max-w-md text-sm text-muted">Messages appear here.</p>');
    // The same page without its query: no filters.
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Clear filters<\/a>/);
  });

  it("leaves out the icon, the sentence and the action it is not given", () => {
    const html = markup(<EmptyState title="The messages could not be loaded" />);
    expect(html).not.toContain("<svg");
    expect(html).not.toContain("<p");
    expect(html).not.toContain("<a ");
    expect(html.replace(/<[^>]+>/g, "")).toBe("The messages could not be loaded");
  });

  it("names its own way back when it is not the filters", () => {
    const html = markup(<ShowAllLink to="?view=board">Show all messages</ShowAllLink>);
    expect(html).toMatch(/<a [^>]*href="\/\?view=board"[^>]*>Show all messages<\/a>/);
  });
});

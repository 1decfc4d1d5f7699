import type { ErrorInfo } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./error-boundary";

const info: ErrorInfo = { componentStack: "\n    at PricingTable\n    at PricingSection" };

// React's server renderer does not run error boundaries: drive the lifecycle React runs in
// the browser (getDerivedStateFromError, componentDidCatch, render) on an instance.
function caught(props: Omit<ConstructorParameters<typeof ErrorBoundary>[0], "children">) {
  const boundary = new ErrorBoundary({ children: <p>section content</p>, ...props });
  const error = new Error("Cannot read properties of undefined (reading 'price')");
  boundary.state = ErrorBoundary.getDerivedStateFromError(error);
  boundary.componentDidCatch(error, info);
  return { html: renderToStaticMarkup(boundary.render()), error };
}

describe("ErrorBoundary (seed 000 §2)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("renders its children while nothing failed", () => {
    const boundary = new ErrorBoundary({ children: <p>section content</p>, name: "Pricing" });
    expect(renderToStaticMarkup(boundary.render())).toBe("<p>section content</p>");
  });

  it("shows '<name> Error', the seed's text, the error and 'Try reloading'", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { html } = caught({ name: "Pricing" });
    expect(html).toContain("Pricing Error</h2>");
    expect(html).toContain(
      "This component encountered an error. Please try again later or contact support if the problem persists.",
    );
    expect(html).toContain("Cannot read properties of undefined (reading &#x27;price&#x27;)");
    expect(html).toContain("Try reloading");
    expect(html).toContain('role="alert"');
    expect(html).not.toContain("section content");
  });

  it("says 'Something went wrong' without a name", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(caught({}).html).toContain("Something went wrong");
  });

  it("logs the error with the component stack and calls the optional handler", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const onError = vi.fn();
    const { error } = caught({ name: "Pricing", onError });
    expect(log).toHaveBeenCalledWith(error, info.componentStack);
    expect(onError).toHaveBeenCalledWith(error, info);
  });

  it("shows a custom fallback instead of the screen; null shows nothing", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(caught({ name: "Chat", fallback: <p>Chat is unavailable</p> }).html).toBe(
      "<p>Chat is unavailable</p>",
    );
    expect(caught({ name: "Chat", fallback: null }).html).toBe("");
  });
});

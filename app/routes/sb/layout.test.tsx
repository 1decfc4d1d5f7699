import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary, SERVICE_BUILDER_ERROR } from "./layout";

describe("Service Builder area error boundary (seed 001 §2/§8)", () => {
  it("reads 'Error loading Service Builder', shows the error and offers a reload", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const props = { error: new Error("Quote engine unavailable"), params: {} } as Parameters<
      typeof ErrorBoundary
    >[0];
    const html = renderToString(<ErrorBoundary {...props} />);
    expect(SERVICE_BUILDER_ERROR).toBe("Error loading Service Builder");
    expect(html).toContain("<h1");
    expect(html).toContain("Error loading Service Builder");
    expect(html).toContain("Quote engine unavailable");
    expect(html).toContain("Try reloading");
  });
});

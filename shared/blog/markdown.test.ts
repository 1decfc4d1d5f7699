import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown";

describe("renderMarkdown", () => {
  it("renders the usual Markdown", () => {
    const html = renderMarkdown("## Plan\n\n- **one**\n- [two](/blog/two)\n");
    expect(html).toContain("<h3>Plan</h3>");
    expect(html).toContain("<strong>one</strong>");
    expect(html).toContain('<a href="/blog/two">two</a>');
  });

  it("starts headings at h2, under the page's own h1", () => {
    expect(renderMarkdown("# Title")).toBe("<h2>Title</h2>\n");
  });

  it("shows raw HTML as text: scripts and event handlers never run", () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">');
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=");
  });

  it("drops javascript:, vbscript: and data: links", () => {
    for (const url of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "vbscript:x",
      "data:text/html,x",
    ]) {
      const html = renderMarkdown(`[click](${url})`);
      expect(html).not.toContain("<a");
      expect(html.toLowerCase()).not.toContain('href="');
    }
  });

  it("marks links to other sites noopener noreferrer, not its own", () => {
    expect(renderMarkdown("[x](https://example.org/a)")).toContain(
      '<a href="https://example.org/a" rel="noopener noreferrer">x</a>',
    );
    expect(renderMarkdown("[x](/pricing)")).toBe('<p><a href="/pricing">x</a></p>\n');
    expect(renderMarkdown("see https://example.org")).toContain('rel="noopener noreferrer"');
  });

  it("keeps images from this site and shows others as their alt text", () => {
    expect(renderMarkdown("![Rack](/media/abc/960.webp)")).toContain(
      '<img src="/media/abc/960.webp" alt="Rack" loading="lazy">',
    );
    const foreign = renderMarkdown("![Tracker](https://example.org/pixel.png)");
    expect(foreign).not.toContain("<img");
    expect(foreign).toContain("Tracker");
    expect(renderMarkdown("![x](//example.org/p.png)")).not.toContain("<img");
  });
});

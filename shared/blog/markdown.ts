import MarkdownIt from "markdown-it";

/**
 * Issue 14: a post's Markdown body as HTML, the same on the server (article page, RSS) and in
 * the editor's live preview. Raw HTML in the source is escaped (`html: false`), so no tag or
 * event-handler attribute a writer types can run; markdown-it's link check already refuses
 * javascript:, vbscript:, file: and data: URLs. On top of that: links to other sites open
 * with rel="noopener noreferrer", images load only from this site (no third-party
 * requests, and CSP would block them anyway), and headings start at h2 under the page's h1.
 */
function createMarkdown(typographer: boolean) {
  const markdown = new MarkdownIt({ html: false, linkify: true, typographer });

  const isSameSite = (url: string) => url.startsWith("/") && !url.startsWith("//");

  markdown.renderer.rules.link_open = (tokens, index, options, _env, self) => {
    const token = tokens[index];
    const href = String(token?.attrGet("href") ?? "");
    if (token && !isSameSite(href) && !href.startsWith("#")) {
      token.attrSet("rel", "noopener noreferrer");
    }
    return self.renderToken(tokens, index, options);
  };

  markdown.renderer.rules.image = (tokens, index, options, env, self) => {
    const token = tokens[index];
    if (!token) return "";
    const src = String(token.attrGet("src") ?? "");
    const alt = self.renderInlineAsText(token.children ?? [], options, env);
    if (!isSameSite(src)) return markdown.utils.escapeHtml(alt);
    token.attrSet("alt", alt);
    token.attrSet("loading", "lazy");
    return self.renderToken(tokens, index, options);
  };

  markdown.core.ruler.push("demote_headings", (state) => {
    for (const token of state.tokens) {
      if (token.type === "heading_open" || token.type === "heading_close") {
        const level = Math.min(6, Number(token.tag.slice(1)) + 1);
        token.tag = `h${level}`;
      }
    }
    return true;
  });

  return markdown;
}

const prose = createMarkdown(true);
/**
 * Quote documents (decision 063) keep every character as written: terms are what a customer
 * agrees to, so no quote turns curly and no "--" becomes a dash on the way.
 */
const exact = createMarkdown(false);

export function renderMarkdown(source: string): string {
  return prose.render(source);
}

/** The same sanitising renderer without typographic replacements, for quote documents. */
export function renderExactMarkdown(source: string): string {
  return exact.render(source);
}

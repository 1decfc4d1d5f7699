import MarkdownIt from "markdown-it";

/** A heading's section of a Markdown text: its heading and its blocks as plain text. */
export interface TextSection {
  heading: string | null;
  blocks: string[];
}

const markdown = new MarkdownIt({ html: false, linkify: false });

type Token = ReturnType<typeof markdown.parse>[number];

/** An inline token's words: text, code and image descriptions, without the Markdown marks. */
function inlineText(token: Token): string {
  return (token.children ?? [])
    .map((child) => {
      if (child.type === "softbreak" || child.type === "hardbreak") return " ";
      if (child.type === "text" || child.type === "code_inline") return child.content;
      if (child.type === "image") return child.content;
      return "";
    })
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Markdown (terms, a post's body) as plain text by section, parsed by the same Markdown
 * library as the renderer, so a list item or a paragraph is one block whatever its marks.
 */
export function markdownSections(source: string): TextSection[] {
  const sections: TextSection[] = [];
  let current: TextSection = { heading: null, blocks: [] };
  let inHeading = false;
  for (const token of markdown.parse(source, {})) {
    if (token.type === "heading_open") inHeading = true;
    else if (token.type === "heading_close") inHeading = false;
    else if (token.type === "inline") {
      const text = inlineText(token);
      if (!text) continue;
      if (inHeading) {
        if (current.heading !== null || current.blocks.length > 0) sections.push(current);
        current = { heading: text, blocks: [] };
      } else current.blocks.push(text);
    } else if (token.type === "fence" || token.type === "code_block") {
      const text = token.content.replace(/\s+/g, " ").trim();
      if (text) current.blocks.push(text);
    }
  }
  if (current.heading !== null || current.blocks.length > 0) sections.push(current);
  return sections;
}

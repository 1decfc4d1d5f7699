import { cn } from "~/lib/cn";

/** Typography of a post's Markdown body, in the article's own type scale. */
const prose =
  "leading-7 text-fg/90 [&_a]:font-medium [&_a]:text-primary [&_a:hover]:underline [&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:text-muted [&_code]:rounded [&_code]:bg-surface-2 [&_code]:px-1 [&_code]:text-sm [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-fg [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-fg [&_h4]:mt-5 [&_h4]:font-semibold [&_h4]:text-fg [&_hr]:my-8 [&_hr]:border-border [&_img]:mt-4 [&_img]:rounded-xl [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mt-4 [&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-surface-2 [&_pre]:p-4 [&_strong]:font-semibold [&_strong]:text-fg [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-5 [&>:first-child]:mt-0";

/**
 * A post's body (or a quote's cover letter and terms) as HTML from `renderMarkdown` (shared/blog/markdown.ts), which escapes raw
 * HTML and drops unsafe links: only that renderer's output may come here.
 */
export function MarkdownBody({
  html,
  className,
  testId = "post-body",
}: {
  html: string;
  className?: string;
  testId?: string;
}) {
  if (!html.trim()) return null;
  return (
    <div
      data-testid={testId}
      className={cn(prose, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown's output is sanitised (raw HTML escaped, unsafe links dropped).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

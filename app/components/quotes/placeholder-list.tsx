import { QUOTE_PLACEHOLDERS } from "@shared/quotes/document-text";

/** What a cover letter or terms may say in double braces, filled in when a quote is shared. */
export function PlaceholderList({ id }: { id: string }) {
  return (
    <div id={id} className="grid gap-2 rounded-xl border border-border bg-surface-2 p-4 text-sm">
      <p className="font-medium">Placeholders</p>
      <p className="text-muted">
        Written in double braces, each is replaced when a quote link is made. Markdown works:
        **bold**, lists, links.
      </p>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {Object.entries(QUOTE_PLACEHOLDERS).map(([name, meaning]) => (
          <div key={name} className="contents">
            <dt>
              <code className="rounded bg-surface px-1 text-xs">{`{{${name}}}`}</code>
            </dt>
            <dd className="text-muted">{meaning}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

import type { FieldErrors } from "@shared/api/envelope";
import type { BlogContent } from "@shared/blog/blog-post";
import { renderMarkdown } from "@shared/blog/markdown";
import { useMemo, useRef } from "react";
import { ImageField } from "~/components/admin/image-field";
import { MarkdownBody } from "~/components/markdown-body";
import { TextField } from "~/components/text-field";
import { Field, inputClasses } from "~/components/ui/field";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { cn } from "~/lib/cn";
import { EditorSection, ListEditor, TextAreaField } from "./editor-fields";
import type { EditorState } from "./editor-state";
import { InsertImage } from "./insert-image";

interface FieldsProps {
  state: EditorState;
  errors: FieldErrors;
  onChange(changes: Partial<EditorState>): void;
}

/** Title, slug, excerpt, date and the featured flag. */
export function MainFields({
  state,
  errors,
  onChange,
  onTitle,
  onSlug,
}: FieldsProps & { onTitle(title: string): void; onSlug(slug: string): void }) {
  return (
    <EditorSection title="Post">
      <TextField
        label="Title"
        value={state.title}
        onChange={onTitle}
        error={errors.title}
        required
      />
      <TextField
        label="Slug"
        value={state.slug}
        onChange={onSlug}
        error={errors.slug}
        required
        hint={`The address: /blog/${state.slug || "…"}. A published post's old address keeps working.`}
      />
      <TextAreaField
        label="Excerpt"
        value={state.excerpt}
        onChange={(excerpt) => onChange({ excerpt })}
        error={errors.excerpt}
        hint="One or two sentences under the title and on the cards."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Display date" error={errors.publishedOn}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={state.publishedOn}
              onChange={(event) => onChange({ publishedOn: event.target.value })}
              className={cn(inputClasses, "h-11")}
            />
          )}
        </Field>
        <label className="flex items-center gap-2 self-end pb-3 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-[var(--primary)]"
            checked={state.featured}
            onChange={(event) => onChange({ featured: event.target.checked })}
          />
          Featured (shown in the landing page's carousel)
        </label>
      </div>
    </EditorSection>
  );
}

/** Cover image and author. */
export function ImageAndAuthorFields({ state, errors, onChange }: FieldsProps) {
  const author = (changes: Partial<EditorState["author"]>) =>
    onChange({ author: { ...state.author, ...changes } });
  return (
    <EditorSection title="Cover and author">
      <ImageField
        label="Cover image"
        value={state.image}
        alt={state.imageAlt}
        altLabel="Cover image alt text"
        onChange={({ path, alt }) => onChange({ image: path, imageAlt: alt })}
        error={errors.image ?? errors.imageAlt}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {/* With an avatar, its description is the author's name: one input for both. */}
        {state.author.avatar ? null : (
          <TextField
            label="Author name"
            value={state.author.name}
            onChange={(name) => author({ name })}
            error={errors["author.name"]}
            required
          />
        )}
        <TextField
          label="Author title"
          value={state.author.title}
          onChange={(title) => author({ title })}
          error={errors["author.title"]}
        />
      </div>
      <ImageField
        label="Author avatar"
        value={state.author.avatar}
        alt={state.author.name}
        altLabel="Author name"
        onChange={({ path, alt }) => author({ avatar: path, name: path ? alt : state.author.name })}
        error={errors["author.avatar"] ?? errors["author.name"]}
      />
    </EditorSection>
  );
}

/** Tags, one of them primary (the highlighted one). */
export function TagFields({ state, errors, onChange }: FieldsProps) {
  return (
    <EditorSection title="Tags" description="The primary tag is highlighted and files the post.">
      {errors.tags ? <p className="text-sm text-danger">{errors.tags}</p> : null}
      <ListEditor
        items={state.tags}
        onChange={(tags) => onChange({ tags })}
        blank={{ name: "", primary: state.tags.length === 0 }}
        noun="tag"
        render={(tag, update, index) => (
          <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
            <TextField
              label={`Tag ${index + 1}`}
              value={tag.name}
              onChange={(name) => update({ ...tag, name })}
              error={errors[`tags.${index}.name`]}
            />
            <label className="flex items-center gap-2 pb-3 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-[var(--primary)]"
                checked={tag.primary}
                onChange={(event) => update({ ...tag, primary: event.target.checked })}
              />
              Primary
            </label>
          </div>
        )}
      />
    </EditorSection>
  );
}

/** Key insights, trends, metrics and the case study the post modal shows. */
export function StructuredFields({ state, errors, onChange }: FieldsProps) {
  const content = (changes: Partial<BlogContent>) =>
    onChange({ content: { ...state.content, ...changes } });
  const study = state.content.caseStudy ?? { title: "", challenge: "", approach: "", results: [] };
  const caseStudy = (changes: Partial<typeof study>) =>
    content({ caseStudy: { ...study, ...changes } });
  const error = (path: string) => errors[`content.${path}`];
  return (
    <>
      <EditorSection title="Key insights">
        <ListEditor
          items={state.content.keyInsights}
          onChange={(keyInsights) => content({ keyInsights })}
          blank=""
          noun="insight"
          render={(insight, update, index) => (
            <TextAreaField
              label={`Insight ${index + 1}`}
              rows={2}
              value={insight}
              onChange={update}
              error={error(`keyInsights.${index}`)}
            />
          )}
        />
      </EditorSection>
      <EditorSection title="Emerging trends">
        <ListEditor
          items={state.content.trends}
          onChange={(trends) => content({ trends })}
          blank={{ title: "", description: "" }}
          noun="trend"
          render={(trend, update, index) => (
            <>
              <TextField
                label={`Trend ${index + 1} title`}
                value={trend.title}
                onChange={(title) => update({ ...trend, title })}
                error={error(`trends.${index}.title`)}
              />
              <TextAreaField
                label={`Trend ${index + 1} description`}
                rows={2}
                value={trend.description}
                onChange={(description) => update({ ...trend, description })}
                error={error(`trends.${index}.description`)}
              />
            </>
          )}
        />
      </EditorSection>
      <EditorSection title="Key metrics">
        <ListEditor
          items={state.content.metrics}
          onChange={(metrics) => content({ metrics })}
          blank={{ label: "", value: "", width: "50%" }}
          noun="metric"
          render={(metric, update, index) => (
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField
                label={`Metric ${index + 1} label`}
                value={metric.label}
                onChange={(label) => update({ ...metric, label })}
                error={error(`metrics.${index}.label`)}
              />
              <TextField
                label={`Metric ${index + 1} value`}
                value={metric.value}
                onChange={(value) => update({ ...metric, value })}
                error={error(`metrics.${index}.value`)}
              />
              <TextField
                label={`Metric ${index + 1} bar width`}
                value={metric.width ?? ""}
                onChange={(width) => update({ ...metric, width })}
                error={error(`metrics.${index}.width`)}
                hint="0% to 100%"
              />
            </div>
          )}
        />
      </EditorSection>
      <EditorSection title="Case study" description="Shown only when it has a title.">
        <TextField
          label="Case study title"
          value={study.title}
          onChange={(title) => caseStudy({ title })}
          error={error("caseStudy.title")}
        />
        <TextAreaField
          label="Challenge"
          value={study.challenge}
          onChange={(challenge) => caseStudy({ challenge })}
          error={error("caseStudy.challenge")}
        />
        <TextAreaField
          label="Approach"
          value={study.approach}
          onChange={(approach) => caseStudy({ approach })}
          error={error("caseStudy.approach")}
        />
        <ListEditor
          items={study.results}
          onChange={(results) => caseStudy({ results })}
          blank=""
          noun="result"
          render={(result, update, index) => (
            <TextField
              label={`Result ${index + 1}`}
              value={result}
              onChange={update}
              error={error(`caseStudy.results.${index}`)}
            />
          )}
        />
      </EditorSection>
    </>
  );
}

/** The Markdown body beside its live preview (tabs below 1024 px). */
export function BodyField({ state, errors, onChange }: FieldsProps) {
  const html = useMemo(() => renderMarkdown(state.body), [state.body]);
  const panel = "mt-0 min-w-0 data-[state=inactive]:hidden lg:data-[state=inactive]:block";
  const write = useRef<HTMLDivElement>(null);
  return (
    <EditorSection
      title="Body"
      description="Markdown: ## headings, **bold**, lists, [links](/path). HTML is shown as text."
    >
      <Tabs defaultValue="write" className="grid gap-3">
        <TabsList className="justify-self-start lg:hidden">
          <TabsTrigger value="write">Write</TabsTrigger>
          <TabsTrigger value="preview">Preview</TabsTrigger>
        </TabsList>
        <div className="grid gap-4 lg:grid-cols-2">
          <TabsContent value="write" forceMount className={cn(panel, "grid gap-2")} ref={write}>
            <InsertImage
              textarea={write}
              body={state.body}
              onChange={(body) => onChange({ body })}
            />
            <TextAreaField
              label="Body (Markdown)"
              rows={18}
              value={state.body}
              onChange={(body) => onChange({ body })}
              error={errors.body}
              className="[&_textarea]:font-mono"
            />
          </TabsContent>
          <TabsContent value="preview" forceMount className={panel}>
            <section
              aria-label="Body preview"
              className="min-h-40 rounded-xl border border-border bg-bg p-4"
            >
              {state.body.trim() ? (
                <MarkdownBody html={html} />
              ) : (
                <p className="text-sm text-muted">The preview shows here as you type.</p>
              )}
            </section>
          </TabsContent>
        </div>
      </Tabs>
    </EditorSection>
  );
}

import { mediaContentTypes } from "@shared/media/media";
import { ImagePlus } from "lucide-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { uploadImage } from "~/components/admin/image-field";
import { Button } from "~/components/ui/button";
import { Field, inputClasses } from "~/components/ui/field";
import { ButtonSpinner } from "~/components/ui/spinner";

/** Markdown's image text: brackets and backslashes would end or bend it. */
const escapeAlt = (alt: string) => alt.trim().replace(/[[\]\\]/g, "\\$&");

/**
 * The body toolbar's Insert image (issue 34): uploads like the cover does, asks for the alt
 * text (required: screen readers read it in the image's place), then puts `![alt](url)` where
 * the cursor was.
 */
export function InsertImage({
  textarea,
  body,
  onChange,
}: {
  textarea: RefObject<HTMLElement | null>;
  body: string;
  onChange(body: string): void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const cursor = useRef<[number, number]>([body.length, body.length]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [alt, setAlt] = useState("");
  const [altError, setAltError] = useState<string | undefined>();
  const area = () => textarea.current?.querySelector("textarea") ?? null;

  // Where the cursor was when the writer left the body for the toolbar.
  useEffect(() => {
    const field = textarea.current?.querySelector("textarea");
    if (!field) return;
    const keep = () => {
      cursor.current = [field.selectionStart, field.selectionEnd];
    };
    field.addEventListener("blur", keep);
    return () => field.removeEventListener("blur", keep);
  }, [textarea]);

  function pick() {
    const field = area();
    if (field) cursor.current = [field.selectionStart, field.selectionEnd];
    input.current?.click();
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    setError(null);
    setBusy(true);
    try {
      setUrl(await uploadImage(file));
      setAlt("");
      setAltError(undefined);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  function insert() {
    if (!url) return;
    if (!alt.trim()) {
      setAltError("Describe the image for readers who cannot see it");
      return;
    }
    const [start, end] = cursor.current.map((at) => Math.min(at, body.length));
    const markdown = `![${escapeAlt(alt)}](${url})`;
    onChange(body.slice(0, start) + markdown + body.slice(end));
    setUrl(null);
    const after = (start ?? 0) + markdown.length;
    requestAnimationFrame(() => {
      const field = area();
      field?.focus();
      field?.setSelectionRange(after, after);
    });
  }

  return (
    <div className="grid gap-2">
      <div role="toolbar" aria-label="Body tools" className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={pick} disabled={busy}>
          {busy ? (
            <ButtonSpinner label="Uploading" />
          ) : (
            <ImagePlus aria-hidden className="size-4" />
          )}
          {busy ? "Uploading…" : "Insert image"}
        </Button>
        <input
          ref={input}
          type="file"
          accept={mediaContentTypes.join(",")}
          hidden
          aria-label="Image to insert in the body"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            void upload(file);
          }}
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      {url ? (
        <div className="flex flex-wrap items-end gap-2 rounded-xl border border-border bg-surface-2 p-3">
          <Field
            label="Alt text for the inserted image"
            required
            error={altError}
            hint="What the image shows, read out in its place by screen readers."
            className="min-w-56 flex-1"
          >
            {(control) => (
              <input
                {...control}
                // biome-ignore lint/a11y/noAutofocus: the writer just picked the image; the alt text is the next step
                autoFocus
                value={alt}
                maxLength={300}
                onChange={(event) => setAlt(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === "Enter") {
                    event.preventDefault();
                    insert();
                  }
                }}
                className={`${inputClasses} h-10`}
              />
            )}
          </Field>
          <Button type="button" size="sm" onClick={insert}>
            Insert
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={() => setUrl(null)}>
            Cancel
          </Button>
        </div>
      ) : null}
    </div>
  );
}

import {
  altTextError,
  isMediaContentType,
  MEDIA_MAX_BYTES,
  MEDIA_TOO_LARGE,
  MEDIA_WRONG_TYPE,
  mediaContentTypes,
} from "@shared/media/media";
import type { UploadedMedia } from "@shared/media/media-api";
import { imageSources } from "@shared/media/media-url";
import { ImageIcon } from "lucide-react";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, inputClasses } from "~/components/ui/field";
import { ButtonSpinner } from "~/components/ui/spinner";
import { ApiError, apiData } from "~/lib/api-client";
import { apiMessage } from "~/lib/form-errors";

export interface ImageValue {
  /** `/media/{id}` once uploaded, a shipped `/images/...` file, or "" for none. */
  path: string;
  alt: string;
}

export interface ImageFieldProps {
  label: string;
  /** The image path; "" when there is none. */
  value: string;
  alt: string;
  onChange(value: ImageValue): void;
  altLabel?: string;
  /** A message about the image or its alt text, from the form's own check or the API. */
  error?: string;
  required?: boolean;
  /**
   * False for an image always shown beside the text it stands for (the quote template's logo
   * beside the company name): it takes no alt text of its own.
   */
  describe?: boolean;
}

/** Refuses what the API would refuse, before sending megabytes for nothing. */
function refusalOf(file: File): string | null {
  if (!isMediaContentType(file.type)) return MEDIA_WRONG_TYPE;
  if (file.size > MEDIA_MAX_BYTES) return MEDIA_TOO_LARGE;
  return null;
}

/**
 * Uploads an image to /api/admin/media and answers its `/media/{id}` path, or throws an Error
 * whose message is for the writer. Shared by this field and the blog body's Insert image
 * (issue 34), so both refuse and explain the same way.
 */
export async function uploadImage(file: File): Promise<string> {
  const refusal = refusalOf(file);
  if (refusal) throw new Error(refusal);
  try {
    const uploaded = await apiData<UploadedMedia>("/api/admin/media", {
      method: "POST",
      body: file,
    });
    return uploaded.url;
  } catch (failure) {
    throw new Error(
      failure instanceof ApiError && failure.status < 500
        ? apiMessage(failure, MEDIA_WRONG_TYPE)
        : "The image could not be uploaded. Try again.",
    );
  }
}

/**
 * An image of a record (cover, avatar, logo): upload, preview, replace or remove it, and its
 * alt text, required once there is an image. The upload goes to /api/admin/media at once; the
 * record keeps only the path the answer names.
 */
export function ImageField({
  label,
  value,
  alt,
  onChange,
  altLabel = "Alt text",
  error,
  required = false,
  describe = true,
}: ImageFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  // The form's "alt text missing" belongs on the alt input; any other error on the image.
  const altError = error ? altTextError(value, alt) : undefined;
  const message = uploadError ?? (altError ? undefined : error);
  const errorId = `${id}-error`;

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file picked again must fire another change.
    event.target.value = "";
    if (!file) return;
    const refusal = refusalOf(file);
    setUploadError(refusal);
    if (refusal) return;
    setBusy(true);
    try {
      onChange({ path: await uploadImage(file), alt });
    } catch (failure) {
      setUploadError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const pick = () => input.current?.click();
  const uploadLabel = value ? "Replace" : "Upload image";

  return (
    <fieldset
      className="grid gap-3"
      aria-invalid={message ? true : undefined}
      aria-describedby={message ? errorId : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium">
        {label}
        {required ? (
          <span aria-hidden className="text-danger">
            {" "}
            *
          </span>
        ) : null}
      </legend>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-border bg-surface-2">
          {value ? (
            <img
              {...imageSources(value, "80px")}
              alt={alt ? `Preview: ${alt}` : "Preview"}
              width={80}
              height={80}
              className="size-full object-contain"
            />
          ) : (
            <ImageIcon aria-hidden className="size-6 text-muted" />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={pick}
            disabled={busy}
            aria-label={busy ? undefined : `${uploadLabel}: ${label}`}
          >
            {busy ? <ButtonSpinner label="Uploading" /> : null}
            {busy ? "Uploading…" : uploadLabel}
          </Button>
          {value && !busy ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                setUploadError(null);
                onChange({ path: "", alt: "" });
              }}
              aria-label={`Remove: ${label}`}
            >
              Remove
            </Button>
          ) : null}
        </div>
        <input
          ref={input}
          type="file"
          accept={mediaContentTypes.join(",")}
          hidden
          onChange={upload}
        />
      </div>
      {message ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {message}
        </p>
      ) : null}
      {value && describe ? (
        <Field
          label={altLabel}
          required
          hint="What the image shows, read out in its place by screen readers."
          error={altError}
        >
          {(control) => (
            <input
              {...control}
              value={alt}
              maxLength={300}
              onChange={(event) => onChange({ path: value, alt: event.target.value })}
              className={`${inputClasses} h-10`}
            />
          )}
        </Field>
      ) : null}
    </fieldset>
  );
}

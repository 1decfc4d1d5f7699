/** Images staff upload (covers, avatars, logos): what is accepted and the sizes served. */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
export const mediaContentTypes = ["image/jpeg", "image/png", "image/webp"] as const;
export type MediaContentType = (typeof mediaContentTypes)[number];
/** Widths each upload is stored in (WebP), never wider than the original. */
export const MEDIA_WIDTHS = [160, 480, 960, 1600] as const;

/** The refusals of an upload, the same in the browser (before sending) and from the API. */
export const MEDIA_TOO_LARGE = "The image is larger than 5 MB.";
export const MEDIA_WRONG_TYPE = "Upload a JPEG, PNG or WebP image.";
export const MEDIA_TOO_MANY_PIXELS =
  "The image is larger than 40 megapixels: scale it down, then upload it again.";
/** An image needs its alt text; forms and the API say so with these words. */
export const MEDIA_ALT_REQUIRED = "Describe the image for people who cannot see it";

/** The alt-text error of an image field, or undefined when there is no image or it has one. */
export const altTextError = (path: string, alt: string) =>
  path && !alt.trim() ? MEDIA_ALT_REQUIRED : undefined;

export const isMediaContentType = (type: string): type is MediaContentType =>
  (mediaContentTypes as readonly string[]).includes(type);

/** Images staff upload (covers, avatars, logos): what is accepted and the sizes served. */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
export const mediaContentTypes = ["image/jpeg", "image/png", "image/webp"] as const;
export type MediaContentType = (typeof mediaContentTypes)[number];
/** Widths each upload is stored in (WebP), never wider than the original. */
export const MEDIA_WIDTHS = [160, 480, 960, 1600] as const;

import { MEDIA_WIDTHS } from "./media";

/** An uploaded image's path: `/media/{sha-256 of the file}`. */
const UPLOADED_PATH = /^\/media\/([0-9a-f]{64})$/;

export const mediaPath = (id: string) => `/media/${id}`;

/** The URL of one WebP variant; the server answers a wider request with its widest variant. */
export const mediaVariantUrl = (id: string, width: number) => `/media/${id}/${width}.webp`;

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The `src` and `srcSet` of an image path: an uploaded one gets every served width (the
 * browser picks by `sizes`, the displayed width), a file shipped with the site (`/images/...`)
 * stays as it is. Spread the answer onto an `<img>`.
 */
export function imageSources(path: string, sizes?: string): ImageSources {
  const id = UPLOADED_PATH.exec(path)?.[1];
  if (!id) return { src: path };
  return {
    src: mediaVariantUrl(id, MEDIA_WIDTHS[1]),
    srcSet: MEDIA_WIDTHS.map((width) => `${mediaVariantUrl(id, width)} ${width}w`).join(", "),
    ...(sizes ? { sizes } : {}),
  };
}

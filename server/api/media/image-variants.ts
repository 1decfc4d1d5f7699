import { MEDIA_WIDTHS, type MediaContentType } from "@shared/media/media";
import type Sharp from "sharp";

/** What a file's bytes are, not what its sender said: sharp's format names per type. */
const formats: Record<string, MediaContentType> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

/**
 * A 5 MB file can still claim a huge canvas (a PNG of one colour compresses to almost
 * nothing): past 40 megapixels, far beyond any cover or logo, decoding is refused before
 * memory is spent on it.
 */
export const MAX_PIXELS = 40_000_000;
const decoding = { failOn: "error", limitInputPixels: MAX_PIXELS } as const;

export interface ProcessedImage {
  contentType: MediaContentType;
  /** Of the image as displayed, after EXIF rotation. */
  width: number;
  height: number;
  variants: { width: number; height: number; data: Buffer }[];
}

/** The widths stored for an image: every served width it covers, else its own width. */
export function variantWidths(width: number): number[] {
  const widths = MEDIA_WIDTHS.filter((candidate) => candidate <= width);
  return widths.length > 0 ? widths : [width];
}

// With the first upload, not at start: sharp, its native library and its dependencies took
// about 40 ms of every start (issue 12).
let sharpModule: Promise<typeof Sharp> | undefined;
function loadSharp(): Promise<typeof Sharp> {
  sharpModule ??= import("sharp").then((module) => module.default);
  return sharpModule;
}

/**
 * Checks the bytes are a JPEG, PNG or WebP and encodes its WebP variants: rotated as the
 * camera meant (EXIF), with every metadata block (location, camera) dropped, which sharp does
 * unless asked to keep them. Refused when the bytes are another format, cannot be decoded,
 * or claim more than MAX_PIXELS.
 */
export async function processImage(
  bytes: Buffer,
): Promise<ProcessedImage | "wrong-type" | "too-many-pixels"> {
  const sharp = await loadSharp();
  try {
    // A multi-frame WebP would be read as its first frame; "error" refuses truncated files.
    // Reading the header decodes no pixels: the size is checked here, with a message of its own.
    const metadata = await sharp(bytes, { ...decoding, limitInputPixels: false }).metadata();
    const contentType = metadata.format ? formats[metadata.format] : undefined;
    if (!contentType || !metadata.width || !metadata.height) return "wrong-type";
    if (metadata.width * metadata.height > MAX_PIXELS) return "too-many-pixels";
    // Orientations 5-8 turn the picture a quarter: width and height swap.
    const turned = (metadata.orientation ?? 1) >= 5;
    const width = turned ? metadata.height : metadata.width;
    const height = turned ? metadata.width : metadata.height;
    const variants = await Promise.all(
      variantWidths(width).map(async (variantWidth) => {
        const { data, info } = await sharp(bytes, decoding)
          .rotate()
          .resize({ width: variantWidth, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return { width: variantWidth, height: info.height, data };
      }),
    );
    return { contentType, width, height, variants };
  } catch {
    return "wrong-type";
  }
}

/** A stored variant as PNG, for mail clients that show no WebP (Outlook on Windows). */
export async function pngOf(webp: Uint8Array): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(webp, decoding).png().toBuffer();
}

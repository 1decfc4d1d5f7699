import { pngOf } from "./image-variants";
import type { MediaRepository } from "./media-repository";

const UPLOADED = /^\/media\/([0-9a-f]{64})$/;

/**
 * The media module's uploads for other modules (decision 061): an upload inside a document
 * that may make no request (the quote PDF, decision 063, and e-mail), carried in it.
 */
export function createMediaService(repository: Pick<MediaRepository, "variant">) {
  const variantOf = (path: string | null, width: number) => {
    const id = path ? UPLOADED.exec(path)?.[1] : undefined;
    return id ? repository.variant(id, width) : Promise.resolve(null);
  };
  return {
    /**
     * The upload at `path` (`/media/{id}`) no wider than `width`, as a data URI; null for a
     * path that is not an upload or an upload that is gone.
     */
    async dataUri(path: string | null, width: number): Promise<string | null> {
      const variant = await variantOf(path, width);
      return variant
        ? `data:image/webp;base64,${Buffer.from(variant.data).toString("base64")}`
        : null;
    },

    /** The upload at `path` no wider than `width` as PNG (an e-mail's inline logo), or null. */
    async png(path: string | null, width: number): Promise<Buffer | null> {
      const variant = await variantOf(path, width);
      return variant ? pngOf(variant.data) : null;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;

import type { MediaRepository } from "./media-repository";

const UPLOADED = /^\/media\/([0-9a-f]{64})$/;

/**
 * The media module's uploads for other modules (decision 061): an upload inside a document
 * that may make no request (the quote PDF, decision 063), as a data URI of its WebP variant.
 */
export function createMediaService(repository: Pick<MediaRepository, "variant">) {
  return {
    /**
     * The upload at `path` (`/media/{id}`) no wider than `width`, as a data URI; null for a
     * path that is not an upload or an upload that is gone.
     */
    async dataUri(path: string | null, width: number): Promise<string | null> {
      const id = path ? UPLOADED.exec(path)?.[1] : undefined;
      if (!id) return null;
      const variant = await repository.variant(id, width);
      return variant
        ? `data:image/webp;base64,${Buffer.from(variant.data).toString("base64")}`
        : null;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;

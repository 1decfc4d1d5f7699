import { createHash } from "node:crypto";
import { and, desc, eq, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { blogPosts } from "../../db/schema/blog";
import { caseStudies } from "../../db/schema/case-studies";
import { configurations } from "../../db/schema/configurations";
import { media, mediaVariants } from "../../db/schema/media";
import { quoteShares } from "../../db/schema/quotes";
import { companyProfile } from "../../db/schema/settings";
import type { ProcessedImage } from "./image-variants";

export interface StoredMedia {
  id: string;
  width: number;
  height: number;
  /** False when the same file was already stored. */
  created: boolean;
}

/** The id of an upload: the SHA-256 of its bytes, so one file is one row and one URL. */
export const mediaIdOf = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** An upload's path inside a row's JSON text (see mediaPath); the id is the match. */
const MEDIA_REFERENCE = "/media/([0-9a-f]{64})";

export function createMediaRepository(db: Database) {
  return {
    /** Stores an upload with its variants in one transaction; the same file again keeps its row. */
    async store(
      id: string,
      bytes: number,
      image: ProcessedImage,
      uploadedBy: string,
    ): Promise<StoredMedia> {
      const { contentType, width, height } = image;
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(media)
          .values({ id, contentType, width, height, bytes, uploadedBy })
          .onConflictDoNothing()
          .returning({ id: media.id });
        if (inserted.length === 0) {
          // Uploaded again: it counts from now, so the sweep of unused uploads (removeUnused)
          // leaves it for the editor that is about to use it.
          const [existing] = await tx
            .update(media)
            .set({ createdAt: sql`now()` })
            .where(eq(media.id, id))
            .returning({ width: media.width, height: media.height });
          return {
            id,
            width: existing?.width ?? width,
            height: existing?.height ?? height,
            created: false,
          };
        }
        await tx.insert(mediaVariants).values(
          image.variants.map((variant) => ({
            mediaId: id,
            ...variant,
            contentType: "image/webp",
          })),
        );
        return { id, width, height, created: true };
      });
    },

    /**
     * Deletes the uploads made before `uploadedBefore` that nothing shows, in any field
     * (a post's cover or text, a case study's avatar or logo, the quote template's logo or
     * texts, a quote's own texts, the documents a quote link froze) and answers their ids.
     * Uploads newer than that are left: an editor may be about to save what uses one.
     */
    async removeUnused(uploadedBefore: Date): Promise<string[]> {
      const shown = (
        table:
          | typeof blogPosts
          | typeof caseStudies
          | typeof companyProfile
          | typeof configurations
          | typeof quoteShares,
      ) =>
        sql`select (regexp_matches(row_to_json(${table})::text, ${MEDIA_REFERENCE}, 'g'))[1] from ${table}`;
      const removed = await db
        .delete(media)
        .where(
          and(
            lte(media.createdAt, uploadedBefore),
            sql`${media.id} not in (${shown(blogPosts)} union ${shown(caseStudies)} union ${shown(companyProfile)} union ${shown(configurations)} union ${shown(quoteShares)})`,
          ),
        )
        .returning({ id: media.id });
      return removed.map((row) => row.id);
    },

    /** The widest variant not wider than `width`; every upload has one at most 160 wide. */
    async variant(id: string, width: number) {
      const [row] = await db
        .select({ width: mediaVariants.width, data: mediaVariants.data })
        .from(mediaVariants)
        .where(and(eq(mediaVariants.mediaId, id), lte(mediaVariants.width, width)))
        .orderBy(desc(mediaVariants.width))
        .limit(1);
      return row;
    },

    /** The width of an upload's widest variant, or undefined when there is no such upload. */
    async widestWidth(id: string): Promise<number | undefined> {
      const [row] = await db
        .select({ width: mediaVariants.width })
        .from(mediaVariants)
        .where(eq(mediaVariants.mediaId, id))
        .orderBy(desc(mediaVariants.width))
        .limit(1);
      return row?.width;
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;

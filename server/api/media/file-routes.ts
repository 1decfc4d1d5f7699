import { MEDIA_WIDTHS } from "@shared/media/media";
import { mediaVariantUrl } from "@shared/media/media-url";
import type { FastifyInstance, FastifyReply } from "fastify";

const IMMUTABLE = "public, max-age=31536000, immutable";
const MEDIA_ID = /^[0-9a-f]{64}$/;
const VARIANT_FILE = /^(\d{1,4})\.webp$/;

function notFound(reply: FastifyReply) {
  return reply
    .code(404)
    .header("cache-control", "no-store")
    .type("text/plain; charset=utf-8")
    .send("Not found");
}

/**
 * Uploaded images (issue 14), read from the database so every instance serves them. A URL
 * names the file's hash, so its bytes never change: cached for a year by browsers and
 * proxies. Registered beside the pages, so neither the page cache nor its CSP nonce apply;
 * WebP is not compressed again.
 */
export default async function mediaFiles(app: FastifyInstance) {
  const repository = app.repositories.media;

  // A served width (MEDIA_WIDTHS) answers the widest variant up to it; a smaller image's only
  // variant also answers at its own width.
  app.get<{ Params: { id: string; file: string } }>(
    "/media/:id/:file",
    { schema: { hide: true } },
    async (request, reply) => {
      const { id, file } = request.params;
      const width = Number(VARIANT_FILE.exec(file)?.[1] ?? Number.NaN);
      if (!MEDIA_ID.test(id) || !Number.isInteger(width)) return notFound(reply);
      const variant = await repository.variant(id, width);
      const served =
        (MEDIA_WIDTHS as readonly number[]).includes(width) || variant?.width === width;
      if (!variant || !served) return notFound(reply);
      const etag = `"${id.slice(0, 32)}-${variant.width}"`;
      reply
        .header("cache-control", IMMUTABLE)
        .header("etag", etag)
        .header("x-content-type-options", "nosniff");
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      return reply.type("image/webp").send(Buffer.from(variant.data));
    },
  );

  // The bare path records keep: the widest variant.
  app.get<{ Params: { id: string } }>(
    "/media/:id",
    { schema: { hide: true } },
    async (request, reply) => {
      const { id } = request.params;
      const widest = MEDIA_ID.test(id) ? await repository.widestWidth(id) : undefined;
      if (widest === undefined) return notFound(reply);
      return reply.header("cache-control", IMMUTABLE).redirect(mediaVariantUrl(id, widest), 302);
    },
  );
}

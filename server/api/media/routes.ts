import { envelopeSchema, errorEnvelopeSchema } from "@shared/api/envelope";
import {
  isMediaContentType,
  MEDIA_MAX_BYTES,
  MEDIA_TOO_LARGE,
  MEDIA_TOO_MANY_PIXELS,
  MEDIA_WRONG_TYPE,
} from "@shared/media/media";
import { uploadedMediaSchema } from "@shared/media/media-api";
import { mediaPath } from "@shared/media/media-url";
import type { FastifyError } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/envelope";
import { HttpError } from "../../http/http-error";
import { noStore } from "../../http/no-store";
import { adminFailures } from "../../http/route-schemas";
import { auditChange } from "../auth/audit-change";
import { permissionRequired, requireAdmin } from "../auth/guards";
import { processImage } from "./image-variants";
import { mediaIdOf } from "./media-repository";

/** /api/admin/media (issue 14): staff upload images; pages show them from /media. */
const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  app.addHook("onRequest", permissionRequired("media"));
  // The body is the file itself. Every type is read here, so a GIF or an SVG gets the
  // refusal below rather than Fastify's generic one; the bytes decide what the file is.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "*",
    { parseAs: "buffer", bodyLimit: MEDIA_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  // Fastify's own refusals of the body, in words an editor understands; the rest goes on
  // to the app's error handler.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") throw new HttpError(413, MEDIA_TOO_LARGE);
    if (
      error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" ||
      error.code === "FST_ERR_CTP_EMPTY_TYPE"
    ) {
      throw new HttpError(415, MEDIA_WRONG_TYPE);
    }
    throw error;
  });

  app.post(
    "/",
    {
      schema: {
        tags: ["media"],
        summary: "Upload an image (JPEG, PNG or WebP, at most 5 MB) as the request body",
        description:
          "The body is the file, with its Content-Type. The type is checked from the bytes (a PNG labelled image/jpeg is stored as the PNG it is); anything else is a 415. The id is the SHA-256 of the bytes: the same file again answers the same id. WebP variants are served at `/media/{id}/{width}.webp`.",
        response: {
          200: envelopeSchema(uploadedMediaSchema),
          ...adminFailures,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const declared =
        String(request.headers["content-type"] ?? "")
          .split(";")[0]
          ?.trim() ?? "";
      const bytes = request.body;
      if (!isMediaContentType(declared) || !Buffer.isBuffer(bytes) || bytes.length === 0) {
        throw new HttpError(415, MEDIA_WRONG_TYPE);
      }
      const image = await processImage(bytes);
      if (image === "wrong-type") throw new HttpError(415, MEDIA_WRONG_TYPE);
      if (image === "too-many-pixels") throw new HttpError(413, MEDIA_TOO_MANY_PIXELS);
      const { user } = await requireAdmin(request);
      const id = mediaIdOf(bytes);
      const stored = await app.repositories.media.store(id, bytes.length, image, user.id);
      if (stored.created) {
        await auditChange(
          request,
          "media.uploaded",
          { type: "media", id, label: id.slice(0, 12) },
          {
            contentType: image.contentType,
            width: stored.width,
            height: stored.height,
            bytes: bytes.length,
          },
        );
      }
      const { width, height } = stored;
      return ok({ id, url: mediaPath(id), width, height }, { message: "Image uploaded" });
    },
  );
};

export default mediaRoutes;

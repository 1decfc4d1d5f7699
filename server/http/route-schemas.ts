import { errorEnvelopeSchema } from "@shared/api/envelope";
import { z } from "zod";

/** The failures an admin route may answer, for its OpenAPI description. */
export const adminFailures = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/** PostgreSQL's integer: an id beyond it is not a row, and must not reach a query. */
const INTEGER_MAX = 2_147_483_647;

/** `/:id` of a serial id: a whole number from 1, else a 400 naming `id`. */
export const serialIdParams = z.object({
  id: z.coerce
    .number({ error: "Use a whole number id" })
    .int("Use a whole number id")
    .min(1, "Use a whole number id")
    .max(INTEGER_MAX, "Use a whole number id"),
});

/**
 * `/:id` of a table whose seeded rows keep the ids of seed 000, which start at 0 (blog
 * posts): a whole number from 0, else a 400 naming `id`.
 */
export const seededIdParams = z.object({
  id: z.coerce
    .number({ error: "Use a whole number id" })
    .int("Use a whole number id")
    .min(0, "Use a whole number id")
    .max(INTEGER_MAX, "Use a whole number id"),
});

/**
 * Body limit of admin writes: above the app's 256 KB, so an over-long field (a 1 MB
 * description) reaches validation and answers 400 naming the field instead of a bare 413.
 * Only admins get this far: the guard runs on request, before the body is read.
 */
export const ADMIN_WRITE_BODY_LIMIT = 2 * 1024 * 1024;

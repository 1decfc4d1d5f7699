import { z } from "zod";

/** A chosen line: one service at one of the quote's locations. */
export const lineKeySchema = z.object({
  locationId: z.string().min(1).max(64),
  serviceId: z.number().int().positive(),
});
export type LineKey = z.infer<typeof lineKeySchema>;

export const MAX_OPTIONAL_LINES = 50;

export const lineKeysSchema = z
  .array(lineKeySchema)
  .max(MAX_OPTIONAL_LINES, `At most ${MAX_OPTIONAL_LINES} optional lines`)
  .default([]);

import { z } from "zod";

/** /api/unsubscribe/:token's answer: the address a customer e-mail went to, and its choice. */
export const unsubscribeStateSchema = z.object({
  email: z.string(),
  unsubscribedAt: z.iso.datetime().nullable(),
});
export type UnsubscribeState = z.infer<typeof unsubscribeStateSchema>;

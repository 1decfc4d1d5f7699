import { z } from "zod";

/** The answer to an upload; `url` (`/media/{id}`) is the path pages and records keep. */
export const uploadedMediaSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedMedia = z.infer<typeof uploadedMediaSchema>;

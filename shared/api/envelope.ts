import { z } from "zod";

/** Seed 001 §3: the page window returned with list answers. */
export const paginationSchema = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total: z.number().int().min(0),
  pages: z.number().int().min(0),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** Field path -> human message, e.g. { email: "Enter a valid e-mail address" }. */
export const fieldErrorsSchema = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** Seed 001 §3: every JSON answer of the API has this shape. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    data,
    message: z.string().optional(),
    success: z.boolean(),
    errors: fieldErrorsSchema.optional(),
    timestamp: z.iso.datetime(),
    pagination: paginationSchema.optional(),
  });
}

export const errorEnvelopeSchema = envelopeSchema(z.null());

export interface Envelope<T> {
  data: T;
  message?: string;
  success: boolean;
  errors?: FieldErrors;
  timestamp: string;
  pagination?: Pagination;
}

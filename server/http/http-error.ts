import type { FieldErrors } from "@shared/api/envelope";

/** An expected failure whose message is safe to show to the caller. */
export class HttpError extends Error {
  override name = "HttpError";
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

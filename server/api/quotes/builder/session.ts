import { isSessionId, SESSION_HEADER } from "@shared/quotes/builder/session-id";
import type { FastifyRequest } from "fastify";
import { HttpError } from "../../../http/http-error";

/** The builder session of a /api/sb call: the X-SB-Session header, checked against seed 001 §3. */
export function builderSession(request: FastifyRequest): string {
  const value = request.headers[SESSION_HEADER.toLowerCase()];
  if (typeof value !== "string" || !isSessionId(value)) {
    throw new HttpError(
      400,
      `Send the Service Builder session id in the ${SESSION_HEADER} header`,
      {
        [SESSION_HEADER]: "Expected session-<timestamp>-<letters and digits>",
      },
    );
  }
  return value;
}

import { tooManyNewSessions } from "@shared/quotes/builder/storage-limits";
import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../../../http/http-error";
import { addressKey } from "../../auth/throttle-policy";

/**
 * A session's first write (draft, lead or save) counts against its client's daily cap of new
 * sessions (decision 045): past it, a 429 with Retry-After and a message the builder shows as
 * it is. Sessions that wrote before pass; callers that know the session has a draft skip this.
 */
export async function admitWriter(
  request: FastifyRequest,
  reply: FastifyReply,
  sessionId: string,
): Promise<void> {
  const admission = await request.server.repositories.sessionClients.admit(
    sessionId,
    addressKey(request.ip),
  );
  if (admission.admitted) return;
  reply.header("retry-after", String(admission.retryAfterSeconds));
  request.log.info(
    { retryAfterSeconds: admission.retryAfterSeconds },
    "new builder session refused: daily cap",
  );
  throw new HttpError(429, tooManyNewSessions(admission.retryAfterSeconds));
}

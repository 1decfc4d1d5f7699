import { envelopeSchema, errorEnvelopeSchema } from "@shared/api/envelope";
import { HONEYPOT_FIELD } from "@shared/inquiries/inquiry-constants";
import { waitlistInputSchema, waitlistReceiptSchema } from "@shared/waitlist/waitlist";
import { WAITLIST_RATE_LIMIT, WAITLIST_THANKS } from "@shared/waitlist/waitlist-constants";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/envelope";

/**
 * The Service Builder teaser's sign-up (seed 000 §2). Public write endpoint: rate-limited
 * per client IP, guarded by a honeypot, and answering every accepted address alike.
 */
const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/waitlist",
    {
      config: { rateLimit: WAITLIST_RATE_LIMIT },
      schema: {
        tags: ["waitlist"],
        summary: "Join the Service Builder waitlist",
        description: `Stores the address once, whatever its case; a repeated sign-up gets the same answer. At most ${WAITLIST_RATE_LIMIT.max} sign-ups per client and ${WAITLIST_RATE_LIMIT.timeWindow}.`,
        body: waitlistInputSchema,
        response: {
          201: envelopeSchema(waitlistReceiptSchema),
          400: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { email, [HONEYPOT_FIELD]: honeypot } = request.body;
      if (honeypot) {
        request.log.info("waitlist honeypot filled: discarded");
      } else {
        const added = await app.repositories.waitlist.add(email);
        request.log.info(added ? "waitlist sign-up stored" : "waitlist sign-up repeated");
      }
      reply.code(201);
      return ok({ email }, { message: WAITLIST_THANKS });
    },
  );
};

export default waitlistRoutes;

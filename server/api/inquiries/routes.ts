import { randomUUID } from "node:crypto";
import { envelopeSchema, errorEnvelopeSchema } from "@shared/api/envelope";
import { inquiryInputSchema, inquiryReceiptSchema } from "@shared/inquiries/inquiry";
import { HONEYPOT_FIELD, INQUIRY_RATE_LIMIT } from "@shared/inquiries/inquiry-constants";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/envelope";

const RECEIVED = "Thank you. Your inquiry has been received.";

/**
 * The contact form (seed 000 §2). Public write endpoint: rate-limited per client IP and
 * guarded by a honeypot field. The staff list (GET) belongs to the admin area.
 */
const inquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/inquiries",
    {
      config: { rateLimit: INQUIRY_RATE_LIMIT },
      schema: {
        tags: ["inquiries"],
        summary: "Send a contact inquiry",
        description: `Stores the inquiry. At most ${INQUIRY_RATE_LIMIT.max} submissions per client and ${INQUIRY_RATE_LIMIT.timeWindow}.`,
        body: inquiryInputSchema,
        response: {
          201: envelopeSchema(inquiryReceiptSchema),
          400: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { [HONEYPOT_FIELD]: honeypot, ...inquiry } = request.body;
      reply.code(201);
      if (honeypot) {
        // Same answer as a stored inquiry, so a bot learns nothing from it.
        request.log.info("inquiry honeypot filled: discarded");
        return ok(
          { id: randomUUID(), receivedAt: new Date().toISOString() },
          { message: RECEIVED },
        );
      }
      const stored = await app.repositories.inquiries.create(inquiry);
      return ok({ id: stored.id, receivedAt: stored.createdAt }, { message: RECEIVED });
    },
  );
};

export default inquiryRoutes;

import { randomUUID } from "node:crypto";
import { envelopeSchema, errorEnvelopeSchema } from "@shared/api/envelope";
import { paginationFor } from "@shared/api/pagination";
import { inquiryInputSchema, inquiryReceiptSchema } from "@shared/inquiries/inquiry";
import { HONEYPOT_FIELD, INQUIRY_RATE_LIMIT } from "@shared/inquiries/inquiry-constants";
import { inquiryListQuerySchema, staffInquirySchema } from "@shared/inquiries/staff-inquiry";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope";
import { requirePermission } from "../auth/guards";
import inquiryStaffRoutes from "./staff-routes";

const RECEIVED = "Thank you. Your inquiry has been received.";

/**
 * The contact form (seed 000 §2). Public write endpoint: rate-limited per client IP and
 * guarded by a honeypot field. Reading inquiries is for administrators only.
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

  app.get(
    "/inquiries",
    {
      onRequest: async (request, reply) => {
        reply.header("cache-control", "no-store");
        await requirePermission(request, "inquiries");
      },
      schema: {
        tags: ["inquiries"],
        summary: "Stored contact inquiries, newest first (administrators only)",
        description:
          "Filters: status (new, handled), owner (a user id, or none for the unowned), q (name, e-mail or message).",
        querystring: inquiryListQuerySchema,
        response: {
          200: envelopeSchema(z.array(staffInquirySchema)),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { items, total } = await app.repositories.inquiries.list(request.query);
      const page = Math.floor(offset / limit) + 1;
      return ok(items, { pagination: paginationFor(page, limit, total) });
    },
  );

  await app.register(inquiryStaffRoutes, { prefix: "/inquiries" });
};

export default inquiryRoutes;

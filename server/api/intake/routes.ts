import { envelopeSchema, errorEnvelopeSchema } from "@shared/api/envelope";
import { readIntake } from "@shared/intake/intake";
import { INTAKE_RATE_LIMIT, INTAKE_TEXT_MAX } from "@shared/intake/intake-constants";
import { intakeReadingSchema, intakeRequestSchema } from "@shared/intake/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/envelope";
import { noStore } from "../../http/no-store";
import { builderSession } from "../quotes/builder/session";

/**
 * POST /api/sb/intake (issue 36 §1, decision 067): the Service Builder's "Tell us about your
 * company" read into assessment answers, each with the visitor's own words. Computed in this
 * process from the text alone: nothing is stored, logged or looked up, and the answer holds
 * only what the text says (public input never reveals staff data).
 */
const intakeRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  app.post(
    "/intake",
    {
      config: { rateLimit: INTAKE_RATE_LIMIT },
      schema: {
        tags: ["service-builder"],
        summary: "Read a company description into assessment answers",
        description: `Needs the X-SB-Session header. At most ${INTAKE_TEXT_MAX} characters; answers company size, locations, compliance, security focus and timeline with the quote each came from (null or [] when the text does not say). Suggestions only: the builder applies them when the visitor accepts. At most ${INTAKE_RATE_LIMIT.max} per client and ${INTAKE_RATE_LIMIT.timeWindow}.`,
        body: intakeRequestSchema,
        response: {
          200: envelopeSchema(intakeReadingSchema),
          400: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      builderSession(request);
      const reading = await readIntake(request.body.text);
      return ok(reading, {
        message:
          reading.evidence.length > 0
            ? "Here is what we understood. Nothing is applied until you accept it."
            : "We could not find sizes, sites, requirements or dates in that text.",
      });
    },
  );
};

export default intakeRoutes;

import { envelopeSchema, errorEnvelopeSchema } from "@shared/api/envelope";
import {
  type Configuration,
  configurationSaveSchema,
  savedConfigurationSchema as savedSchema,
} from "@shared/configurations/configuration";
import { totalsInDollars } from "@shared/quote-engine/api-totals";
import { price } from "@shared/quote-engine/price";
import type { QuoteResult } from "@shared/quote-engine/types";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope";
import { HttpError } from "../../http/http-error";
import { assertKnownChoices } from "./choices";
import { builderSession } from "./session";

const NOT_FOUND = "Configuration not found";

/** Seed 001 §3 configurations.services: the priced lines, one per service and location. */
function configuredServices(result: QuoteResult): Configuration["configurations"]["services"] {
  return result.locations.flatMap((location) =>
    location.lines.map((line) => ({
      id: line.serviceId,
      quantity: line.quantity,
      customizations: {
        locationId: location.locationId,
        ...(line.addedFor ? { addedFor: line.addedFor } : {}),
      },
    })),
  );
}

/**
 * POST /api/sb/configurations saves the builder's configuration priced by the server (any
 * totals the browser sends are ignored); GET reads one back for its own session.
 */
export const configurationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { drafts, configurations, catalog, formulas, builderEvents } = app.repositories;

  async function summary(configuration: Configuration) {
    const versions = await configurations.versions(configuration.id);
    return {
      configuration,
      versions: versions.map((version) => ({
        version: version.version,
        name: version.name,
        ...totalsInDollars({
          monthly: version.monthlyCents,
          annually: version.annuallyCents,
          setup: version.setupCents,
          savings: version.savingsCents,
        }),
        createdAt: version.createdAt.toISOString(),
      })),
    };
  }

  app.post(
    "/configurations",
    {
      schema: {
        tags: ["service-builder"],
        summary: "Save the configuration as a new version, priced by the server",
        body: configurationSaveSchema,
        response: {
          200: envelopeSchema(savedSchema),
          201: envelopeSchema(savedSchema),
          400: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const sessionId = builderSession(request);
      const { name, answers, locations, selections } = request.body;
      const services = (await catalog.publicServices()).data;
      assertKnownChoices(selections, locations, services);
      const priced = price({
        services,
        formulas: (await formulas.active()).data,
        answers,
        locations,
        selections,
      });
      const stored = await drafts.get(sessionId);
      const { configuration, created } = await configurations.save({
        configurationId: stored?.configurationId ?? null,
        name,
        prospectId: stored?.prospectId ?? null,
        sessionId,
        content: {
          services: configuredServices(priced),
          locations,
          calculatedTotals: totalsInDollars(priced.totals),
          complianceRequirements: answers.complianceRequirements,
          securityFocus: answers.securityFocus,
          timeline: answers.timeline ?? null,
        },
        priced,
      });
      const draft = stored?.draft;
      if (draft) {
        await drafts.save(
          sessionId,
          {
            ...draft,
            answers,
            locations,
            selections,
            configurationName: name,
            stepReached: "summary",
          },
          { configurationId: configuration.id },
        );
      }
      if (created) {
        await builderEvents.record({
          type: "configuration-saved",
          sessionId,
          prospectId: configuration.prospectId,
          configurationId: configuration.id,
          data: {
            version: configuration.version,
            monthly: configuration.configurations.calculatedTotals.monthly,
          },
        });
      }
      reply.code(created ? 201 : 200);
      return ok(await summary(configuration), {
        message: created
          ? `Saved as version ${configuration.version}`
          : "No changes since the last version",
      });
    },
  );

  app.get(
    "/configurations/:id",
    {
      schema: {
        tags: ["service-builder"],
        summary: "A configuration this session saved, with its versions",
        params: z.object({ id: z.uuid("Unknown configuration") }),
        response: {
          200: envelopeSchema(savedSchema),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const sessionId = builderSession(request);
      const stored = await drafts.get(sessionId);
      const configuration =
        stored?.configurationId === request.params.id
          ? await configurations.get(request.params.id)
          : null;
      if (!configuration) throw new HttpError(404, NOT_FOUND);
      return ok(await summary(configuration));
    },
  );
};

import { envelopeSchema, errorEnvelopeSchema } from "@shared/api/envelope";
import {
  MAX_CONFIGURATIONS_PER_SESSION,
  MAX_NEW_SESSIONS_PER_IP_PER_DAY,
  MAX_VERSIONS_PER_CONFIGURATION,
  TOO_MANY_CONFIGURATIONS,
  TOO_MANY_VERSIONS,
} from "@shared/quotes/builder/storage-limits";
import {
  BUILDER_SEND_NO_LEAD,
  BUILDER_SEND_NO_LINK,
  BUILDER_SEND_RATE_LIMIT,
  BUILDER_SEND_UNSUBSCRIBED,
  type BuilderShare,
  builderSendSchema,
  builderShareSchema,
  type Configuration,
  configurationSaveSchema,
  savedConfigurationSchema as savedSchema,
} from "@shared/quotes/configuration";
import { totalsInDollars } from "@shared/quotes/engine/api-totals";
import { DEFAULT_SEND_MESSAGE, DEFAULT_SEND_SUBJECT } from "@shared/quotes/quote-send";
import { sameLine } from "@shared/quotes/same-line";
import { SHARE_DAYS_DEFAULT } from "@shared/quotes/status";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../../http/envelope";
import { HttpError } from "../../../http/http-error";
import { requestClient } from "../../../http/request-client";
import { siteUrl } from "../../../http/site-url";
import { quoteServiceOf } from "../quote-service";
import { optionLabel, shareClosed } from "../share-repository";
import { admitWriter } from "./admit-writer";
import { builderSession } from "./session";

const NOT_FOUND = "Configuration not found";

/**
 * POST /api/sb/configurations saves the builder's configuration priced by the server (any
 * totals the browser sends are ignored); GET reads one back for its own session.
 */
export const configurationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { drafts, configurations, builderEvents, shares } = app.repositories;
  const { companyProfile, outbox } = app.services;
  const quotes = quoteServiceOf(app);

  /** The newest open, unanswered link of the current version. */
  async function openShare(configuration: Configuration) {
    const now = new Date();
    return (await shares.forConfiguration(configuration.id)).find(
      (row) =>
        row.version === configuration.version &&
        !row.decision &&
        shareClosed(row.share, now) === null &&
        row.share.snapshot.options.length === 1,
    );
  }

  async function currentShare(configuration: Configuration): Promise<BuilderShare | null> {
    const found = await openShare(configuration);
    return found
      ? {
          token: found.share.token,
          url: `/sb/quote/${found.share.token}`,
          reference: found.share.reference,
          version: found.version,
          expiresAt: found.share.expiresAt.toISOString(),
        }
      : null;
  }

  /** The session's own configuration, or a 404 for any other id. */
  async function ownConfiguration(sessionId: string, id: string) {
    const stored = await drafts.get(sessionId);
    const configuration = stored?.configurationId === id ? await configurations.get(id) : null;
    if (!configuration) throw new HttpError(404, NOT_FOUND);
    return configuration;
  }

  async function summary(configuration: Configuration) {
    const versions = await configurations.versions(configuration.id);
    return {
      share: await currentShare(configuration),
      // The prospect it landed on and the staff member who made it are staff's to know.
      configuration: { ...configuration, prospectId: null, createdByUserId: null },
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
        description: `At most ${MAX_CONFIGURATIONS_PER_SESSION} configurations per session and ${MAX_VERSIONS_PER_CONFIGURATION} versions each (409 past them); a session's first write counts against its address's ${MAX_NEW_SESSIONS_PER_IP_PER_DAY} new sessions a day (429 with Retry-After). A quote whose totals would pass what cents hold exactly is a 400 naming \`selections\`.`,
        body: configurationSaveSchema,
        response: {
          200: envelopeSchema(savedSchema),
          201: envelopeSchema(savedSchema),
          400: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const sessionId = builderSession(request);
      const { name, answers, locations, selections } = request.body;
      const stored = await drafts.get(sessionId);
      // Staff discounts come only from the stored session (set by "Open in builder"), never
      // from the body: a visitor cannot discount their own quote (decision 050, issue 32).
      const carried = stored?.staffAdjustments ?? null;
      // The pricing and save use cases shared with staff's 'save version' (decisions 048,
      // 055): an accepted quote answers 409 until staff revise it.
      const version = await quotes.priceVersion({
        answers,
        locations,
        selections,
        adjustments: carried?.adjustments ?? [],
        adjustmentsAre: "carried",
        carriedOptionalLines: carried?.optionalLines ?? [],
      });
      const { adjustments: kept, dropped, droppedMarks } = version;
      if (!stored) await admitWriter(request, reply, sessionId);
      const { saved } = await quotes.saveVersion({
        kind: "builder",
        save: {
          configurationId: stored?.configurationId ?? null,
          name,
          prospectId: stored?.prospectId ?? null,
          sessionId,
          preparedFor: stored?.lead
            ? {
                companyName: stored.lead.companyName,
                contactName: stored.lead.contactName,
                email: stored.lead.email,
              }
            : null,
        },
        version,
      });
      if ("refused" in saved) {
        throw new HttpError(
          409,
          saved.refused === "versions" ? TOO_MANY_VERSIONS : TOO_MANY_CONFIGURATIONS,
        );
      }
      const { configuration, created } = saved;
      if (carried && dropped.length + droppedMarks.length > 0) {
        const optionalLines = (carried.optionalLines ?? []).filter(
          (mark) => !droppedMarks.some((entry) => sameLine(entry.line, mark)),
        );
        await drafts.setStaffAdjustments(
          sessionId,
          kept.length + optionalLines.length > 0
            ? { fromVersion: carried.fromVersion, adjustments: kept, optionalLines }
            : null,
        );
      }
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
        message: [
          created
            ? `Saved as version ${configuration.version}`
            : "No changes since the last version",
          ...[...dropped, ...droppedMarks].map((entry) => entry.note),
        ].join(". "),
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
      return ok(await summary(await ownConfiguration(sessionId, request.params.id)));
    },
  );

  app.post(
    "/configurations/:id/share",
    {
      schema: {
        tags: ["service-builder"],
        summary: `A share link of the current version, valid ${SHARE_DAYS_DEFAULT} days (the open one if it exists)`,
        params: z.object({ id: z.uuid("Unknown configuration") }),
        response: {
          200: envelopeSchema(builderShareSchema),
          201: envelopeSchema(builderShareSchema),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const sessionId = builderSession(request);
      const configuration = await ownConfiguration(sessionId, request.params.id);
      const open = await currentShare(configuration);
      if (open) return ok(open, { message: "This version already has a link" });
      const expiresAt = new Date(Date.now() + SHARE_DAYS_DEFAULT * 24 * 60 * 60 * 1000);
      const { share } = await quotes.shareQuote({
        title: configuration.name,
        options: [
          {
            configurationId: configuration.id,
            version: configuration.version,
            label: optionLabel(0),
          },
        ],
        expiresAt,
        provider: await companyProfile.provider(),
        createdByUserId: null,
      });
      if (!share) throw new HttpError(404, NOT_FOUND);
      reply.code(201);
      return ok(
        {
          token: share.token,
          url: `/sb/quote/${share.token}`,
          reference: share.reference,
          version: configuration.version,
          expiresAt: share.expiresAt.toISOString(),
        },
        { message: "Share link created" },
      );
    },
  );

  app.post(
    "/configurations/:id/share/email",
    {
      config: { rateLimit: BUILDER_SEND_RATE_LIMIT },
      schema: {
        tags: ["service-builder"],
        summary: "E-mail the open link to the address given on the lead step",
        description: `Only to that address, never one sent here; at most ${BUILDER_SEND_RATE_LIMIT.max} per client and ${BUILDER_SEND_RATE_LIMIT.timeWindow}. The send shows on the staff quote page and the prospect's timeline, and the link's reminders follow it.`,
        params: z.object({ id: z.uuid("Unknown configuration") }),
        response: {
          201: envelopeSchema(builderSendSchema),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const sessionId = builderSession(request);
      const configuration = await ownConfiguration(sessionId, request.params.id);
      const lead = (await drafts.get(sessionId))?.lead;
      if (!lead) throw new HttpError(409, BUILDER_SEND_NO_LEAD);
      const open = await openShare(configuration);
      if (!open) throw new HttpError(409, BUILDER_SEND_NO_LINK);
      if ((await outbox.unsubscribed([lead.email])).size > 0) {
        throw new HttpError(409, BUILDER_SEND_UNSUBSCRIBED);
      }
      const { send } = await quotes.sendQuote(
        {
          shareId: open.share.id,
          configurationId: configuration.id,
          recipients: [{ email: lead.email, name: lead.contactName }],
          subject: DEFAULT_SEND_SUBJECT,
          message: DEFAULT_SEND_MESSAGE,
          pdf: null,
          by: null,
        },
        { siteUrl: siteUrl(request), client: requestClient(request) },
      );
      reply.code(201);
      return ok(
        { to: lead.email, reference: open.share.reference, sentAt: send.createdAt.toISOString() },
        { message: `Quote sent to ${lead.email}` },
      );
    },
  );
};

import { envelopeSchema } from "@shared/api/envelope";
import { emptyDraft } from "@shared/quotes/builder/empty-draft";
import { createSessionId } from "@shared/quotes/builder/session-id";
import {
  type ConfigurationQuery,
  configurationDetailSchema,
  configurationQuerySchema,
  configurationRowSchema,
  versionPickSchema,
} from "@shared/quotes/configuration-admin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../../http/envelope";
import { HttpError } from "../../../http/http-error";
import { adminFailures as failures } from "../../../http/route-schemas";
import { requireAdmin } from "../../auth/guards";
import {
  CONFIGURATION_NOT_FOUND,
  type FastifyReply,
  type IdParams,
  idParams,
  type StaffContext,
  type StaffRequest,
  staffContextOf,
  VERSION_CONFLICT,
  VERSION_NOT_FOUND,
} from "./admin-context";
import { readConfigurationList } from "./configuration-reads";
import { answersOf, selectionsOf } from "./version-choices";

type VersionPick = z.infer<typeof versionPickSchema>;
const tags = ["configurations"];

/** Saved quotes with search, filters, sort and pages. */
const listQuotes =
  ({ configurationQueries }: StaffContext) =>
  (request: StaffRequest<unknown, unknown, ConfigurationQuery>) =>
    readConfigurationList(configurationQueries, request.query);

/** A quote with its versions and links; opening it is staff's review of it. */
const showQuote =
  ({ detail, configurations }: StaffContext) =>
  async (request: StaffRequest<IdParams>) => {
    const found = await detail(request.params.id);
    // Opening the quote is staff's review of it: a deal it wins is no longer 'unreviewed'.
    await configurations.markReviewed(request.params.id);
    return ok(found);
  };

/** A new quote starting from a copy of one version. */
const duplicateQuote =
  ({ existingVersion, quotes, audited }: StaffContext) =>
  async (request: StaffRequest<IdParams, VersionPick>, reply: FastifyReply) => {
    const auth = await requireAdmin(request);
    const { version } = await existingVersion(request.params.id, request.body.version);
    const name = `${version.name} (copy)`.slice(0, 120);
    const { created: copy } = await quotes.duplicate(request.params.id, request.body.version, {
      name,
      createdByUserId: auth.user.id,
    });
    if (!copy) throw new HttpError(404, VERSION_NOT_FOUND);
    await audited(request, "configuration.duplicated", copy, name, { from: request.params.id });
    reply.code(201);
    return ok({ id: copy }, { message: "Duplicated as a new configuration" });
  };

/** A builder session holding one version (with its staff discounts, decision 050). */
const openInBuilder =
  ({ existingVersion, drafts, audited }: StaffContext) =>
  async (request: StaffRequest<IdParams, VersionPick>, reply: FastifyReply) => {
    const { configuration, version } = await existingVersion(
      request.params.id,
      request.body.version,
    );
    const sessionId = createSessionId();
    const selections = selectionsOf(version);
    const optionalLines = selections
      .filter((selection) => selection.optional)
      .map(({ locationId, serviceId }) => ({ locationId, serviceId }));
    await drafts.save(
      sessionId,
      {
        ...emptyDraft(),
        stepReached: "summary",
        answers: {
          ...answersOf(version),
          complianceRequirements: [...answersOf(version).complianceRequirements],
          securityFocus: [...answersOf(version).securityFocus],
        },
        locations: version.content.locations,
        // The marks travel apart from the choices: the visitor's draft has no such field.
        selections: selections.map(({ optional: _, ...selection }) => selection),
        configurationName: version.name,
      },
      {
        configurationId: configuration.id,
        ...(configuration.prospectId ? { prospectId: configuration.prospectId } : {}),
        // The version's staff discounts and optional marks go with it, shown and kept there
        // (decisions 050, 072).
        ...(version.adjustments.length > 0 || optionalLines.length > 0
          ? {
              staffAdjustments: {
                fromVersion: version.version,
                adjustments: [...version.adjustments],
                optionalLines,
              },
            }
          : {}),
      },
    );
    await audited(request, "configuration.opened_in_builder", configuration.id, version.name, {
      version: version.version,
    });
    reply.code(201);
    return ok(
      { sessionId, url: `/sb/configure?sessionId=${encodeURIComponent(sessionId)}` },
      { message: "Opened in the Service Builder" },
    );
  };

/** Revise an accepted quote (decision 048): the next version copies the accepted one. */
const reviseQuote =
  ({ existingVersion, quotes, audited, detail }: StaffContext) =>
  async (request: StaffRequest<IdParams, VersionPick>, reply: FastifyReply) => {
    const auth = await requireAdmin(request);
    const { id } = request.params;
    const { version } = await existingVersion(id);
    const { revised } = await quotes.revise(id, request.body.version, auth.user.id);
    if (revised === null) throw new HttpError(404, CONFIGURATION_NOT_FOUND);
    if (revised === "conflict") throw new HttpError(409, VERSION_CONFLICT);
    await audited(request, "configuration.revised", id, version.name, {
      accepted: request.body.version,
      version: revised.version,
    });
    reply.code(201);
    return ok(await detail(id), {
      message: `Version ${revised.version} started from accepted version ${request.body.version}`,
    });
  };

/** /api/admin/configurations: the saved quotes themselves (issue 11). */
export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = staffContextOf(app);
  app.get(
    "/",
    {
      schema: {
        tags,
        summary: "Saved configurations with search, filters, sort and pages",
        querystring: configurationQuerySchema,
        response: { 200: envelopeSchema(z.array(configurationRowSchema)), ...failures },
      },
    },
    listQuotes(context),
  );
  app.get(
    "/:id",
    {
      schema: {
        tags,
        summary: "A configuration with its version history and share links",
        params: idParams,
        response: { 200: envelopeSchema(configurationDetailSchema), ...failures },
      },
    },
    showQuote(context),
  );
  app.post(
    "/:id/duplicate",
    {
      schema: {
        tags,
        summary: "A new configuration starting from a copy of one version",
        params: idParams,
        body: versionPickSchema,
        response: { 201: envelopeSchema(z.object({ id: z.uuid() })), ...failures },
      },
    },
    duplicateQuote(context),
  );
  app.post(
    "/:id/open-in-builder",
    {
      schema: {
        tags,
        summary: "A builder session holding this version; saving there adds the next version",
        params: idParams,
        body: versionPickSchema,
        response: {
          201: envelopeSchema(z.object({ sessionId: z.string(), url: z.string() })),
          ...failures,
        },
      },
    },
    openInBuilder(context),
  );
  app.post(
    "/:id/revise",
    {
      schema: {
        tags,
        summary:
          "Revise an accepted quote: the next version starts as a copy of the accepted one and the quote is a draft again; the accepted version, its link and its evidence stay as they are",
        params: idParams,
        body: versionPickSchema.extend({
          version: versionPickSchema.shape.version.describe("The accepted (current) version"),
        }),
        response: { 201: envelopeSchema(configurationDetailSchema), ...failures },
      },
    },
    reviseQuote(context),
  );
};

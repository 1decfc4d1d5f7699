import { envelopeSchema, paginationFor } from "@shared/api/envelope";
import { emptyDraft } from "@shared/quotes/builder/draft";
import { createSessionId } from "@shared/quotes/builder/session-id";
import { diffOptions } from "@shared/quotes/compare";
import {
  configurationDetailSchema,
  configurationQuerySchema,
  configurationRowSchema,
  discountVersionSchema,
  shareCreateSchema,
  shareExtendSchema,
  shareLinkSchema,
  versionPickSchema,
} from "@shared/quotes/configuration-admin";
import type { QuoteAdjustment } from "@shared/quotes/engine/adjustments";
import { price } from "@shared/quotes/engine/price";
import type { QuoteSelection } from "@shared/quotes/engine/types";
import { QUOTE_TERMS } from "@shared/quotes/terms";
import { versionContentSchema, versionDiffSchema } from "@shared/quotes/version-responses";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { configurationVersions } from "../../../db/schema/configurations";
import { ok } from "../../../http/envelope";
import { HttpError } from "../../../http/http-error";
import { noStore } from "../../../http/no-store";
import { adminFailures as failures } from "../../../http/route-schemas";
import { actor } from "../../audit/record";
import { auditChange } from "../../auth/audit-change";
import { adminRequired, requireAdmin } from "../../auth/guards";
import { assertWithinEngineLimits } from "../../catalog/engine-limits";
import { assertKnownChoices } from "../builder/choices";
import { sendQuotePdf } from "../pdf-reply";
import { quoteServiceOf } from "../quote-service";
import { optionLabel, toEvidence } from "../share-repository";
import { snapshotOption } from "../snapshot-option";
import { toShareSummary } from "./configuration-queries";
import { preparedForOf } from "./prepared-for";
import { versionContent } from "./version-content";

export const CONFIGURATION_NOT_FOUND = "Configuration not found";
const VERSION_NOT_FOUND = "That version does not exist";
export const VERSION_CONFLICT =
  "Someone saved a newer version of this quote after you opened it. Reload to see it, then try again.";
const SHARE_NOT_FOUND = "Share link not found";

const idParams = z.object({ id: z.uuid("Unknown configuration") });
const versionParams = idParams.extend({ version: z.coerce.number().int().min(1).max(100_000) });
const shareParams = z.object({ shareId: z.uuid("Unknown share link") });
const DAY_MS = 24 * 60 * 60 * 1000;

type VersionRow = typeof configurationVersions.$inferSelect;

/** The choices of a version; versions saved before choices were stored rebuild them. */
function selectionsOf(version: VersionRow): QuoteSelection[] {
  if (version.selections.length > 0) return version.selections;
  return version.content.services
    .filter((service) => service.customizations.addedFor === undefined)
    .map((service) => ({
      locationId: service.customizations.locationId,
      serviceId: service.id,
      quantity: service.quantity,
    }));
}

const answersOf = (version: VersionRow) =>
  ({
    complianceRequirements: version.content.complianceRequirements,
    securityFocus: version.content.securityFocus,
    ...(version.content.timeline ? { timeline: version.content.timeline } : {}),
  }) as Parameters<typeof price>[0]["answers"];

/** Each line discount must name a line the version has. */
function assertDiscountedLinesExist(version: VersionRow, adjustments: readonly QuoteAdjustment[]) {
  adjustments.forEach((adjustment, index) => {
    if (adjustment.scope !== "line") return;
    const exists = version.content.services.some(
      (service) =>
        service.id === adjustment.serviceId &&
        service.customizations.locationId === adjustment.locationId,
    );
    if (!exists) {
      throw new HttpError(400, "A discount names a line this quote does not have", {
        [`adjustments.${index}.serviceId`]: "Choose a line of this quote",
      });
    }
  });
}

/** /api/admin/configurations: every saved configuration, its versions and links (issue 11). */
const configurationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  app.addHook("onRequest", adminRequired);
  const {
    configurations,
    configurationQueries,
    shares,
    catalog,
    formulas,
    drafts,
    companyProfile,
  } = app.repositories;
  const quotes = quoteServiceOf(app);

  async function existingVersion(id: string, version?: number) {
    const found = await configurations.versionOf(id, version);
    if (!found) {
      const exists = version !== undefined && (await configurations.versionOf(id));
      throw new HttpError(404, exists ? VERSION_NOT_FOUND : CONFIGURATION_NOT_FOUND);
    }
    return found;
  }

  async function frozenOption(id: string, version: number, label = "") {
    const frozen = await snapshotOption(app.database.db, { configurationId: id, version, label });
    if (!frozen) throw new HttpError(404, VERSION_NOT_FOUND);
    return frozen.option;
  }

  async function detail(id: string) {
    const row = await configurationQueries.row(id);
    if (!row) throw new HttpError(404, CONFIGURATION_NOT_FOUND);
    const now = new Date();
    return {
      configuration: row,
      versions: await configurationQueries.versions(id),
      shares: (await shares.forConfiguration(id)).map((share) => toShareSummary(share, now)),
    };
  }

  const audited = (
    request: FastifyRequest,
    event: Parameters<typeof auditChange>[1],
    id: string,
    label: string,
    details?: Parameters<typeof auditChange>[3],
  ) => auditChange(request, event, { type: "configuration", id, label }, details);

  app.get(
    "/",
    {
      schema: {
        tags: ["configurations"],
        summary: "Saved configurations with search, filters, sort and pages",
        querystring: configurationQuerySchema,
        response: { 200: envelopeSchema(z.array(configurationRowSchema)), ...failures },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { items, total } = await configurationQueries.list(request.query);
      return ok(items, { pagination: paginationFor(page, limit, total) });
    },
  );

  app.get(
    "/:id",
    {
      schema: {
        tags: ["configurations"],
        summary: "A configuration with its version history and share links",
        params: idParams,
        response: { 200: envelopeSchema(configurationDetailSchema), ...failures },
      },
    },
    async (request) => {
      const found = await detail(request.params.id);
      // Opening the quote is staff's review of it: a deal it wins is no longer 'unreviewed'.
      await configurations.markReviewed(request.params.id);
      return ok(found);
    },
  );

  app.get(
    "/:id/versions/:version",
    {
      schema: {
        tags: ["configurations"],
        summary: "One version as it was priced and saved",
        params: versionParams,
        response: {
          200: envelopeSchema(versionContentSchema),
          ...failures,
        },
      },
    },
    async (request) => {
      const { id, version } = request.params;
      const found = await existingVersion(id, version);
      return ok({
        option: await frozenOption(id, version),
        selections: selectionsOf(found.version),
      });
    },
  );

  app.get(
    "/:id/diff",
    {
      schema: {
        tags: ["configurations"],
        summary: "What changed between two versions",
        params: idParams,
        querystring: z.object({
          from: z.coerce.number().int().min(1),
          to: z.coerce.number().int().min(1),
        }),
        response: {
          200: envelopeSchema(versionDiffSchema),
          ...failures,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const from = await frozenOption(id, request.query.from, `Version ${request.query.from}`);
      const to = await frozenOption(id, request.query.to, `Version ${request.query.to}`);
      return ok({ from, to, diff: diffOptions(from, to) });
    },
  );

  app.post(
    "/:id/versions",
    {
      schema: {
        tags: ["configurations"],
        summary: "A new version with staff discounts, priced by the engine",
        params: idParams,
        body: discountVersionSchema,
        response: { 201: envelopeSchema(configurationDetailSchema), ...failures },
      },
    },
    async (request, reply) => {
      const auth = await requireAdmin(request);
      const { id } = request.params;
      const { expectedVersion, adjustments } = request.body;
      const { version } = await existingVersion(id, expectedVersion);
      assertDiscountedLinesExist(version, adjustments);
      const services = (await catalog.publicServices()).data;
      const selections = selectionsOf(version);
      const locations = version.content.locations;
      assertKnownChoices(selections, locations, services);
      const answers = answersOf(version);
      const priced = price({
        services,
        formulas: (await formulas.active()).data,
        answers,
        locations,
        selections,
        adjustments,
      });
      assertWithinEngineLimits(priced);
      const { saved: added } = await quotes.saveVersion({
        kind: "staff",
        id,
        expectedVersion,
        stored: {
          name: version.name,
          content: versionContent(priced, answers, locations),
          selections,
          adjustments,
          priced,
          createdByUserId: auth.user.id,
        },
      });
      if (added === null) throw new HttpError(404, CONFIGURATION_NOT_FOUND);
      if (added === "conflict") throw new HttpError(409, VERSION_CONFLICT);
      await audited(request, "configuration.version_added", id, version.name, {
        version: added.version,
        discounts: adjustments.length,
        monthly: priced.totals.monthly,
      });
      reply.code(201);
      return ok(await detail(id), { message: `Saved as version ${added.version}` });
    },
  );

  app.post(
    "/:id/duplicate",
    {
      schema: {
        tags: ["configurations"],
        summary: "A new configuration starting from a copy of one version",
        params: idParams,
        body: versionPickSchema,
        response: { 201: envelopeSchema(z.object({ id: z.uuid() })), ...failures },
      },
    },
    async (request, reply) => {
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
    },
  );

  for (const [path, active] of [
    ["archive", false],
    ["restore", true],
  ] as const) {
    app.post(
      `/:id/${path}`,
      {
        schema: {
          tags: ["configurations"],
          summary: active ? "Bring an archived configuration back" : "Archive a configuration",
          params: idParams,
          response: { 200: envelopeSchema(configurationDetailSchema), ...failures },
        },
      },
      async (request) => {
        const { version } = await existingVersion(request.params.id);
        await configurations.setActive(request.params.id, active);
        await audited(
          request,
          active ? "configuration.restored" : "configuration.archived",
          request.params.id,
          version.name,
        );
        return ok(await detail(request.params.id), { message: active ? "Restored" : "Archived" });
      },
    );
  }

  app.post(
    "/:id/open-in-builder",
    {
      schema: {
        tags: ["configurations"],
        summary: "A builder session holding this version; saving there adds the next version",
        params: idParams,
        body: versionPickSchema,
        response: {
          201: envelopeSchema(z.object({ sessionId: z.string(), url: z.string() })),
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const { configuration, version } = await existingVersion(
        request.params.id,
        request.body.version,
      );
      const sessionId = createSessionId();
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
          selections: selectionsOf(version),
          configurationName: version.name,
        },
        {
          configurationId: configuration.id,
          ...(configuration.prospectId ? { prospectId: configuration.prospectId } : {}),
          // The version's staff discounts go with it, shown and kept there (decision 050).
          ...(version.adjustments.length > 0
            ? {
                staffAdjustments: {
                  fromVersion: version.version,
                  adjustments: [...version.adjustments],
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
    },
  );

  app.post(
    "/:id/revise",
    {
      schema: {
        tags: ["configurations"],
        summary:
          "Revise an accepted quote: the next version starts as a copy of the accepted one and the quote is a draft again; the accepted version, its link and its evidence stay as they are",
        params: idParams,
        body: versionPickSchema.extend({
          version: versionPickSchema.shape.version.describe("The accepted (current) version"),
        }),
        response: { 201: envelopeSchema(configurationDetailSchema), ...failures },
      },
    },
    async (request, reply) => {
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
    },
  );

  app.post(
    "/:id/shares",
    {
      schema: {
        tags: ["configurations"],
        summary: "Share a version: freezes its snapshot behind a new link",
        params: idParams,
        body: shareCreateSchema,
        response: { 201: envelopeSchema(shareLinkSchema), ...failures },
      },
    },
    async (request, reply) => {
      const auth = await requireAdmin(request);
      const { configuration, version } = await existingVersion(
        request.params.id,
        request.body.version,
      );
      const { share } = await quotes.shareQuote({
        title: version.name,
        options: [
          { configurationId: configuration.id, version: version.version, label: optionLabel(0) },
        ],
        expiresAt: new Date(Date.now() + request.body.expiresInDays * DAY_MS),
        provider: await companyProfile.get(),
        createdByUserId: actor(auth).actorId,
      });
      if (!share) throw new HttpError(404, VERSION_NOT_FOUND);
      await audited(request, "quote.shared", configuration.id, version.name, {
        version: version.version,
        reference: share.reference,
        days: request.body.expiresInDays,
      });
      reply.code(201);
      return ok(
        {
          id: share.id,
          token: share.token,
          url: `/sb/quote/${share.token}`,
          reference: share.reference,
          expiresAt: share.expiresAt.toISOString(),
        },
        { message: "Share link created" },
      );
    },
  );

  app.post(
    "/shares/:shareId/revoke",
    {
      schema: {
        tags: ["configurations"],
        summary: "End a share link now (it answers 410 afterwards)",
        params: shareParams,
        response: { 200: envelopeSchema(z.null()), ...failures },
      },
    },
    async (request) => {
      const { share } = await quotes.revokeShare(request.params.shareId);
      if (!share) throw new HttpError(404, SHARE_NOT_FOUND);
      await auditChange(request, "quote.revoked", {
        type: "quote",
        id: share.id,
        label: share.reference,
      });
      return ok(null, { message: "Link revoked" });
    },
  );

  app.post(
    "/shares/:shareId/extend",
    {
      schema: {
        tags: ["configurations"],
        summary: "Give a share link a new expiry, counted from today",
        params: shareParams,
        body: shareExtendSchema,
        response: { 200: envelopeSchema(z.object({ expiresAt: z.iso.datetime() })), ...failures },
      },
    },
    async (request) => {
      const expiresAt = new Date(Date.now() + request.body.expiresInDays * DAY_MS);
      const { share } = await quotes.extendShare(request.params.shareId, expiresAt);
      if (!share) throw new HttpError(404, SHARE_NOT_FOUND);
      if (share === "closed") {
        throw new HttpError(
          409,
          "This link was revoked or the quote was already answered; share the version again instead.",
        );
      }
      await auditChange(
        request,
        "quote.extended",
        { type: "quote", id: share.id, label: share.reference },
        { expiresAt: expiresAt.toISOString() },
      );
      return ok({ expiresAt: expiresAt.toISOString() }, { message: "Link extended" });
    },
  );

  app.get(
    "/shares/:shareId/pdf",
    {
      schema: {
        tags: ["configurations"],
        summary: "The PDF of a share, as the prospect gets it",
        params: shareParams,
      },
    },
    async (request, reply) => {
      const found = await shares.byId(request.params.shareId);
      if (!found) throw new HttpError(404, SHARE_NOT_FOUND);
      const decision = found.decision ? toEvidence(found.decision, found.share.snapshot) : null;
      return sendQuotePdf(request, reply, found.share.snapshot, decision);
    },
  );

  app.get(
    "/:id/versions/:version/pdf",
    {
      schema: {
        tags: ["configurations"],
        summary: "A version's PDF before it is shared (reference DRAFT, valid 30 days from today)",
        params: versionParams,
      },
    },
    async (request, reply) => {
      const { id, version } = request.params;
      const { configuration } = await existingVersion(id, version);
      const option = await frozenOption(id, version, optionLabel(0));
      const now = new Date();
      return sendQuotePdf(
        request,
        reply,
        {
          schema: 1,
          reference: `DRAFT-${id.slice(0, 8).toUpperCase()}`,
          title: option.name,
          preparedFor: await preparedForOf(app.database.db, configuration),
          provider: await companyProfile.get(),
          issuedAt: now.toISOString(),
          validUntil: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
          terms: [...QUOTE_TERMS],
          options: [option],
        },
        null,
      );
    },
  );
};

export default configurationAdminRoutes;

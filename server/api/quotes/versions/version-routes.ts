import { envelopeSchema } from "@shared/api/envelope";
import { diffOptions } from "@shared/quotes/compare";
import {
  configurationDetailSchema,
  discountVersionSchema,
} from "@shared/quotes/configuration-admin";
import { versionApprovalSchema } from "@shared/quotes/discount-approval";
import type { QuoteAdjustment } from "@shared/quotes/engine/adjustments";
import type { QuoteSelection } from "@shared/quotes/engine/types";
import type { LineKey } from "@shared/quotes/line-key";
import { placeholderValues, snapshotDocument } from "@shared/quotes/presentation/quote-document";
import { sameLine } from "@shared/quotes/same-line";
import { QUOTE_TERMS } from "@shared/quotes/terms";
import { versionContentSchema, versionDiffSchema } from "@shared/quotes/version-responses";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { configurationVersions } from "../../../db/schema/configurations";
import { ok } from "../../../http/envelope";
import { HttpError } from "../../../http/http-error";
import { adminFailures as failures } from "../../../http/route-schemas";
import { siteUrl } from "../../../http/site-url";
import { requireAdmin } from "../../auth/guards";
import { sendQuotePdf } from "../pdf-reply";
import { optionLabel } from "../share-repository";
import {
  CONFIGURATION_NOT_FOUND,
  DAY_MS,
  type FastifyReply,
  type IdParams,
  idParams,
  type StaffContext,
  type StaffRequest,
  staffContextOf,
  VERSION_CONFLICT,
  type VersionParams,
  versionParams,
} from "./admin-context";
import { answersOf, selectionsOf } from "./version-choices";

type VersionRow = typeof configurationVersions.$inferSelect;
type DiscountVersion = z.infer<typeof discountVersionSchema>;
const diffQuery = z.object({
  from: z.coerce.number().int().min(1),
  to: z.coerce.number().int().min(1),
});
const tags = ["configurations"];

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

/**
 * The version's choices with staff's optional marks (issue 35 §7); each mark must name one of
 * them. Without marks sent, the choices keep their own.
 */
function withOptionalLines(
  selections: QuoteSelection[],
  optionalLines: readonly LineKey[] | undefined,
): QuoteSelection[] {
  if (optionalLines === undefined) return selections;
  optionalLines.forEach((key, index) => {
    if (!selections.some((selection) => sameLine(selection, key))) {
      throw new HttpError(400, "An optional item names a service this quote did not choose", {
        [`optionalLines.${index}`]: "Choose a service chosen in this quote",
      });
    }
  });
  return selections.map(({ optional: _, ...selection }) =>
    optionalLines.some((key) => sameLine(selection, key))
      ? { ...selection, optional: true }
      : selection,
  );
}

/** One version as it was priced and saved, with its choices. */
const showVersion =
  ({ existingVersion, frozenOption, priceBook }: StaffContext) =>
  async (request: StaffRequest<VersionParams>) => {
    const { id, version } = request.params;
    const found = await existingVersion(id, version);
    const { costs } = await priceBook.economics();
    return ok({
      option: await frozenOption(id, version),
      selections: selectionsOf(found.version),
      // Staff only (issue 35 §5): today's unit costs of its services, for the margins.
      costs: Object.fromEntries(costs),
    });
  };

/** What changed between two versions. */
const diffVersions =
  ({ frozenOption }: StaffContext) =>
  async (request: StaffRequest<IdParams, unknown, z.infer<typeof diffQuery>>) => {
    const { id } = request.params;
    const from = await frozenOption(id, request.query.from, `Version ${request.query.from}`);
    const to = await frozenOption(id, request.query.to, `Version ${request.query.to}`);
    return ok({ from, to, diff: diffOptions(from, to) });
  };

/** Staff's 'save version' with discounts, priced by the engine (decision 048's saveVersion). */
const addDiscountedVersion =
  ({ existingVersion, quotes, audited, detail }: StaffContext) =>
  async (request: StaffRequest<IdParams, DiscountVersion>, reply: FastifyReply) => {
    const auth = await requireAdmin(request);
    const { id } = request.params;
    const { expectedVersion, adjustments, optionalLines } = request.body;
    const { version } = await existingVersion(id, expectedVersion);
    assertDiscountedLinesExist(version, adjustments);
    const priced = await quotes.priceVersion({
      answers: answersOf(version),
      locations: version.content.locations,
      selections: withOptionalLines(selectionsOf(version), optionalLines),
      adjustments,
      adjustmentsAre: "chosen",
    });
    const { saved: added } = await quotes.saveVersion(
      {
        kind: "staff",
        id,
        expectedVersion,
        name: version.name,
        createdByUserId: auth.user.id,
        version: priced,
      },
      { siteUrl: siteUrl(request), client: { ip: request.ip, userAgent: null } },
    );
    if (added === null) throw new HttpError(404, CONFIGURATION_NOT_FOUND);
    if (added === "conflict") throw new HttpError(409, VERSION_CONFLICT);
    await audited(request, "configuration.version_added", id, version.name, {
      version: added.version,
      discounts: adjustments.length,
      monthly: priced.priced.totals.monthly,
    });
    reply.code(201);
    const message =
      priced.approval.length > 0
        ? `Saved as version ${added.version}. Its discount needs an approver before it can be shared.`
        : `Saved as version ${added.version}`;
    return ok(await detail(id), { message });
  };

/**
 * A version's PDF before it is shared: reference DRAFT, valid 30 days from today, with the
 * cover letter and terms a link made now would freeze (decision 063).
 */
const versionPdf =
  ({
    existingVersion,
    frozenOption,
    configurationQueries,
    configurations,
    companyProfile,
  }: StaffContext) =>
  async (request: StaffRequest<VersionParams>, reply: FastifyReply) => {
    const { id, version } = request.params;
    const { configuration } = await existingVersion(id, version);
    const option = await frozenOption(id, version, optionLabel(0));
    const now = new Date();
    const quote = {
      reference: `DRAFT-${id.slice(0, 8).toUpperCase()}`,
      title: option.name,
      preparedFor: await configurationQueries.preparedFor(configuration),
      provider: await companyProfile.provider(),
      validUntil: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
    };
    const [template, own] = await Promise.all([
      companyProfile.quoteTemplate(),
      configurations.document(id),
    ]);
    return sendQuotePdf(
      request,
      reply,
      {
        schema: 1,
        ...quote,
        issuedAt: now.toISOString(),
        terms: [...QUOTE_TERMS],
        document: snapshotDocument(
          template,
          own ?? { coverLetter: null, terms: null },
          placeholderValues(quote),
        ),
        options: [option],
      },
      null,
    );
  };

/** /api/admin/configurations/:id/versions and /diff: a quote's versions. */
export const versionRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = staffContextOf(app);
  app.get(
    "/:id/approvals",
    {
      schema: {
        tags,
        summary: "The discount approvals of a quote's versions, newest first",
        params: idParams,
        response: { 200: envelopeSchema(z.array(versionApprovalSchema)), ...failures },
      },
    },
    async (request) => ok(await app.repositories.approvals.ofConfiguration(request.params.id)),
  );
  app.get(
    "/:id/versions/:version",
    {
      schema: {
        tags,
        summary: "One version as it was priced and saved",
        params: versionParams,
        response: { 200: envelopeSchema(versionContentSchema), ...failures },
      },
    },
    showVersion(context),
  );
  app.get(
    "/:id/diff",
    {
      schema: {
        tags,
        summary: "What changed between two versions",
        params: idParams,
        querystring: diffQuery,
        response: { 200: envelopeSchema(versionDiffSchema), ...failures },
      },
    },
    diffVersions(context),
  );
  app.post(
    "/:id/versions",
    {
      schema: {
        tags,
        summary: "A new version with staff discounts, priced by the engine",
        params: idParams,
        body: discountVersionSchema,
        response: { 201: envelopeSchema(configurationDetailSchema), ...failures },
      },
    },
    addDiscountedVersion(context),
  );
  app.get(
    "/:id/versions/:version/pdf",
    {
      schema: {
        tags,
        summary: "A version's PDF before it is shared (reference DRAFT, valid 30 days from today)",
        params: versionParams,
      },
    },
    versionPdf(context),
  );
};

import { envelopeSchema } from "@shared/api/envelope";
import { paginationFor } from "@shared/api/pagination";
import type { AuditDetails, AuditEvent } from "@shared/audit/audit-events";
import {
  type Comparison,
  type ComparisonItem,
  comparisonDetailSchema,
  comparisonInputSchema,
  comparisonPreviewSchema,
  comparisonQuerySchema,
  comparisonShareResultSchema,
  comparisonShareSchema,
  comparisonSummarySchema,
  comparisonUpdateSchema,
  comparisonViewSchema,
  shareUrl,
} from "@shared/quotes/comparison";
import { comparisonView } from "@shared/quotes/comparison-view";
import { SHARE_DAYS_DEFAULT } from "@shared/quotes/status";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope";
import { HttpError } from "../../http/http-error";
import { noStore } from "../../http/no-store";
import {
  ADMIN_WRITE_BODY_LIMIT as bodyLimit,
  adminFailures as failures,
} from "../../http/route-schemas";
import { auditChange } from "../auth/audit-change";
import { permissionRequired, requireAdmin } from "../auth/guards";
import { comparisonCsvRoute } from "./comparison-csv-route";
import { quoteServiceOf } from "./quote-service";

export const COMPARISON_NOT_FOUND = "Comparison not found";
export const COMPARISON_EDIT_CONFLICT =
  "This comparison was changed by someone else. Reload to see the latest.";
const DAY_MS = 24 * 60 * 60 * 1000;

const params = z.object({ id: z.uuid("Unknown comparison") });
const detailEnvelope = envelopeSchema(comparisonDetailSchema);
const tags = ["quote-comparisons"];

const auditComparison = (
  request: FastifyRequest,
  event: AuditEvent,
  comparison: Pick<Comparison, "id" | "name">,
  details?: AuditDetails,
) =>
  auditChange(
    request,
    event,
    { type: "comparison", id: comparison.id, label: comparison.name },
    details,
  );

type ComparisonQuery = z.infer<typeof comparisonQuerySchema>;
type ComparisonPreview = z.infer<typeof comparisonPreviewSchema>;
type ComparisonInput = z.infer<typeof comparisonInputSchema>;
type ComparisonUpdate = z.infer<typeof comparisonUpdateSchema>;
type ComparisonShare = z.infer<typeof comparisonShareSchema>;
type Params = z.infer<typeof params>;
/** A request as a named handler reads it: the route's schema has validated these parts. */
type AdminRequest<P = unknown, B = unknown, Q = unknown> = FastifyRequest & {
  params: P;
  body: B;
  query: Q;
};

/** What the comparison handlers share: the lookups that answer 404s (issue 33 item 7). */
function comparisonContextOf(app: FastifyInstance) {
  const { comparisons } = app.repositories;
  const { companyProfile } = app.services;

  /** Every item's frozen content, or a 404 naming the version that does not exist. */
  async function optionsOf(items: readonly ComparisonItem[]) {
    const found = await comparisons.options(items);
    if (found.outcome === "missing") {
      const { index, item } = found;
      const message = `Configuration ${item.configurationId} has no version ${item.version}`;
      throw new HttpError(404, message, { [`items.${index}`]: message });
    }
    return found;
  }

  async function detail(id: string) {
    const found = await comparisons.detail(id);
    if (!found) throw new HttpError(404, COMPARISON_NOT_FOUND);
    return found;
  }

  return { comparisons, companyProfile, quotes: quoteServiceOf(app), optionsOf, detail };
}
type ComparisonContext = ReturnType<typeof comparisonContextOf>;

/** Saved comparisons, newest change first, with search and pages. */
const listComparisons =
  ({ comparisons }: ComparisonContext) =>
  async (request: AdminRequest<unknown, unknown, ComparisonQuery>) => {
    const { page, limit } = request.query;
    const { items, total } = await comparisons.list(request.query);
    return ok(items, { pagination: paginationFor(page, limit, total) });
  };

/** Compares versions without saving. */
const previewComparison =
  ({ optionsOf }: ComparisonContext) =>
  async (request: AdminRequest<unknown, ComparisonPreview>) =>
    ok(comparisonView((await optionsOf(request.body.items)).options));

/** Saves a comparison under a name. */
const createComparison =
  ({ optionsOf, comparisons, detail }: ComparisonContext) =>
  async (request: AdminRequest<unknown, ComparisonInput>, reply: FastifyReply) => {
    const { name, items } = request.body;
    const { prospectId } = await optionsOf(items);
    const auth = await requireAdmin(request);
    const saved = await comparisons.create({ name, items, prospectId }, auth.user.id);
    await auditComparison(request, "comparison.saved", saved, { options: items.length });
    return reply.code(201).send(ok(await detail(saved.id), { message: "Comparison saved" }));
  };

/** A saved comparison with its side-by-side data. */
const showComparison =
  ({ detail }: ComparisonContext) =>
  async (request: AdminRequest<Params>) =>
    ok(await detail(request.params.id));

/** Renames a comparison or changes its versions; a stale editor gets a 409. */
const updateComparison =
  ({ optionsOf, comparisons, detail }: ComparisonContext) =>
  async (request: AdminRequest<Params, ComparisonUpdate>) => {
    const { id } = request.params;
    const { name, items, expectedUpdatedAt } = request.body;
    if (!(await comparisons.get(id))) throw new HttpError(404, COMPARISON_NOT_FOUND);
    const { prospectId } = await optionsOf(items);
    const result = await comparisons.update(
      id,
      { name, items, prospectId },
      new Date(expectedUpdatedAt),
    );
    if (result.outcome === "not-found") throw new HttpError(404, COMPARISON_NOT_FOUND);
    if (result.outcome === "conflict") throw new HttpError(409, COMPARISON_EDIT_CONFLICT);
    await auditComparison(request, "comparison.saved", result.comparison, {
      options: items.length,
    });
    return ok(await detail(id), { message: "Comparison saved" });
  };

/** Deletes a comparison; share links made from it keep working. */
const deleteComparison =
  ({ comparisons }: ComparisonContext) =>
  async (request: AdminRequest<Params>) => {
    const removed = await comparisons.remove(request.params.id);
    if (!removed) throw new HttpError(404, COMPARISON_NOT_FOUND);
    await auditComparison(request, "comparison.deleted", removed);
    return ok(null, { message: "Comparison deleted" });
  };

/** Shares the comparison's versions as one quote link (decision 048's shareQuote). */
const shareComparison =
  ({ comparisons, optionsOf, quotes, companyProfile }: ComparisonContext) =>
  async (request: AdminRequest<Params, ComparisonShare>, reply: FastifyReply) => {
    const comparison = await comparisons.get(request.params.id);
    if (!comparison) throw new HttpError(404, COMPARISON_NOT_FOUND);
    await optionsOf(comparison.items);
    const auth = await requireAdmin(request);
    const days = request.body?.expiresInDays ?? SHARE_DAYS_DEFAULT;
    const { share } = await quotes.shareQuote({
      title: comparison.name,
      options: comparison.items,
      expiresAt: new Date(Date.now() + days * DAY_MS),
      provider: await companyProfile.provider(),
      createdByUserId: auth.user.id,
      comparisonId: comparison.id,
    });
    if (!share) throw new HttpError(404, "A version of this comparison no longer exists");
    await auditComparison(request, "quote.shared", comparison, {
      reference: share.reference,
      options: comparison.items.length,
      expiresAt: share.expiresAt.toISOString(),
    });
    return reply.code(201).send(
      ok(
        {
          token: share.token,
          url: shareUrl(share.token),
          reference: share.reference,
          expiresAt: share.expiresAt.toISOString(),
        },
        { message: "Share link created" },
      ),
    );
  };

/**
 * /api/admin/quote-comparisons: saved configuration versions side by side, for admins. The
 * registration only names each route's schema and handler (issue 33 item 7).
 */
const comparisonRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  app.addHook("onRequest", permissionRequired("comparisons"));
  const context = comparisonContextOf(app);
  app.get(
    "/",
    {
      schema: {
        tags,
        summary: "Saved comparisons, newest change first, with search and pages",
        querystring: comparisonQuerySchema,
        response: { 200: envelopeSchema(z.array(comparisonSummarySchema)), ...failures },
      },
    },
    listComparisons(context),
  );
  app.post(
    "/preview",
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Compare 2 to 4 configuration versions without saving (amounts in cents)",
        description:
          "The options as saved (labels applied), the service matrix overall and per location, and each option's savings against the first. 404 names a version that does not exist.",
        body: comparisonPreviewSchema,
        response: { 200: envelopeSchema(comparisonViewSchema), ...failures },
      },
    },
    previewComparison(context),
  );
  app.post(
    "/",
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Save a comparison under a name",
        body: comparisonInputSchema,
        response: { 201: detailEnvelope, ...failures },
      },
    },
    createComparison(context),
  );
  app.get(
    "/:id",
    {
      schema: {
        tags,
        summary: "A saved comparison with its side-by-side data",
        params,
        response: { 200: detailEnvelope, ...failures },
      },
    },
    showComparison(context),
  );
  app.put(
    "/:id",
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Rename a comparison or change its versions",
        description:
          "`expectedUpdatedAt` is the `updatedAt` the editor loaded; when someone saved since, the answer is 409 and nothing changes.",
        params,
        body: comparisonUpdateSchema,
        response: { 200: detailEnvelope, ...failures },
      },
    },
    updateComparison(context),
  );
  app.delete(
    "/:id",
    {
      schema: {
        tags,
        summary: "Delete a comparison (share links made from it keep working)",
        params,
        response: { 200: envelopeSchema(z.null()), ...failures },
      },
    },
    deleteComparison(context),
  );
  app.post(
    "/:id/share",
    {
      schema: {
        tags,
        summary: "Share the comparison's versions with the prospect as one quote link",
        description: `The link freezes a snapshot of every option; it expires after \`expiresInDays\` (default ${SHARE_DAYS_DEFAULT}).`,
        params,
        body: comparisonShareSchema,
        response: { 201: envelopeSchema(comparisonShareResultSchema), ...failures },
      },
    },
    shareComparison(context),
  );
  await app.register(comparisonCsvRoute);
};

export default comparisonRoutes;

import { envelopeSchema } from "@shared/api/envelope";
import {
  type ApprovalListItem,
  approvalDecisionSchema,
  approvalListItemSchema,
} from "@shared/quotes/discount-approval";
import { quoteMargin } from "@shared/quotes/margin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../../http/envelope";
import { HttpError } from "../../../http/http-error";
import { noStore } from "../../../http/no-store";
import { requestClient } from "../../../http/request-client";
import { adminFailures as failures } from "../../../http/route-schemas";
import { siteUrl } from "../../../http/site-url";
import { permissionRequired, requireAdmin } from "../../auth/guards";
import { quoteServiceOf } from "../quote-service";
import type { ListedApproval } from "./approval-repository";

export const APPROVAL_NOT_FOUND = "This approval does not exist.";

const idParams = z.object({ id: z.uuid("Unknown approval") });

/** The answer: the requester by name, and the version's margin instead of its figures. */
function listed(
  { requestedByUserId: _id, priced, ...approval }: ListedApproval,
  costs: Record<number, number>,
): ApprovalListItem {
  const margin = quoteMargin(priced, costs);
  return {
    ...approval,
    margin: margin.lines > 0 ? { marginCents: margin.marginCents, rate: margin.rate } : null,
  };
}

/**
 * /api/admin/approvals (issue 35 §5, decision 068): discounts waiting for an Approver, and
 * the latest decided. Approvers and Owners only; the self-approval rule is the use case's.
 */
const approvalRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  app.addHook("onRequest", permissionRequired("approvals"));
  const { approvals } = app.repositories;
  const quotes = quoteServiceOf(app);
  const costs = async () => Object.fromEntries((await app.services.priceBook.economics()).costs);

  app.get(
    "/",
    {
      schema: {
        tags: ["approvals"],
        summary: "Discounts waiting for an approver (oldest first), then the latest decided",
        response: { 200: envelopeSchema(z.array(approvalListItemSchema)), ...failures },
      },
    },
    async () => {
      const unitCosts = await costs();
      return ok((await approvals.list()).map((approval) => listed(approval, unitCosts)));
    },
  );

  app.post(
    "/:id/decision",
    {
      schema: {
        tags: ["approvals"],
        summary: "Approve or reject a discount, with the reason",
        description:
          "403 when the signed-in user asked for the discount; 409 when it was decided already.",
        params: idParams,
        body: approvalDecisionSchema,
        response: { 200: envelopeSchema(approvalListItemSchema), ...failures },
      },
    },
    async (request) => {
      const auth = await requireAdmin(request);
      const { approval } = await quotes.decideApproval(
        request.params.id,
        request.body,
        { id: auth.user.id, username: auth.user.username },
        {
          siteUrl: siteUrl(request),
          client: requestClient(request),
        },
      );
      if (!approval) throw new HttpError(404, APPROVAL_NOT_FOUND);
      const verb = approval.status === "approved" ? "approved" : "rejected";
      return ok(listed(approval, await costs()), { message: `Discount ${verb}` });
    },
  );
};

export default approvalRoutes;

import { envelopeSchema } from "@shared/api/envelope";
import { approvalPolicySchema, storedApprovalPolicySchema } from "@shared/quotes/discount-approval";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope";
import { HttpError } from "../../http/http-error";
import { noStore } from "../../http/no-store";
import { adminFailures } from "../../http/route-schemas";
import { actor, audit } from "../audit/record";
import { permissionRequired, requireAdmin } from "../auth/guards";

export const POLICY_CONFLICT =
  "Someone else saved the approval rules since you opened them. Reload to see their version.";

const saveBody = approvalPolicySchema.extend({ expectedVersion: z.number().int().min(0) });

/**
 * /api/admin/approval-policy (issue 35 §5, decision 068): when a staff discount needs an
 * approver. A change applies to versions saved after it; pending approvals stay pending.
 */
const approvalPolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  app.addHook("onRequest", permissionRequired("settings"));
  const { companyProfile } = app.repositories;

  app.get(
    "/",
    {
      schema: {
        tags: ["settings"],
        summary: "When a staff discount needs an approver",
        response: { 200: envelopeSchema(storedApprovalPolicySchema), ...adminFailures },
      },
    },
    async () => ok(await companyProfile.approvalPolicy()),
  );

  app.put(
    "/",
    {
      schema: {
        tags: ["settings"],
        summary: "Replace the discount approval thresholds",
        description:
          "null turns a threshold off. `expectedVersion` is the `version` the editor loaded; a save over a newer one answers 409.",
        body: saveBody,
        response: { 200: envelopeSchema(storedApprovalPolicySchema), ...adminFailures },
      },
    },
    async (request) => {
      const auth = await requireAdmin(request);
      const { expectedVersion, ...policy } = request.body;
      const before = await companyProfile.approvalPolicy();
      const saved = await companyProfile.updateApprovalPolicy(policy, expectedVersion);
      if (!saved) throw new HttpError(409, POLICY_CONFLICT);
      await audit(request, {
        event: "approval_policy.updated",
        ...actor(auth),
        targetType: "company_profile",
        targetLabel: "Discount approval",
        details: {
          percentBefore: before.percentOver,
          monthlyCentsBefore: before.monthlyOverCents,
          percentAfter: policy.percentOver,
          monthlyCentsAfter: policy.monthlyOverCents,
        },
      });
      return ok(saved, { message: "Approval rules saved" });
    },
  );
};

export default approvalPolicyRoutes;

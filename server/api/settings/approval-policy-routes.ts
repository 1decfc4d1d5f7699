import { approvalPolicySchema } from "@shared/quotes/discount-approval";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { versionedSettingRoutes } from "./versioned-setting-routes";

/**
 * /api/admin/approval-policy (issue 35 §5, decision 068): when a staff discount needs an
 * approver; null turns a threshold off. A change applies to versions saved after it; pending
 * approvals stay pending.
 */
const approvalPolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { companyProfile } = app.repositories;
  await app.register(
    versionedSettingRoutes({
      schema: approvalPolicySchema,
      summary: {
        get: "When a staff discount needs an approver",
        put: "Replace the discount approval thresholds",
      },
      read: () => companyProfile.approvalPolicy(),
      save: (policy, expectedVersion) =>
        companyProfile.updateApprovalPolicy(policy, expectedVersion),
      conflict:
        "Someone else saved the approval rules since you opened them. Reload to see their version.",
      saved: "Approval rules saved",
      audit: {
        event: "approval_policy.updated",
        targetLabel: "Discount approval",
        details: (before, after) => ({
          percentBefore: before.percentOver,
          monthlyCentsBefore: before.monthlyOverCents,
          percentAfter: after.percentOver,
          monthlyCentsAfter: after.monthlyOverCents,
        }),
      },
    }),
  );
};

export default approvalPolicyRoutes;

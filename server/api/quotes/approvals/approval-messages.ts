import { formatMoney } from "@shared/pricing/money";
import { describeApprovalReason } from "@shared/quotes/discount-approval";
import type { Transaction } from "../../../db/client";
import { raiseNotification } from "../../notifications/raise";
import type { ListedApproval } from "./approval-repository";

/**
 * What staff hear about a discount approval (issue 35 §5): the approvers when one is asked
 * for, the requester and the sales team when it is decided. A live notification (only those
 * whose permissions open the page are told) and an outbox e-mail: a request to each approver
 * at their own address, a decision to the requester (the sales address for those without one).
 */
const approvalsHref = (approval: ListedApproval) => `/admin/approvals?id=${approval.id}`;
const quoteHref = (approval: ListedApproval) =>
  `/admin/service-configurations?id=${approval.configurationId}`;
const label = (approval: ListedApproval) => `"${approval.name}" version ${approval.version}`;

const reasonLines = (approval: ListedApproval) =>
  approval.reasons.map((reason) => `- ${describeApprovalReason(reason, formatMoney)}`);

export async function notifyApprovalRequested(tx: Transaction, approval: ListedApproval) {
  await raiseNotification(tx, {
    kind: "approval_requested",
    title: `Discount approval needed: ${approval.name}`,
    body: `${approval.requestedBy ?? "A builder session"} asks for version ${approval.version}`,
    href: approvalsHref(approval),
  });
}

export async function notifyApprovalDecided(tx: Transaction, approval: ListedApproval) {
  const verb = approval.status === "approved" ? "approved" : "rejected";
  await raiseNotification(tx, {
    kind: "approval_decided",
    title: `Discount ${verb}: ${approval.name}`,
    body: `${approval.decidedBy ?? "An approver"} ${verb} version ${approval.version}${approval.requestedBy ? ` for ${approval.requestedBy}` : ""}`,
    href: quoteHref(approval),
  });
}

export function approvalRequestedMessage(approval: ListedApproval, siteUrl: string, to: string) {
  return {
    kind: "discount.approval_requested",
    to,
    subject: `Discount approval needed: ${approval.name}`,
    text: [
      `${approval.requestedBy ?? "A builder session staff opened"} saved ${label(approval)} with a discount that needs an approver:`,
      "",
      ...reasonLines(approval),
      "",
      "It cannot be shared or sent until another approver decides.",
      `Decide: ${siteUrl}${approvalsHref(approval)}`,
    ].join("\n"),
  };
}

export function approvalDecidedMessage(approval: ListedApproval, siteUrl: string, to: string) {
  const verb = approval.status === "approved" ? "approved" : "rejected";
  return {
    kind: "discount.decided",
    to,
    subject: `Discount ${verb}: ${approval.name}`,
    text: [
      `${approval.decidedBy ?? "An approver"} ${verb} the discount of ${label(approval)}${approval.requestedBy ? `, asked for by ${approval.requestedBy}` : ""}.`,
      "",
      `Reason: ${approval.decisionReason ?? ""}`,
      "",
      approval.status === "approved"
        ? "The version can now be shared and sent."
        : "Save a version with a smaller discount to share it.",
      `Open the quote: ${siteUrl}${quoteHref(approval)}`,
    ].join("\n"),
  };
}

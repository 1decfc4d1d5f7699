import { z } from "zod";
import { PAGE_PARAM_MAX, pageParam } from "../api/page-param";

/** Every event the audit log records, with the label the settings page shows. */
export const auditEventLabels = {
  "login.succeeded": "Signed in",
  "login.failed": "Sign-in failed",
  "login.throttled": "Sign-in throttled",
  "mfa.challenged": "Two-factor code requested",
  "mfa.succeeded": "Two-factor code accepted",
  "mfa.failed": "Two-factor code rejected",
  "mfa.replayed": "Two-factor code replayed",
  "mfa.recovery_code_used": "Recovery code used",
  logout: "Signed out",
  "password.changed": "Password changed",
  "password.reset": "Temporary password set",
  "password.change_required": "New password required",
  "mfa.enabled": "Two-factor enabled",
  "mfa.disabled": "Two-factor disabled",
  "mfa.reset": "Two-factor reset by an admin",
  "mfa.recovery_codes_regenerated": "Recovery codes regenerated",
  "session.revoked": "Session revoked",
  "user.created": "User created",
  "user.updated": "User updated",
  "user.deactivated": "User deactivated",
  "user.reactivated": "User reactivated",
  "user.permissions_changed": "Permissions changed",
  "company_profile.updated": "Company profile updated",
  "quote_template.updated": "Quote template updated",
  "approval_policy.updated": "Discount approval rules changed",
  "quote.document_updated": "Quote cover letter or terms changed",
  "service.created": "Service created",
  "service.updated": "Service updated",
  "service.archived": "Service archived",
  "service.restored": "Service restored",
  "similar_pattern.hidden": "Companies-like-yours pattern hidden",
  "similar_pattern.shown": "Companies-like-yours pattern shown again",
  "formula.created": "Formula created",
  "formula.updated": "Formula saved as a new version",
  "formula.archived": "Formula archived",
  "formula.restored": "Formula restored",
  "outbox.retried": "E-mail retried",
  "quote.shared": "Quote shared",
  "quote.sent": "Quote e-mailed to the prospect",
  "quote.renewed": "Expired quote link renewed",
  "quote.reminders_changed": "Quote reminders changed",
  "follow_up.done": "Follow-up done",
  "email.unsubscribed": "Customer unsubscribed from e-mail",
  "quote.revoked": "Quote link revoked",
  "quote.extended": "Quote link extended",
  "quote.accepted": "Quote accepted",
  "quote.declined": "Quote declined",
  "configuration.version_added": "Quote version added",
  "discount.approval_requested": "Discount approval requested",
  "discount.approved": "Discount approved",
  "discount.rejected": "Discount rejected",
  "configuration.revised": "Accepted quote revised",
  "configuration.duplicated": "Configuration duplicated",
  "configuration.archived": "Configuration archived",
  "configuration.restored": "Configuration restored",
  "configuration.opened_in_builder": "Configuration opened in the builder",
  "comparison.saved": "Quote comparison saved",
  "comparison.deleted": "Quote comparison deleted",
  "prospect.created": "Prospect created",
  "prospect.updated": "Prospect updated",
  "prospect.status_changed": "Prospect status changed",
  "prospect.archived": "Prospect archived",
  "prospect.restored": "Prospect restored",
  "prospect.merged": "Prospects merged",
  "prospect.note_added": "Prospect note added",
  "prospect.contact_added": "Prospect contact added",
  "prospect.contact_updated": "Prospect contact updated",
  "prospect.contact_removed": "Prospect contact removed",
  "prospect.details_applied": "Submitted details applied to a prospect",
  "prospects.imported": "Prospects imported",
  "inquiry.updated": "Inquiry updated",
  "inquiry.converted": "Inquiry converted to a prospect",
  "opportunity.created": "Opportunity created",
  "opportunity.updated": "Opportunity updated",
  "opportunity.moved": "Opportunity moved",
  "opportunity.archived": "Opportunity archived",
  "opportunity.restored": "Opportunity restored",
  "blog_post.published_on_schedule": "Scheduled post published",
  "builder.unclaimed_swept": "Unclaimed builder drafts and quotes removed",
  "blog_post.created": "Blog post created",
  "blog_post.updated": "Blog post saved",
  "blog_post.published": "Blog post published",
  "blog_post.scheduled": "Blog post scheduled",
  "blog_post.unpublished": "Blog post unpublished",
  "blog_post.archived": "Blog post archived",
  "media.uploaded": "Image uploaded",
  "case_study.created": "Case study created",
  "case_study.updated": "Case study updated",
  "case_study.published": "Case study published",
  "case_study.hidden": "Case study hidden",
  "case_study.reordered": "Case studies reordered",
  "case_study.deleted": "Case study deleted",
} as const;

export type AuditEvent = keyof typeof auditEventLabels;
export const auditEvents = Object.keys(auditEventLabels) as [AuditEvent, ...AuditEvent[]];
export const auditEventSchema = z.enum(auditEvents);

export const auditDetailsSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type AuditDetails = z.infer<typeof auditDetailsSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  occurredAt: z.iso.datetime(),
  event: z.string(),
  actorUsername: z.string().nullable(),
  targetType: z.string().nullable(),
  targetLabel: z.string().nullable(),
  ip: z.string().nullable(),
  details: auditDetailsSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE = 25;

/** The API's query: strict, bad values are a 400. */
export const auditQuerySchema = z.object({
  event: z.enum(auditEvents, { error: "Unknown event" }).optional(),
  actor: z.string().trim().max(64, "Use at most 64 characters").optional(),
  page: z.coerce.number().int().min(1).max(PAGE_PARAM_MAX).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export type AuditFilter = Pick<AuditQuery, "event" | "actor" | "page">;

/** The settings page's filter from its URL: lenient, a bad value is simply ignored. */
export function parseAuditFilter(params: URLSearchParams): AuditFilter {
  const event = auditEventSchema.safeParse(params.get("event"));
  return {
    event: event.success ? event.data : undefined,
    actor: params.get("actor")?.trim().slice(0, 64) || undefined,
    page: pageParam(params),
  };
}

export function auditEventLabel(event: string): string {
  return event in auditEventLabels ? auditEventLabels[event as AuditEvent] : event;
}

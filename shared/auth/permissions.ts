import { z } from "zod";
import type { NotificationKind } from "../realtime/messages";

/**
 * Issue 35 item 4, decision 062: inside /admin (still the admin role's, seed 001 §6) each
 * administrator holds a set of permissions. This file is the one definition the API guards,
 * the admin pages' loaders, the navigation and the staff notifications all read.
 */
export const permissions = ["owner", "sales", "catalogue", "content", "approver"] as const;
export const permissionSchema = z.enum(permissions, { error: "Choose a known permission" });
export type Permission = z.infer<typeof permissionSchema>;

/** A set: no repeats, stored in the order of `permissions`. */
export const permissionSetSchema = z
  .array(permissionSchema)
  .max(permissions.length)
  .transform((set) => permissions.filter((permission) => set.includes(permission)));

export const permissionLabels: Record<Permission, string> = {
  owner: "Owner",
  sales: "Sales",
  catalogue: "Catalogue",
  content: "Content",
  approver: "Approver",
};

export const permissionDescriptions: Record<Permission, string> = {
  owner: "Everything, including users, settings and permissions.",
  sales:
    "Dashboard, prospects, inquiries, opportunities, configurations, comparisons; reads the e-mail outbox.",
  catalogue: "Catalogue and formulas.",
  content: "Blog and case studies.",
  approver: "Approves staff discounts.",
};

/**
 * The parts of the admin area a permission can open. `outbox` is reading it; sending a
 * failed e-mail again (`outboxRetry`), users and settings (with the audit log) are the
 * Owner's. `media` is the image upload the blog, case study and catalogue editors share.
 */
export const adminAreas = [
  "dashboard",
  "prospects",
  "inquiries",
  "opportunities",
  "configurations",
  "comparisons",
  "outbox",
  "outboxRetry",
  "catalogue",
  "formulas",
  "blog",
  "caseStudies",
  "media",
  "approvals",
  "users",
  "settings",
  /** Settings, Your account: the own password, two-factor, sessions and work e-mail. */
  "account",
] as const;
export type AdminArea = (typeof adminAreas)[number];

/** What each permission besides Owner opens; Owner opens every area. */
const grants: Record<Exclude<Permission, "owner">, readonly AdminArea[]> = {
  sales: [
    "dashboard",
    "prospects",
    "inquiries",
    "opportunities",
    "configurations",
    "comparisons",
    "outbox",
  ],
  catalogue: ["catalogue", "formulas", "media"],
  content: ["blog", "caseStudies", "media"],
  approver: ["approvals"],
};

/** Who is asking: the session's user (role flag and permission set). */
export interface PermissionHolder {
  isAdmin: boolean;
  permissions: readonly Permission[];
}

/** Whether a signed-in administrator may use an area of the admin area. */
export function can(user: PermissionHolder | null | undefined, area: AdminArea): boolean {
  if (!user?.isAdmin) return false;
  // Every administrator keeps their own account, whatever their set.
  if (area === "account") return true;
  return user.permissions.some(
    (permission) => permission === "owner" || grants[permission].includes(area),
  );
}

/** The permissions that open an area, Owner first: what to ask an Owner for. */
export function permissionsFor(area: AdminArea): Permission[] {
  if (area === "account") return [...permissions];
  return permissions.filter(
    (permission) => permission === "owner" || grants[permission].includes(area),
  );
}

export function isOwner(user: PermissionHolder | null | undefined): boolean {
  return Boolean(user?.isAdmin && user.permissions.includes("owner"));
}

/** Seed 001 §2 admin pages by path prefix (the longest match wins; sub-pages follow). */
const pageAreas: [prefix: string, area: AdminArea][] = [
  ["/admin/analytics", "dashboard"],
  ["/admin/dashboard", "dashboard"],
  ["/admin/service-builder-analytics", "dashboard"],
  ["/admin/prospects", "prospects"],
  ["/admin/inquiries", "inquiries"],
  ["/admin/opportunities", "opportunities"],
  ["/admin/service-configurations", "configurations"],
  ["/admin/quote-comparisons", "comparisons"],
  ["/admin/outbox", "outbox"],
  ["/admin/catalog", "catalogue"],
  ["/admin/services", "catalogue"],
  ["/admin/calculation-formulas", "formulas"],
  ["/admin/formulas", "formulas"],
  ["/admin/blog", "blog"],
  ["/admin/case-studies", "caseStudies"],
  ["/admin/approvals", "approvals"],
  ["/admin/users", "users"],
  // Its other tabs need "settings" (the page shows them to those who have it).
  ["/admin/settings", "account"],
];

/**
 * The area an admin page belongs to; /admin itself is the dashboard. Undefined for a path
 * outside the admin pages (the page router answers those with its own 404).
 */
export function areaForAdminPath(pathname: string): AdminArea | undefined {
  const path = pathname.replace(/\/+$/, "").toLowerCase();
  if (path === "/admin") return "dashboard";
  const match = pageAreas.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return match?.[1];
}

/** Which area a staff notification is about: only those who may open it are told. */
export const notificationAreas: Record<NotificationKind, AdminArea> = {
  inquiry_created: "inquiries",
  lead_captured: "prospects",
  quote_viewed: "configurations",
  quote_accepted: "configurations",
  quote_declined: "configurations",
  approval_requested: "approvals",
  approval_decided: "configurations",
  quote_question: "configurations",
};

export function visibleNotificationKinds(user: PermissionHolder): NotificationKind[] {
  return (Object.keys(notificationAreas) as NotificationKind[]).filter((kind) =>
    can(user, notificationAreas[kind]),
  );
}

/** Refusals, said the same way by the API and the 403 page. */
export const NO_PERMISSION = "Your permissions do not include this part of the admin area";
export const LAST_OWNER = "At least one active Owner must remain";
export const OWNER_CHANGES_PERMISSIONS = "Only an Owner can change permissions";

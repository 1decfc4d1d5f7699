import { areaForAdminPath, can, type PermissionHolder } from "@shared/auth/permissions";
import {
  BadgeCheck,
  BarChart3,
  BookOpen,
  Boxes,
  Building2,
  Calculator,
  FileStack,
  GitCompare,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  Newspaper,
  Settings,
  Target,
  Users,
  UsersRound,
} from "lucide-react";

export interface AdminPage {
  path: string;
  label: string;
  icon: LucideIcon;
  group: string;
}

/** Seed 001 §2: the twelve admin pages (with the inquiries and the e-mail outbox), in navigation order. */
export const adminPages: AdminPage[] = [
  {
    path: "/admin",
    label: "Dashboard",
    icon: LayoutDashboard,
    group: "Overview",
  },
  {
    path: "/admin/prospects",
    label: "Prospects",
    icon: UsersRound,
    group: "Sales",
  },
  {
    path: "/admin/opportunities",
    label: "Opportunities",
    icon: Target,
    group: "Sales",
  },
  {
    path: "/admin/inquiries",
    label: "Inquiries",
    icon: Inbox,
    group: "Sales",
  },
  {
    path: "/admin/quote-comparisons",
    label: "Quote comparisons",
    icon: GitCompare,
    group: "Sales",
  },
  {
    path: "/admin/service-builder-analytics",
    label: "Service Builder analytics",
    icon: BarChart3,
    group: "Service Builder",
  },
  {
    path: "/admin/service-configurations",
    label: "Service configurations",
    icon: FileStack,
    group: "Service Builder",
  },
  {
    path: "/admin/approvals",
    label: "Discount approvals",
    icon: BadgeCheck,
    group: "Sales",
  },
  {
    path: "/admin/catalog",
    label: "Catalogue",
    icon: Boxes,
    group: "Pricing",
  },
  {
    path: "/admin/catalog/similar-companies",
    label: "Companies like yours",
    icon: Building2,
    group: "Pricing",
  },
  {
    path: "/admin/calculation-formulas",
    label: "Formulas",
    icon: Calculator,
    group: "Pricing",
  },
  {
    path: "/admin/blog",
    label: "Blog",
    icon: Newspaper,
    group: "Content",
  },
  {
    path: "/admin/case-studies",
    label: "Case studies",
    icon: BookOpen,
    group: "Content",
  },
  {
    path: "/admin/users",
    label: "Users",
    icon: Users,
    group: "Administration",
  },
  {
    path: "/admin/outbox",
    label: "E-mail outbox",
    icon: Mail,
    group: "Administration",
  },
  {
    path: "/admin/settings",
    label: "Settings",
    icon: Settings,
    group: "Administration",
  },
];

/** /admin/analytics is the dashboard too; a sub-page (/admin/prospects/12) is its section's. */
export function adminPageFor(pathname: string): AdminPage | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/admin/analytics") return adminPages[0];
  return (
    adminPages.find((page) => page.path === path) ??
    adminPages.find((page) => page.path !== "/admin" && path.startsWith(`${page.path}/`))
  );
}

/** Decision 062: whether the user's permission set opens a page (the same rule as its loader). */
export function canOpen(user: PermissionHolder, path: string): boolean {
  const area = areaForAdminPath(path);
  return area !== undefined && can(user, area);
}

/** The pages the user may open, grouped; a group with none of them is left out. */
export function adminGroups(user: PermissionHolder): [string, AdminPage[]][] {
  const groups = new Map<string, AdminPage[]>();
  for (const page of adminPages) {
    if (!canOpen(user, page.path)) continue;
    groups.set(page.group, [...(groups.get(page.group) ?? []), page]);
  }
  return [...groups];
}

/** Where /admin takes someone whose set has no dashboard: their first page, if any. */
export function firstAdminPage(user: PermissionHolder): AdminPage | undefined {
  return adminPages.find((page) => canOpen(user, page.path));
}

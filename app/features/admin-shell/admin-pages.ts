import {
  BarChart3,
  BookOpen,
  Boxes,
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
  /** Whether the page's feature has shipped; the others say honestly that it has not. */
  available: boolean;
  /** What the page is for (shown on the page while it is not available yet). */
  summary: string;
}

/** Seed 001 §2: the twelve admin pages (with the inquiries and the e-mail outbox), in navigation order. */
export const adminPages: AdminPage[] = [
  {
    path: "/admin",
    label: "Dashboard",
    icon: LayoutDashboard,
    group: "Overview",
    available: true,
    summary: "Pipeline, quote and Service Builder figures at a glance.",
  },
  {
    path: "/admin/prospects",
    label: "Prospects",
    icon: UsersRound,
    group: "Sales",
    available: true,
    summary:
      "Companies and their contacts, with status, notes and the quotes prepared for each of them.",
  },
  {
    path: "/admin/opportunities",
    label: "Opportunities",
    icon: Target,
    group: "Sales",
    available: true,
    summary: "Deals in progress by stage and value, from the first call to the signed agreement.",
  },
  {
    path: "/admin/inquiries",
    label: "Inquiries",
    icon: Inbox,
    group: "Sales",
    available: true,
    summary: "Messages from the contact form: who asked, what they need, who answers.",
  },
  {
    path: "/admin/quote-comparisons",
    label: "Quote comparisons",
    icon: GitCompare,
    group: "Sales",
    available: true,
    summary:
      "Saved quotes side by side, per location, so a prospect can weigh the options and the savings.",
  },
  {
    path: "/admin/service-builder-analytics",
    label: "Service Builder analytics",
    icon: BarChart3,
    group: "Service Builder",
    available: false,
    summary:
      "How visitors use the Service Builder: configurations started and finished, popular services and where people stop.",
  },
  {
    path: "/admin/service-configurations",
    label: "Service configurations",
    icon: FileStack,
    group: "Service Builder",
    available: true,
    summary:
      "Configurations saved in the Service Builder, per prospect and location, with totals, versions and share links.",
  },
  {
    path: "/admin/catalog",
    label: "Catalogue",
    icon: Boxes,
    group: "Pricing",
    available: true,
    summary:
      "The service catalogue: prices, set-up fees, per-user, per-server and per-endpoint pricing, dependencies and visibility.",
  },
  {
    path: "/admin/calculation-formulas",
    label: "Formulas",
    icon: Calculator,
    group: "Pricing",
    available: true,
    summary: "The formulas behind every quote: risk multipliers, volume tiers and savings.",
  },
  {
    path: "/admin/blog",
    label: "Blog",
    icon: Newspaper,
    group: "Content",
    available: false,
    summary: "Write, edit and publish the articles of the public blog.",
  },
  {
    path: "/admin/case-studies",
    label: "Case studies",
    icon: BookOpen,
    group: "Content",
    available: true,
    summary:
      "Customer stories with their metrics, testimonials and results, as the landing page shows them.",
  },
  {
    path: "/admin/users",
    label: "Users",
    icon: Users,
    group: "Administration",
    available: true,
    summary: "Staff accounts, roles, two-factor status and access.",
  },
  {
    path: "/admin/outbox",
    label: "E-mail outbox",
    icon: Mail,
    group: "Administration",
    available: true,
    summary: "Every e-mail the platform sends: delivered, waiting, failed, or kept without SMTP.",
  },
  {
    path: "/admin/settings",
    label: "Settings",
    icon: Settings,
    group: "Administration",
    available: true,
    summary: "Your account, the company profile and the audit log.",
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

export function adminGroups(): [string, AdminPage[]][] {
  const groups = new Map<string, AdminPage[]>();
  for (const page of adminPages) groups.set(page.group, [...(groups.get(page.group) ?? []), page]);
  return [...groups];
}

import { pageParam } from "@shared/api/page-param";
import { paginationFor } from "@shared/api/pagination";
import { ShieldAlert, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { PageHeader } from "~/features/admin-shell/page-header";
import { requireAdmin } from "~/features/admin-shell/require-admin.server";
import { analyticsSeed } from "~/features/analytics/analytics-seed.server";
import { SalesOverview } from "~/features/analytics/sales-overview";
import { DashboardPanel, type ListPage } from "~/features/dashboard/dashboard-panel";
import { FollowUpsPanel } from "~/features/dashboard/follow-ups-panel";
import { LatestInquiries } from "~/features/dashboard/latest-inquiries";
import { UnreviewedWins } from "~/features/dashboard/unreviewed-wins";
import { WaitlistSignups } from "~/features/dashboard/waitlist-signups";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | Sentinel Forge admin" }];

/** Items per page in the dashboard's inquiry and sign-up lists. */
const PANEL_PAGE_SIZE = 5;

/** One page of a newest-first list, with the pagination its pager shows. */
async function panelPage<T>(
  list: (window: { limit: number; offset: number }) => Promise<{ items: T[]; total: number }>,
  page: number,
): Promise<ListPage<T>> {
  const { items, total } = await list({
    limit: PANEL_PAGE_SIZE,
    offset: (page - 1) * PANEL_PAGE_SIZE,
  });
  return { items, pagination: paginationFor(page, PANEL_PAGE_SIZE, total) };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireAdmin(request, context);
  const { mfa, users, inquiries, waitlist, opportunities } = context.repositories;
  const params = new URL(request.url).searchParams;
  const [recoveryCodesLeft, accounts, latestInquiries, signups, unreviewed, sales] =
    await Promise.all([
      mfa.remainingRecoveryCodes(user.id),
      users.list(),
      panelPage(inquiries.list, pageParam(params, "inquiries")),
      panelPage(waitlist.list, pageParam(params, "signups")),
      opportunities.unreviewedWins(PANEL_PAGE_SIZE),
      // Decision 056: the sales figures come with the page, read as the analytics API reads them.
      analyticsSeed(request, "sales", context.reads.salesAnalytics),
    ]);
  const active = accounts.filter((account) => account.isActive);
  return {
    user,
    recoveryCodesLeft,
    latestInquiries,
    signups,
    unreviewed,
    sales,
    team: {
      active: active.length,
      admins: active.filter((account) => account.role === "admin").length,
      withoutMfa: active.filter((account) => !account.mfaEnabled).length,
    },
  };
}

/** Seed 001 §2 Dashboard (/admin and /admin/analytics): real figures only. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { user, recoveryCodesLeft, team, latestInquiries, signups, unreviewed, sales } = loaderData;
  return (
    <>
      <PageHeader
        title="Dashboard"
        description={`Welcome back, ${user.displayName}. What to follow up today, sales figures for the period you choose, then new inquiries, sign-ups and your account's security.`}
      />
      <UnreviewedWins {...unreviewed} />
      <FollowUpsPanel />
      <SalesOverview seed={sales} />
      <div className="mt-8 grid gap-5 lg:grid-cols-3">
        <LatestInquiries {...latestInquiries} />
        <WaitlistSignups {...signups} />
        <DashboardPanel id="security" title="Your account security" className="lg:col-span-2">
          {user.mfaEnabled ? (
            <p className="mt-3 flex items-start gap-2 text-sm">
              <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
              Two-factor authentication is on. {recoveryCodesLeft} of 10 recovery codes left.
            </p>
          ) : (
            <p className="mt-3 flex items-start gap-2 text-sm">
              <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-warning" />
              Two-factor authentication is off. Turn it on so a stolen password alone cannot open
              the admin area.
            </p>
          )}
          <Link
            to="/admin/settings"
            className={buttonClasses({ variant: "outline", size: "sm", className: "mt-5" })}
          >
            Open account settings
          </Link>
        </DashboardPanel>
        <DashboardPanel id="team" title="Team">
          <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
            {[
              ["Active users", team.active],
              ["Admins", team.admins],
              ["Without 2FA", team.withoutMfa],
            ].map(([label, value]) => (
              <div key={label} className="rounded-xl bg-surface-2 px-2 py-3">
                <dt className="text-xs text-muted">{label}</dt>
                <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <Link
            to="/admin/users"
            className={buttonClasses({ variant: "ghost", size: "sm", className: "mt-4 -ml-3" })}
          >
            Manage users
          </Link>
        </DashboardPanel>
      </div>
    </>
  );
}

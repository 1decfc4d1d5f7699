import { paginationFor } from "@shared/api/pagination";
import { AUDIT_PAGE_SIZE, parseAuditFilter } from "@shared/audit/audit-events";
import { can } from "@shared/auth/permissions";
import { useRevalidator, useSearchParams } from "react-router";
import { SettingsSection } from "~/components/admin/settings-section";
import { DateTime } from "~/components/ui/date-time";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { toast } from "~/components/ui/toast-store";
import { PasswordForm } from "~/features/account/password-form";
import { SessionsSection } from "~/features/account/sessions-section";
import { TwoFactorSection } from "~/features/account/two-factor-section";
import { WorkEmailForm } from "~/features/account/work-email-form";
import { PageHeader } from "~/features/admin-shell/page-header";
import { requireAdmin } from "~/features/admin-shell/require-admin.server";
import { AuditLogView } from "~/features/audit/audit-log-view";
import { ApprovalPolicyForm } from "~/features/settings/approval-policy-form";
import { CompanyProfileForm } from "~/features/settings/company-profile-form";
import { QuoteTemplateForm } from "~/features/settings/quote-template-form";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => [{ title: "Settings | Sentinel Forge admin" }];

/** The company's settings and the audit log: for those whose set has "settings". */
async function companySettings(
  repositories: Route.LoaderArgs["context"]["repositories"],
  searchParams: URLSearchParams,
) {
  const { companyProfile, auditLog } = repositories;
  const filter = parseAuditFilter(searchParams);
  const [profile, quoteTemplate, approvalPolicy, log] = await Promise.all([
    companyProfile.get(),
    companyProfile.quoteTemplate(),
    companyProfile.approvalPolicy(),
    auditLog.list({ ...filter, limit: AUDIT_PAGE_SIZE }),
  ]);
  return {
    profile,
    quoteTemplate,
    approvalPolicy,
    audit: {
      entries: log.entries,
      filter,
      pagination: paginationFor(filter.page, AUDIT_PAGE_SIZE, log.total),
    },
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, sessionId } = requireAdmin(request, context);
  const { mfa, sessions, users } = context.repositories;
  const [own, security, sessionList, company] = await Promise.all([
    users.summary(user.id),
    mfa.status(user.id),
    sessions.listForUser(user.id, sessionId),
    can(user, "settings")
      ? companySettings(context.repositories, new URL(request.url).searchParams)
      : null,
  ]);
  return { email: own?.email ?? null, security, sessions: sessionList, company };
}

const tabs = ["account", "company", "quotes", "audit"] as const;
type Tab = (typeof tabs)[number];

/**
 * Seed 001 §2 Settings: own account, company profile, audit log (tab kept in the URL). Every
 * administrator has the first tab; the others need "settings" in their set (decision 062).
 */
export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const revalidator = useRevalidator();
  const { company } = loaderData;
  const requested = params.get("tab");
  const tab: Tab = company && tabs.includes(requested as Tab) ? (requested as Tab) : "account";
  return (
    <>
      <PageHeader
        title="Settings"
        description={
          company
            ? "Your account, the company profile, quote documents and the audit log."
            : "Your password, two-factor sign-in, devices and work e-mail."
        }
      />
      <Tabs
        value={tab}
        onValueChange={(next) => setParams({ tab: next }, { preventScrollReset: true })}
      >
        <TabsList aria-label="Settings sections">
          <TabsTrigger value="account">Your account</TabsTrigger>
          {company ? (
            <>
              <TabsTrigger value="company">Company profile</TabsTrigger>
              <TabsTrigger value="quotes">Quote documents</TabsTrigger>
              <TabsTrigger value="audit">Audit log</TabsTrigger>
            </>
          ) : null}
        </TabsList>
        <TabsContent value="account" className="mt-6 grid gap-5">
          <SettingsSection
            id="password"
            title="Password"
            description={
              <>
                Last changed <DateTime iso={loaderData.security.passwordChangedAt} />. Changing it
                signs out your other devices.
              </>
            }
          >
            <div className="max-w-md">
              <PasswordForm
                submitLabel="Change password"
                onChanged={() => {
                  toast({ title: "Password changed", variant: "success" });
                  revalidator.revalidate();
                }}
              />
            </div>
          </SettingsSection>
          <SettingsSection
            id="work-email"
            title="Work e-mail"
            description="Where staff mail for you goes: discount approvals and their decisions, and the questions of the prospects you own."
          >
            <WorkEmailForm email={loaderData.email} />
          </SettingsSection>
          <TwoFactorSection status={loaderData.security} />
          <SessionsSection sessions={loaderData.sessions} />
        </TabsContent>
        {company ? (
          <>
            <TabsContent value="company" className="mt-6">
              <CompanyProfileForm profile={company.profile} />
            </TabsContent>
            <TabsContent value="quotes" className="mt-6 grid gap-5">
              <QuoteTemplateForm template={company.quoteTemplate} />
              <ApprovalPolicyForm policy={company.approvalPolicy} />
            </TabsContent>
            <TabsContent value="audit" className="mt-6">
              <AuditLogView {...company.audit} />
            </TabsContent>
          </>
        ) : null}
      </Tabs>
    </>
  );
}

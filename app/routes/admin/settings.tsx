import { paginationFor } from "@shared/api/envelope";
import { AUDIT_PAGE_SIZE, parseAuditFilter } from "@shared/audit/audit-events";
import { useRevalidator, useSearchParams } from "react-router";
import { SettingsSection } from "~/components/admin/settings-section";
import { DateTime } from "~/components/ui/date-time";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { toast } from "~/components/ui/toast-store";
import { PasswordForm } from "~/features/account/password-form";
import { SessionsSection } from "~/features/account/sessions-section";
import { TwoFactorSection } from "~/features/account/two-factor-section";
import { PageHeader } from "~/features/admin-shell/page-header";
import { requireAdmin } from "~/features/admin-shell/require-admin.server";
import { AuditLogView } from "~/features/audit/audit-log-view";
import { ApprovalPolicyForm } from "~/features/settings/approval-policy-form";
import { CompanyProfileForm } from "~/features/settings/company-profile-form";
import { QuoteTemplateForm } from "~/features/settings/quote-template-form";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => [{ title: "Settings | Sentinel Forge admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, sessionId } = requireAdmin(request, context);
  const { mfa, sessions, companyProfile, auditLog } = context.repositories;
  const filter = parseAuditFilter(new URL(request.url).searchParams);
  const [security, sessionList, profile, quoteTemplate, approvalPolicy, log] = await Promise.all([
    mfa.status(user.id),
    sessions.listForUser(user.id, sessionId),
    companyProfile.get(),
    companyProfile.quoteTemplate(),
    companyProfile.approvalPolicy(),
    auditLog.list({ ...filter, limit: AUDIT_PAGE_SIZE }),
  ]);
  return {
    security,
    sessions: sessionList,
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

const tabs = ["account", "company", "quotes", "audit"] as const;
type Tab = (typeof tabs)[number];

/** Seed 001 §2 Settings: own account, company profile, audit log (tab kept in the URL). */
export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const revalidator = useRevalidator();
  const requested = params.get("tab");
  const tab: Tab = tabs.includes(requested as Tab) ? (requested as Tab) : "account";
  return (
    <>
      <PageHeader
        title="Settings"
        description="Your account, the company profile, quote documents and the audit log."
      />
      <Tabs
        value={tab}
        onValueChange={(next) => setParams({ tab: next }, { preventScrollReset: true })}
      >
        <TabsList aria-label="Settings sections">
          <TabsTrigger value="account">Your account</TabsTrigger>
          <TabsTrigger value="company">Company profile</TabsTrigger>
          <TabsTrigger value="quotes">Quote documents</TabsTrigger>
          <TabsTrigger value="audit">Audit log</TabsTrigger>
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
          <TwoFactorSection status={loaderData.security} />
          <SessionsSection sessions={loaderData.sessions} />
        </TabsContent>
        <TabsContent value="company" className="mt-6">
          <CompanyProfileForm profile={loaderData.profile} />
        </TabsContent>
        <TabsContent value="quotes" className="mt-6 grid gap-5">
          <QuoteTemplateForm template={loaderData.quoteTemplate} />
          <ApprovalPolicyForm policy={loaderData.approvalPolicy} />
        </TabsContent>
        <TabsContent value="audit" className="mt-6">
          <AuditLogView {...loaderData.audit} />
        </TabsContent>
      </Tabs>
    </>
  );
}

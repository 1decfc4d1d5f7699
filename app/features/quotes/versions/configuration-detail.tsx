import { formatMoney } from "@shared/pricing/money";
import type { ConfigurationDetail as Detail } from "@shared/quotes/configuration-admin";
import { appliedDiscounts, discountFigures } from "@shared/quotes/presentation/quote-figures";
import { ArrowLeft, SearchX } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useNavigationType, useSearchParams } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { DateTime } from "~/components/ui/date-time";
import { EmptyState } from "~/components/ui/empty-state";
import { RetryButton } from "~/components/ui/load-failed";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { ApprovalNotice } from "~/features/quotes/approvals/approval-notice";
import { ApiError } from "~/lib/api-client";
import type { QuerySeed } from "~/lib/query-seed";
import { ArchivedBadge, QuoteStatusBadge } from "../../../components/quotes/status-badge";
import { DetailActions } from "./detail-actions";
import { DiscountPanel } from "./discount-panel";
import { DocumentsPanel } from "./documents-panel";
import { RemindersPanel } from "./reminders-panel";
import { SendsList } from "./sends-list";
import { ServicesPanel } from "./services-panel";
import { ShareLinksPanel } from "./share-links-panel";
import { useConfigurationDetail } from "./use-configurations";
import { VersionsPanel } from "./versions-panel";

/** Back to the list as it was: the same filters, sort and page, without `id`. */
function BackLink() {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.delete("id");
  return (
    <Link
      to={`?${next}`}
      className={buttonClasses({ variant: "ghost", size: "sm", className: "-ml-3 mb-4" })}
    >
      <ArrowLeft aria-hidden className="size-4" />
      All configurations
    </Link>
  );
}

function Total({ label, cents, testId }: { label: string; cents: number; testId: string }) {
  return (
    <div className="grid gap-1 rounded-2xl border border-border bg-surface p-4">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="text-xl font-bold tabular-nums" data-testid={testId}>
        {formatMoney(cents)}
      </dd>
    </div>
  );
}

function DetailBody({ detail }: { detail: Detail }) {
  const { configuration, versions, shares } = detail;
  const current = versions.find((version) => version.version === configuration.currentVersion);
  const heading = useRef<HTMLHeadingElement>(null);
  const navigation = useNavigationType();
  // A link on this page (a row, a duplicate) replaced what had focus with this section: focus
  // starts at its name. A page load or the back button leaves focus where the browser puts it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per configuration opened
  useEffect(() => {
    if (navigation !== "POP") heading.current?.focus();
  }, [configuration.id]);
  return (
    <section aria-labelledby="configuration-title" className="grid grid-cols-1 gap-6">
      <div className="grid grid-cols-1 gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h2
            id="configuration-title"
            ref={heading}
            tabIndex={-1}
            className="text-xl font-bold tracking-tight outline-none sm:text-2xl"
          >
            {configuration.name}
          </h2>
          <span className="flex flex-wrap gap-1.5" data-testid="detail-status">
            <QuoteStatusBadge status={configuration.status} />
            {configuration.isActive ? null : <ArchivedBadge />}
          </span>
        </div>
        <p className="text-sm wrap-anywhere text-muted">
          {configuration.prospect ? (
            <>
              <span className="font-medium text-fg">{configuration.prospect.companyName}</span> ·{" "}
              {configuration.prospect.email}
            </>
          ) : (
            "No prospect linked"
          )}
          {" · "}
          Version {configuration.currentVersion} of {versions.length} ·{" "}
          {configuration.locations === 1 ? "1 location" : `${configuration.locations} locations`} ·
          created <DateTime iso={configuration.createdAt} />
        </p>
        <DetailActions detail={detail} />
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Total label="Monthly" cents={configuration.monthlyCents} testId="total-monthly" />
        <Total
          label="A year paid up front"
          cents={configuration.annuallyCents}
          testId="total-annually"
        />
        <Total label="Setup" cents={configuration.setupCents} testId="total-setup" />
        {/* Decision 049: a staff discount is a discount, never "savings"; each has its card. */}
        {current
          ? appliedDiscounts({ discounts: discountFigures(current) }).map((discount) => (
              <Total
                key={discount.key}
                label={`${discount.label}, ${discount.per}`}
                cents={discount.cents}
                testId={`total-${discount.key}`}
              />
            ))
          : null}
      </dl>
      <ApprovalNotice configurationId={configuration.id} version={configuration.currentVersion} />
      <Tabs defaultValue="versions">
        <TabsList aria-label="Configuration details">
          <TabsTrigger value="versions">Versions ({versions.length})</TabsTrigger>
          <TabsTrigger value="services">Services</TabsTrigger>
          <TabsTrigger value="discount">Discount</TabsTrigger>
          <TabsTrigger value="shares">Share links ({shares.length})</TabsTrigger>
          <TabsTrigger value="documents">Cover letter and terms</TabsTrigger>
        </TabsList>
        <TabsContent value="versions">
          <VersionsPanel detail={detail} />
        </TabsContent>
        <TabsContent value="services">
          <ServicesPanel detail={detail} />
        </TabsContent>
        <TabsContent value="discount">
          <DiscountPanel detail={detail} />
        </TabsContent>
        <TabsContent value="shares" className="grid gap-6">
          <SendsList sends={detail.sends} />
          <RemindersPanel key={detail.configuration.id} detail={detail} />
          <ShareLinksPanel detail={detail} />
        </TabsContent>
        <TabsContent value="documents">
          <DocumentsPanel id={configuration.id} />
        </TabsContent>
      </Tabs>
    </section>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" aria-label="Loading the configuration" className="grid gap-6">
      <div className="grid gap-3">
        <div className="h-7 w-72 max-w-full animate-pulse rounded bg-surface-2" />
        <div className="h-4 w-96 max-w-full animate-pulse rounded bg-surface-2" />
        <div className="flex gap-2">
          {[0, 1, 2, 3].map((item) => (
            <div key={item} className="h-9 w-28 animate-pulse rounded-lg bg-surface-2" />
          ))}
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((item) => (
          <div key={item} className="h-20 animate-pulse rounded-2xl bg-surface-2" />
        ))}
      </div>
      <div className="h-64 animate-pulse rounded-2xl bg-surface-2" />
    </div>
  );
}

/** One configuration, opened from the list (`?id=`); the back button returns to the list. */
export function ConfigurationDetailView({
  id,
  seed,
}: {
  id: string;
  seed?: QuerySeed<Detail> | null;
}) {
  const query = useConfigurationDetail(id, seed);
  return (
    <>
      <BackLink />
      {query.data ? (
        <DetailBody detail={query.data} />
      ) : query.isError ? (
        <EmptyState
          icon={SearchX}
          title={
            query.error instanceof ApiError && [400, 404].includes(query.error.status)
              ? "This configuration does not exist"
              : "The configuration could not be loaded"
          }
          action={<RetryButton onRetry={query.refetch} />}
        />
      ) : (
        <DetailSkeleton />
      )}
    </>
  );
}

import { PageHero } from "~/components/landing/page-hero";
import { titledPageMeta } from "~/features/seo/page-meta";
import { COMING_SOON } from "~/features/service-builder-teaser/teaser-content";
import { TeaserPromises } from "~/features/service-builder-teaser/teaser-promises";
import {
  EarlyAccess,
  LaunchTimeline,
  TeaserContact,
  TeaserFeatures,
} from "~/features/service-builder-teaser/teaser-sections";
import { WaitlistCard } from "~/features/service-builder-teaser/waitlist-card";
import { QueryProvider } from "~/lib/query-provider";
import type { Route } from "./+types/service-builder-teaser";
import { companyFromMatches, useCompany } from "./layout";

const DESCRIPTION =
  "Service Builder is coming soon: assess your security needs, configure managed services and see real-time pricing and an implementation timeline. Join the waitlist.";

/** Every /service-builder/* path is this one page: one canonical address. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  titledPageMeta({
    siteUrl: loaderData?.siteUrl ?? "",
    path: "/service-builder",
    title: "Service Builder: Coming Soon",
    description: DESCRIPTION,
    company: companyFromMatches(matches),
  });

export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: context.siteUrl };
}

/** Seed 000 §2 teaser at /service-builder and every path under it. */
export default function ServiceBuilderTeaser() {
  const company = useCompany();
  return (
    <QueryProvider>
      <div data-page="service-builder-teaser">
        <PageHero
          eyebrow={
            <span className="inline-flex flex-wrap items-center gap-3">
              <span className="inline-flex items-center gap-2 rounded-full border border-primary/40 bg-primary-soft px-3 py-1 tracking-wider normal-case">
                <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-primary" />
                {COMING_SOON}
              </span>
              {/* Issue 34: what the badge is about, and that something works already. */}
              <span className="tracking-normal text-muted normal-case">
                The public launch · early access is open today
              </span>
            </span>
          }
          title="Service Builder"
          lead="Configure managed IT and security services for every location, see the price as you go, and leave with a rollout plan, in minutes instead of meetings."
          className="pb-16"
          aside={<WaitlistCard />}
        >
          <TeaserPromises />
        </PageHero>
        <EarlyAccess />
        <TeaserFeatures />
        <LaunchTimeline />
        <TeaserContact company={company} />
      </div>
    </QueryProvider>
  );
}

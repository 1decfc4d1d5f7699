import { DEFAULT_PRICING_CATEGORY, pricingCategories } from "@shared/pricing/categories";
import { LandingSection } from "~/components/landing/landing-section";
import { SectionHeading } from "~/components/landing/section-heading";
import { Tabs, TabsContent } from "~/components/ui/tabs";
import { useFeatureExplanations } from "./api/get-feature-explanations";
import { usePricingLists } from "./api/get-pricing";
import { BuilderInvitation } from "./builder-invitation";
import { CategoryPanel } from "./category-panel";
import { CategoryTabList } from "./category-tab-list";
import type { PricingSectionData } from "./pricing-data";
import { LoadingOverlay, LoadingPlaceholder, PricingError } from "./pricing-status";

/**
 * Seed 000 §2 'Enterprise Security Pricing' (anchor #pricing). Server-rendered from the
 * loader's data; client refetches go through TanStack Query and drive the loading, error
 * and empty states.
 */
export function PricingSection({ data }: { data: PricingSectionData }) {
  const pricing = usePricingLists(data.pricing);
  const explanations = useFeatureExplanations(data.explanations);
  const loading = pricing.isFetching || explanations.isFetching;

  return (
    <LandingSection id="pricing">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="pricing-heading"
          eyebrow="Pricing"
          title="Enterprise Security Pricing"
          lead="Clear per-seat and per-device pricing with onboarding included. Compare plans side by side, then let us tailor a quote to your environment."
        />

        <div className="mt-12">
          {pricing.isError ? (
            <PricingError />
          ) : pricing.data ? (
            <Tabs defaultValue={DEFAULT_PRICING_CATEGORY}>
              <CategoryTabList />
              <div className="relative mt-10" aria-busy={loading}>
                {pricingCategories.map((category) => (
                  <TabsContent key={category} value={category}>
                    <CategoryPanel
                      category={category}
                      lists={pricing.data}
                      explanations={explanations.data}
                      loading={loading}
                    />
                  </TabsContent>
                ))}
                {loading ? <LoadingOverlay /> : null}
              </div>
            </Tabs>
          ) : (
            <LoadingPlaceholder />
          )}
        </div>
        <BuilderInvitation />
      </div>
    </LandingSection>
  );
}

import { isProtectionCategory, type PricingCategory } from "@shared/pricing/categories";
import { sortPlans } from "@shared/pricing/ordering";
import type { FeatureExplanations } from "@shared/pricing/schemas";
import { BackupAddOns } from "./backup-add-ons";
import { categoryMeta } from "./category-meta";
import { CompliancePackages } from "./compliance-packages";
import { PlanComparisonTable } from "./plan-comparison-table";
import type { PricingLists } from "./pricing-data";
import { EmptyState } from "./pricing-status";

export interface CategoryPanelProps {
  category: PricingCategory;
  lists: PricingLists;
  explanations: FeatureExplanations;
  loading: boolean;
}

/** One tab's content: compliance packages, or (add-ons and) the plan comparison. */
export function CategoryPanel({ category, lists, explanations, loading }: CategoryPanelProps) {
  const plans = sortPlans(category, lists.categories[category]);
  if (category === "compliance") return <CompliancePackages packages={plans} />;
  const addOns = isProtectionCategory(category)
    ? lists.backupSolutions.filter((addOn) => addOn.category === category)
    : [];
  return (
    <>
      <BackupAddOns addOns={addOns} />
      {plans.length > 0 ? (
        <PlanComparisonTable
          title={categoryMeta[category].title}
          plans={plans}
          explanations={explanations}
          loading={loading}
        />
      ) : (
        <EmptyState>No plans available for this category</EmptyState>
      )}
    </>
  );
}

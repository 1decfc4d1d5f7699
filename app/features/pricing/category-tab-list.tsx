import { pricingCategories } from "@shared/pricing/categories";
import { Tabs as TabsPrimitive } from "radix-ui";
import { categoryMeta } from "./category-meta";

/**
 * Seed 000 §2: six tabs with icon, title and description; two and three columns on
 * narrower screens so every tab stays visible and large enough to tap. A tab's name is all
 * of its text, title then description: a name of the title alone would leave out text the
 * tab shows (WCAG 2.5.3, label in name).
 */
export function CategoryTabList() {
  return (
    <TabsPrimitive.List
      aria-label="Pricing categories"
      className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-6"
    >
      {pricingCategories.map((category) => {
        const { icon: Icon, title, description } = categoryMeta[category];
        return (
          <TabsPrimitive.Trigger
            key={category}
            value={category}
            className="group flex h-full cursor-pointer flex-col items-start gap-3 rounded-xl border border-border bg-surface p-3 text-left transition-colors hover:border-primary/60 data-[state=active]:border-primary data-[state=active]:bg-primary-soft data-[state=active]:shadow-md sm:p-4"
          >
            <span className="grid size-9 place-items-center rounded-lg bg-surface-2 text-primary transition-colors group-data-[state=active]:bg-primary group-data-[state=active]:text-primary-fg sm:size-10">
              <Icon aria-hidden className="size-5" />
            </span>
            <span className="grid gap-1">
              <span className="text-sm leading-snug font-semibold text-fg">{title}</span>{" "}
              <span className="text-xs leading-snug text-muted">{description}</span>
            </span>
          </TabsPrimitive.Trigger>
        );
      })}
    </TabsPrimitive.List>
  );
}

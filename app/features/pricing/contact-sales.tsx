import { ArrowRight } from "lucide-react";
import { scrollToSection } from "~/components/landing/motion";
import { Button } from "~/components/ui/button";

/**
 * The footer of the comparison table and of a compliance package. Seed 000 §2: scrolls
 * smoothly to #contact (instantly under reduced motion) and moves focus there.
 */
export function ContactSales() {
  return (
    <div className="flex flex-col items-center gap-4 border-t border-border bg-surface-2/60 px-6 py-7 text-center sm:flex-row sm:justify-between sm:text-left">
      <div>
        <p className="text-lg font-semibold text-fg">Ready to Get Started?</p>
        <p className="mt-1 text-sm text-muted">
          A security specialist will size the right plan with you and send a tailored quote.
        </p>
      </div>
      <Button size="lg" className="shrink-0" onClick={() => scrollToSection("contact")}>
        Contact Sales Team
        <ArrowRight aria-hidden className="size-4" />
      </Button>
    </div>
  );
}

import { Button } from "~/components/ui/button";
import { toast, toastVariants } from "~/components/ui/toast-store";
import { DiagnosticsSection } from "./diagnostics-layout";

/** One sample toast per variant, to check how each looks and closes. */
export function ToastSamples() {
  return (
    <DiagnosticsSection id="toast" title="Notifications">
      <div className="mt-4 flex flex-wrap gap-2">
        {toastVariants.map((variant) => (
          <Button
            key={variant}
            variant="outline"
            size="sm"
            onClick={() =>
              toast({
                title: `Sample ${variant} notification`,
                description: "Closes after 5 seconds.",
                variant,
              })
            }
          >
            Show {variant}
          </Button>
        ))}
      </div>
    </DiagnosticsSection>
  );
}

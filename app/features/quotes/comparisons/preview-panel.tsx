import type { ComparisonItemInput } from "@shared/quotes/comparison";
import { Columns3 } from "lucide-react";
import { apiMessage } from "~/lib/form-errors";
import { SideBySide, SideBySideSkeleton } from "./side-by-side";
import { useComparisonPreview } from "./use-comparisons";

/** The unsaved options side by side, asked for again whenever the options change. */
export function PreviewPanel({ items }: { items: ComparisonItemInput[] | null }) {
  const preview = useComparisonPreview(items);
  return (
    <section aria-labelledby="comparison-preview" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="comparison-preview" className="text-lg font-semibold">
          Side by side
        </h2>
        <span aria-live="polite" className="text-sm text-muted">
          {items && preview.isFetching && preview.isPlaceholderData ? "Updating..." : ""}
        </span>
      </div>
      {items === null ? (
        <div className="grid justify-items-center gap-2 rounded-2xl border border-dashed border-border bg-surface px-6 py-10 text-center">
          <Columns3 aria-hidden className="size-7 text-muted" />
          <p className="max-w-md text-sm text-muted">
            Choose at least two different configuration versions above to see them side by side.
          </p>
        </div>
      ) : preview.isPending ? (
        <SideBySideSkeleton />
      ) : preview.isError ? (
        <p role="alert" className="rounded-2xl border border-danger/40 bg-danger/10 p-4 text-sm">
          {apiMessage(preview.error, "The comparison could not be loaded. Please try again.")}
        </p>
      ) : (
        <SideBySide view={preview.data} />
      )}
    </section>
  );
}

import { Check, X } from "lucide-react";

/** A check or a cross, with words for screen readers. */
export function InclusionMark({ included }: { included: boolean }) {
  return included ? (
    <span className="inline-grid size-7 place-items-center rounded-full bg-success/15 text-success">
      <Check aria-hidden strokeWidth={3} className="size-4" />
      <span className="sr-only">Included</span>
    </span>
  ) : (
    <span className="inline-grid size-7 place-items-center text-muted">
      <X aria-hidden className="size-4" />
      <span className="sr-only">Not included</span>
    </span>
  );
}

import { formatMoney } from "@shared/pricing/money";
import type { BuilderState } from "@shared/quotes/builder/draft";
import { describeAdjustment } from "@shared/quotes/engine/adjustment-constants";
import type { QuoteAdjustment } from "@shared/quotes/engine/adjustments";
import { sameLine } from "@shared/quotes/same-line";
import { BadgePercent, ListChecks, X } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast-store";
import { apiMessage } from "~/lib/form-errors";
import { useBuilder } from "./builder-context";
import { useCarriedQuote } from "./use-quote";

const DRAFT_URL = "/api/sb/draft";

function label(adjustment: QuoteAdjustment, serviceName: (id: number) => string) {
  const amount = describeAdjustment(adjustment, formatMoney);
  if (adjustment.scope === "setup") return `Setup discount ${amount}`;
  if (adjustment.scope === "line") {
    return `Line discount ${amount} on ${serviceName(adjustment.serviceId ?? 0)}`;
  }
  return `Staff discount ${amount}`;
}

/**
 * The staff discounts a staff-opened session carries from the version it was opened from
 * (issue 33, decision 050): each shown with what it takes off, kept on save, or removed here
 * on purpose. A line discount whose service left the quote is listed as dropped. The lines
 * staff marked optional are named too: the save keeps them optional (decision 072).
 */
export function StaffDiscounts() {
  const { server, servicesById, requests, adopt, draft } = useBuilder();
  const { result, kept, dropped } = useCarriedQuote();
  const [removing, setRemoving] = useState<number | null>(null);
  const carried = server.staffAdjustments;
  // Marks on lines the visitor removed leave with them (decision 072).
  const optional = (carried?.optionalLines ?? []).filter((mark) =>
    draft.selections.some((selection) => sameLine(selection, mark)),
  );
  if (!carried || carried.adjustments.length + optional.length === 0) return null;
  const serviceName = (id: number) => servicesById.get(id)?.name ?? `service ${id}`;
  const siteName = (id: string) =>
    draft.locations.find((location) => location.id === id)?.name ?? id;

  const remove = async (index: number) => {
    setRemoving(index);
    try {
      adopt(
        await requests.apiData<BuilderState>(`${DRAFT_URL}/staff-adjustments/${index}`, {
          method: "DELETE",
        }),
      );
    } catch (error) {
      toast({
        title: "The discount could not be removed",
        description: apiMessage(error, "Please try again."),
        variant: "error",
      });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <section
      aria-label="Staff discounts"
      className="grid gap-2 border-t border-border pt-3 text-sm"
      data-testid="staff-discounts"
    >
      <ul className="grid gap-2">
        {carried.adjustments.map((adjustment, index) => {
          const at = kept.indexOf(adjustment);
          const applied = at >= 0 ? result.adjustments[at] : undefined;
          const taken = applied
            ? applied.monthlyCents > 0
              ? `−${formatMoney(applied.monthlyCents)} / mo`
              : applied.annualCents > 0
                ? `−${formatMoney(applied.annualCents)} / yr`
                : applied.setupCents > 0
                  ? `−${formatMoney(applied.setupCents)} setup`
                  : null
            : null;
          const text = `${label(adjustment, serviceName)} (from version ${carried.fromVersion})`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: discounts have no id; the index is what the API removes
            <li key={index} className="flex items-start gap-2">
              <BadgePercent aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              <span className="grid flex-1 gap-0.5">
                <span className="font-medium">{text}</span>
                <span className="text-xs text-muted">
                  {adjustment.reason}
                  {taken ? ` · ${taken}` : ""}
                  {at < 0 ? " · dropped: its service is no longer in the quote" : ""}
                </span>
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="size-9 shrink-0 text-muted hover:text-danger"
                aria-label={`Remove the discount: ${text}`}
                disabled={removing !== null}
                onClick={() => remove(index)}
              >
                <X aria-hidden className="size-4" />
              </Button>
            </li>
          );
        })}
      </ul>
      {optional.length > 0 ? (
        <p className="flex items-start gap-2" data-testid="carried-optional-items">
          <ListChecks aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            <span className="font-medium">
              Optional for the customer (from version {carried.fromVersion}):
            </span>{" "}
            {optional
              .map((mark) => `${serviceName(mark.serviceId)} at ${siteName(mark.locationId)}`)
              .join(", ")}
          </span>
        </p>
      ) : null}
      {dropped.length > 0 ? (
        <ul className="grid gap-1 text-xs text-muted" aria-label="Dropped discounts">
          {dropped.map((entry) => (
            <li key={entry.note}>{entry.note}</li>
          ))}
        </ul>
      ) : carried.adjustments.length > 0 ? (
        <p className="text-xs text-muted">Kept when you save, unless you remove them here.</p>
      ) : null}
    </section>
  );
}

import { formatMoney } from "@shared/pricing/money";
import {
  addService,
  isChosenAt,
  removeService,
  setQuantity,
} from "@shared/quotes/builder/selections";
import { removalBlocker } from "@shared/quotes/engine/selection";
import type { QuoteSelection } from "@shared/quotes/engine/types";
import { Plus, Undo2 } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { FormNotice } from "~/components/ui/form-notice";
import { useBuilder } from "~/features/quotes/builder/builder-context";
import { useAdvance } from "~/features/quotes/builder/builder-shell";
import { LocationLines } from "~/features/quotes/builder/location-lines";
import { LocationPicker } from "~/features/quotes/builder/location-picker";
import { StaffDiscounts } from "~/features/quotes/builder/staff-discounts";
import { nextIcon, StepActions } from "~/features/quotes/builder/step-actions";
import { StepHeading } from "~/features/quotes/builder/step-heading";
import { stepMeta } from "~/features/quotes/builder/step-meta";
import { TotalsPanel } from "~/features/quotes/builder/totals-panel";
import { useQuote } from "~/features/quotes/builder/use-quote";
import { invalidFields, refusalText } from "~/lib/invalid-fields";

/**
 * The catalogue dialog and its library load when the visitor reaches for "Add services"
 * (pointer or focus on it), not with the step (issue 37, decision 080).
 */
const loadAddServices = () => import("~/features/quotes/builder/add-services-dialog");
const AddServicesDialog = lazy(() =>
  loadAddServices().then((module) => ({ default: module.AddServicesDialog })),
);
const preloadAddServices = () => {
  loadAddServices().catch(() => {
    // Offline: the click tries again.
  });
};

export const meta = () => stepMeta("Configure");

const UNDO_ID = "undo-removal";

/** A line just removed, kept so Undo can put it back with its quantity (issue 34). */
interface Removal {
  serviceId: number;
  locationId: string;
  where: string;
  name: string;
  entries: { selection: QuoteSelection; index: number }[];
}

/**
 * Step 4 (issue 10): per location, the services with their quantities, prices recomputed in
 * the browser by the shared engine on every change (no request per keystroke).
 */
export default function ConfigureStep() {
  const { catalogue, servicesById: services, draft, update } = useBuilder();
  const advance = useAdvance();
  const quote = useQuote();
  // The location in view is in the address, so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const currentId = params.get("location") ?? draft.locations[0]?.id ?? "";
  const [adding, setAdding] = useState(false);
  // Mounted from the first open on, so closing it returns focus as a mounted dialog does.
  const [dialogUsed, setDialogUsed] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [removed, setRemoved] = useState<Removal | null>(null);
  const restoredLine = useRef<number | null>(null);
  // The removed line's button is gone: focus goes to Undo, and back to the line once undone.
  useEffect(() => {
    if (removed) document.getElementById(UNDO_ID)?.focus();
  }, [removed]);
  useEffect(() => {
    const serviceId = restoredLine.current;
    if (serviceId === null) return;
    const line = document.querySelector<HTMLElement>(`[data-line="${serviceId}"]`);
    if (!line) return;
    restoredLine.current = null;
    line.querySelector<HTMLElement>('button[aria-label^="Remove"]')?.focus();
  });
  const step = useRef<HTMLDivElement>(null);
  const current =
    quote.locations.find((location) => location.locationId === currentId) ?? quote.locations[0];
  if (!current) return null;
  const locationId = current.locationId;

  const remove = (serviceId: number) => {
    const reason = removalBlocker(catalogue, draft.selections, locationId, serviceId);
    if (reason) {
      setRefusal(reason);
      return;
    }
    setRefusal(null);
    // Issue 34: a removal can be undone, with the quantity the line had.
    const entries = draft.selections.flatMap((selection, index) =>
      selection.serviceId === serviceId && selection.locationId === locationId
        ? [{ selection, index }]
        : [],
    );
    const name = services.get(serviceId)?.name ?? "The service";
    setRemoved(
      entries.length > 0 ? { serviceId, locationId, where: current.name, name, entries } : null,
    );
    update((d) => ({ ...d, selections: removeService(d.selections, serviceId, locationId) }));
  };
  const undo = () => {
    if (!removed) return;
    const { entries, serviceId } = removed;
    update((d) => {
      const selections = [...d.selections];
      for (const { selection, index } of entries) {
        if (isChosenAt(selections, selection.locationId, selection.serviceId)) continue;
        selections.splice(Math.min(index, selections.length), 0, selection);
      }
      return { ...d, selections };
    });
    setRemoved(null);
    restoredLine.current = serviceId;
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <div ref={step} className="grid min-w-0 content-start gap-6">
        <StepHeading step="configure" />
        <div className="grid min-w-0 gap-6">
          <LocationPicker
            locations={quote.locations}
            current={locationId}
            onSelect={(id) => {
              setParams({ location: id }, { replace: true, preventScrollReset: true });
              setRefusal(null);
              setProblem(null);
            }}
          />
          <section aria-labelledby="location-title" className="grid min-w-0 content-start gap-4">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div>
                <h2 id="location-title" className="text-xl font-semibold">
                  {current.name}
                </h2>
                <p className="text-sm text-muted tabular-nums" data-testid="location-totals">
                  {formatMoney(current.totals.monthlyCents)} per month
                  {current.totals.annualBilledCents > 0
                    ? ` + ${formatMoney(current.totals.annualBilledCents)} per year`
                    : ""}{" "}
                  · setup {formatMoney(current.totals.setupCents)}
                </p>
              </div>
              <Button
                variant="outline"
                onPointerEnter={preloadAddServices}
                onFocus={preloadAddServices}
                onClick={() => {
                  setDialogUsed(true);
                  setAdding(true);
                }}
              >
                <Plus aria-hidden className="size-4" />
                Add services
              </Button>
            </div>
            <div role="status" aria-live="polite" className="empty:hidden">
              {removed && removed.locationId === locationId ? (
                <p className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface-2 p-3 text-sm">
                  <span>
                    Removed {removed.name} from {removed.where}.
                  </span>
                  <Button
                    id={UNDO_ID}
                    variant="outline"
                    size="sm"
                    aria-label={`Undo: restore ${removed.name} at ${removed.where}`}
                    onClick={undo}
                  >
                    <Undo2 aria-hidden className="size-4" />
                    Undo
                  </Button>
                </p>
              ) : null}
            </div>
            {refusal ? (
              <p
                role="alert"
                className="rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm font-medium"
              >
                {refusal}
              </p>
            ) : null}
            <LocationLines
              key={locationId}
              location={current}
              services={services}
              selections={draft.selections}
              riskLevel={quote.riskLevel}
              onQuantity={(serviceId, quantity) => {
                setProblem(null);
                update((d) => ({
                  ...d,
                  selections: setQuantity(d.selections, locationId, serviceId, quantity),
                }));
              }}
              onRemove={remove}
            />
            {current.lines.some(
              (line) => line.addedFor && !isChosenAt(draft.selections, locationId, line.serviceId),
            ) ? (
              <p className="text-xs text-muted">
                Services marked "Added" are needed by another service you chose: they stay as long
                as that one does.
              </p>
            ) : null}
          </section>
        </div>
        {problem ? (
          <FormNotice tone="danger" role="alert">
            {problem}
          </FormNotice>
        ) : null}
        <StepActions back="/sb/recommendations">
          <Button
            size="lg"
            onClick={() => {
              // Issue 34: a quantity that cannot be priced refuses the continue, named and
              // focused, instead of going on with the last valid one unseen.
              const refused = invalidFields(step.current);
              if (refused.length > 0) {
                setProblem(refusalText(refused));
                refused[0]?.focus();
                return;
              }
              setProblem(null);
              advance("summary");
            }}
          >
            Review summary
            {nextIcon}
          </Button>
        </StepActions>
      </div>
      <TotalsPanel quote={quote} title="Total, all locations">
        <StaffDiscounts />
      </TotalsPanel>
      {dialogUsed ? (
        <Suspense fallback={null}>
          <AddServicesDialog
            open={adding}
            onOpenChange={setAdding}
            catalogue={catalogue}
            present={new Set(current.lines.map((line) => line.serviceId))}
            locationName={current.name}
            onAdd={(serviceId, everywhere) => {
              update((d) => ({
                ...d,
                selections: addService(
                  d.selections,
                  everywhere ? d.locations : [{ id: locationId }],
                  serviceId,
                ),
              }));
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

import { COMPARISON_NAME_MAX, comparisonInputSchema } from "@shared/quotes/comparison";
import { Plus, Save } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { SaveFailureAlert } from "~/components/admin/save-failure-alert";
import { Button, buttonClasses } from "~/components/ui/button";
import { Field, inputClasses } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { cn } from "~/lib/cn";
import { useFormFailure } from "~/lib/use-form-failure";
import {
  apiErrorsBySlot,
  canAddSlot,
  canRemoveSlot,
  DUPLICATE_VERSION,
  emptySlot,
  itemsOf,
  moveSlot,
  type OptionSlot,
  slotProblems,
} from "./editor-state";
import { OptionSlotCard } from "./option-slot";
import { PreviewPanel } from "./preview-panel";
import { useSaveComparison } from "./use-comparisons";

export interface EditorStart {
  /** Absent: a new comparison. */
  id?: string;
  updatedAt?: string;
  name: string;
  slots: OptionSlot[];
}

/**
 * Choose two to four configuration versions, label them, see them side by side as they are
 * chosen, and save them under a name. Editing a saved one sends the `updatedAt` it loaded:
 * if someone saved in between, a clear message offers the latest copy.
 */
export function ComparisonEditor({
  start,
  cancelTo,
  onSaved,
}: {
  start: EditorStart;
  cancelTo: string;
  onSaved(id: string): void;
}) {
  const [name, setName] = useState(start.name);
  const [slots, setSlots] = useState<OptionSlot[]>(start.slots);
  const [attempted, setAttempted] = useState(false);
  const save = useSaveComparison();
  const failure = useFormFailure("Could not save the comparison.");
  const items = itemsOf(slots);

  const problems = slotProblems(slots);
  const server = apiErrorsBySlot(slots, failure.errors);
  const nameCheck = comparisonInputSchema.shape.name.safeParse(name);
  const nameError =
    server.name ??
    (attempted && !nameCheck.success ? nameCheck.error.issues[0]?.message : undefined);
  /** An empty option is pointed out on save; a version chosen twice at once. */
  const slotError = (slot: OptionSlot) => {
    const problem = problems[slot.key];
    const shown = problem && (attempted || problem === DUPLICATE_VERSION) ? problem : undefined;
    return server.bySlot[slot.key] ?? shown;
  };

  const update = (next: OptionSlot[]) => {
    setSlots(next);
    failure.setErrors({});
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    failure.clearAlert();
    if (!nameCheck.success || !items) {
      failure.refuse({
        ...(nameCheck.success ? {} : { name: nameCheck.error.issues[0]?.message ?? "" }),
        ...problems,
      });
      return;
    }
    if (save.isPending) return;
    failure.setErrors({});
    save.mutate(
      { id: start.id, expectedUpdatedAt: start.updatedAt, name: nameCheck.data, items },
      { onSuccess: (detail) => onSaved(detail.comparison.id), onError: failure.fail },
    );
  }

  return (
    <form
      ref={failure.formRef}
      noValidate
      onSubmit={submit}
      aria-label="Comparison editor"
      className="grid gap-8"
    >
      <Field label="Name" required error={nameError} className="max-w-xl">
        {(control) => (
          <input
            {...control}
            value={name}
            maxLength={COMPARISON_NAME_MAX}
            placeholder="e.g. Harbor Dental: three tiers"
            onChange={(event) => setName(event.target.value)}
            className={cn(inputClasses, "h-11")}
          />
        )}
      </Field>

      <section aria-labelledby="comparison-options" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="comparison-options" className="text-lg font-semibold">
              Options
            </h2>
            <p className="text-sm text-muted">
              Two to four saved configurations. The first is the baseline the savings are measured
              against.
            </p>
          </div>
          {canAddSlot(slots) ? (
            <Button variant="outline" onClick={() => update([...slots, emptySlot()])}>
              <Plus aria-hidden className="size-4" />
              Add option
            </Button>
          ) : null}
        </div>
        <ol className="grid gap-4 md:grid-cols-2">
          {slots.map((slot, index) => (
            <OptionSlotCard
              key={slot.key}
              slot={slot}
              index={index}
              count={slots.length}
              canRemove={canRemoveSlot(slots)}
              error={slotError(slot)}
              onChange={(changed) =>
                update(slots.map((entry) => (entry.key === slot.key ? changed : entry)))
              }
              onRemove={() => update(slots.filter((entry) => entry.key !== slot.key))}
              onMove={(by) => update(moveSlot(slots, index, by))}
            />
          ))}
        </ol>
        {server.items ? <p className="text-sm font-medium text-danger">{server.items}</p> : null}
      </section>

      <PreviewPanel items={items} />

      <div className="grid gap-3">
        <SaveFailureAlert
          message={failure.alert}
          error={save.error}
          reloadLabel="Show the latest version"
          onClose={() => undefined}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Link to={cancelTo} className={buttonClasses({ variant: "ghost" })}>
            Cancel
          </Link>
          <SubmitButton
            pending={save.isPending}
            pendingLabel="Saving"
            icon={<Save aria-hidden className="size-4" />}
          >
            {start.id ? "Save changes" : "Save comparison"}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}

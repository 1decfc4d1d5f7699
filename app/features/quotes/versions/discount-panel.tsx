import type { ConfigurationDetail } from "@shared/quotes/configuration-admin";
import { MAX_ADJUSTMENTS } from "@shared/quotes/engine/adjustment-constants";
import type { SnapshotOption } from "@shared/quotes/snapshot";
import { refusal } from "@shared/quotes/status-machine";
import { useQueryClient } from "@tanstack/react-query";
import { Plus, RotateCw } from "lucide-react";
import { type FormEvent, useMemo, useState } from "react";
import { Button } from "~/components/ui/button";
import { FormNotice } from "~/components/ui/form-notice";
import { LoadFailedLine } from "~/components/ui/load-failed";
import { SubmitButton } from "~/components/ui/submit-button";
import { ApiError } from "~/lib/api-client";
import { useFormFailure } from "~/lib/use-form-failure";
import { CurrentDiscounts } from "./current-discounts";
import {
  adjustmentsFrom,
  type DiscountRow,
  emptyRow,
  type LineChoice,
  lineChoices,
  rowsFrom,
  sameAdjustments,
} from "./discount-form-state";
import { DiscountRowFields } from "./discount-row-fields";
import { OptionalLinesField } from "./optional-lines-field";
import { useSaveDiscounts } from "./use-configuration-mutations";
import { configurationKeys, useVersionContent } from "./use-configurations";

function DiscountForm({
  configurationId,
  version,
  option,
  lines,
}: {
  configurationId: string;
  version: number;
  option: SnapshotOption;
  lines: LineChoice[];
}) {
  const queryClient = useQueryClient();
  const save = useSaveDiscounts(configurationId);
  const [rows, setRows] = useState<DiscountRow[]>(() => rowsFrom(option.adjustments));
  const offeredOptional = useMemo(
    () => new Set(lines.filter((line) => line.optional).map((line) => line.value)),
    [lines],
  );
  const [optional, setOptional] = useState<Set<string>>(() => new Set(offeredOptional));
  const failure = useFormFailure("The new version could not be saved. Please try again.");
  const { errors, setErrors, alert } = failure;
  const [reloading, setReloading] = useState(false);
  const stale = save.error instanceof ApiError && save.error.status === 409;
  const targets = useMemo(
    () => [
      { value: "recurring", label: "Whole quote (recurring)" },
      { value: "setup", label: "Setup fees" },
      ...lines.map((line) => ({ value: line.value, label: line.label })),
    ],
    [lines],
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    save.reset();
    failure.clearAlert();
    const { adjustments, errors: fields } = adjustmentsFrom(rows, lines);
    // Issue 34 "Forms": a refusal focuses and names the first field in error (decision 060).
    if (Object.keys(fields).length > 0) {
      setErrors(fields);
      failure.refuse(fields);
      return;
    }
    setErrors({});
    const sameOptional =
      optional.size === offeredOptional.size &&
      [...optional].every((value) => offeredOptional.has(value));
    if (sameAdjustments(adjustments, option.adjustments) && sameOptional) {
      // A save that would change nothing: no field is wrong, so the message takes focus.
      failure.failWith({
        fields: {},
        alert: `Version ${version} already has exactly these discounts and optional items: change one first.`,
      });
      return;
    }
    const optionalLines = lines
      .filter((line) => optional.has(line.value))
      .map(({ locationId, serviceId }) => ({ locationId, serviceId }));
    save.mutate(
      { expectedVersion: version, adjustments, optionalLines },
      // Fields are focused by the failure; a message about the whole form takes focus.
      { onError: (error) => failure.fail(error) },
    );
  }

  async function reload() {
    setReloading(true);
    await queryClient.invalidateQueries({ queryKey: configurationKeys.all });
    setReloading(false);
  }

  return (
    <form
      ref={failure.formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby="discount-form-title"
      className="grid gap-4"
    >
      <div className="grid gap-1">
        <h3 id="discount-form-title" className="text-base font-semibold">
          Discounts and optional items for the next version
        </h3>
        <p className="text-sm text-muted">
          Saving prices version {version} again with exactly these discounts and optional items as a
          new version; remove a row to drop a discount. Amounts are in dollars, percentages up to
          100.
        </p>
      </div>
      <div ref={failure.alertRef} tabIndex={-1} aria-live="polite" className="grid gap-2">
        {alert ? (
          <FormNotice tone="danger" role="alert">
            {alert}
          </FormNotice>
        ) : null}
        {stale ? (
          <Button variant="outline" disabled={reloading} onClick={() => void reload()}>
            <RotateCw aria-hidden className="size-4" />
            {reloading ? "Reloading..." : "Reload the newest version"}
          </Button>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-4 py-5 text-sm text-muted">
          No discount rows.{" "}
          {option.adjustments.length > 0
            ? "Saving now makes a version without discounts."
            : "Add one to give this quote a discount."}
        </p>
      ) : (
        rows.map((row, index) => (
          <DiscountRowFields
            key={row.key}
            row={row}
            index={index}
            targets={targets}
            errors={errors}
            onChange={(next) => setRows(rows.map((item) => (item.key === row.key ? next : item)))}
            onRemove={() => {
              setRows(rows.filter((item) => item.key !== row.key));
              setErrors({});
            }}
          />
        ))
      )}
      <OptionalLinesField
        lines={lines}
        chosen={optional}
        error={errors.optionalLines}
        onChange={(value, checked) => {
          const next = new Set(optional);
          if (checked) next.add(value);
          else next.delete(value);
          setOptional(next);
        }}
      />
      <div className="flex flex-wrap justify-between gap-3">
        <Button
          variant="outline"
          disabled={rows.length >= MAX_ADJUSTMENTS}
          onClick={() => setRows([...rows, emptyRow()])}
        >
          <Plus aria-hidden className="size-4" />
          Add a discount
        </Button>
        <SubmitButton pending={save.isPending} pendingLabel="Saving">
          Save as new version
        </SubmitButton>
      </div>
    </form>
  );
}

/** Staff discounts on the current version, saved as the next version (never edited in place). */
export function DiscountPanel({ detail }: { detail: ConfigurationDetail }) {
  const { id, currentVersion } = detail.configuration;
  const content = useVersionContent(id, currentVersion);
  const lines = useMemo(
    () => (content.data ? lineChoices(content.data.option) : []),
    [content.data],
  );
  if (content.isPending) {
    return (
      <div role="status" aria-label="Loading the current version" className="grid gap-3">
        {[0, 1].map((row) => (
          <div key={row} className="h-24 animate-pulse rounded-xl bg-surface-2" />
        ))}
      </div>
    );
  }
  if (content.isError) {
    return (
      <LoadFailedLine onRetry={content.refetch}>
        Version {currentVersion} could not be loaded.
      </LoadFailedLine>
    );
  }
  // An accepted version is frozen (decision 048): its discounts are shown, not edited.
  const frozen = refusal(
    { status: detail.configuration.status, archived: !detail.configuration.isActive },
    "saveVersion",
  );
  return (
    <div className="grid grid-cols-1 gap-8">
      <CurrentDiscounts option={content.data.option} lines={lines} version={currentVersion} />
      {frozen ? (
        <p className="text-sm text-muted" data-testid="discount-frozen">
          {frozen}
        </p>
      ) : (
        <DiscountForm
          key={currentVersion}
          configurationId={id}
          version={currentVersion}
          option={content.data.option}
          lines={lines}
        />
      )}
    </div>
  );
}

import type { FieldErrors } from "@shared/api/envelope";
import { dollarsToCents } from "@shared/pricing/money";
import {
  type ApprovalPolicy,
  approvalPolicySchema,
  type StoredApprovalPolicy,
} from "@shared/quotes/discount-approval";
import { type FormEvent, useState } from "react";
import { SettingsSection } from "~/components/admin/settings-section";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { FormAlert } from "~/components/form-alert";
import { Field, inputClasses } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { apiData } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { zodFieldErrors } from "~/lib/form-errors";
import { useFormFailure } from "~/lib/use-form-failure";

type PolicySave = ApprovalPolicy & { expectedVersion: number };

/** A blank box turns the threshold off; anything else must be a number. */
const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text));

/**
 * Issue 35 §5: when a staff discount needs an Approver other than the one who asked. A
 * service's floor price is set on the service in the catalogue.
 */
export function ApprovalPolicyForm({ policy }: { policy: StoredApprovalPolicy }) {
  const [percent, setPercent] = useState(policy.percentOver?.toString() ?? "");
  const [monthly, setMonthly] = useState(
    policy.monthlyOverCents === null ? "" : (policy.monthlyOverCents / 100).toString(),
  );
  const [version, setVersion] = useState(policy.version);
  const failure = useFormFailure("The approval rules were not saved. Please try again.");
  const save = useAdminMutation(
    (body: PolicySave) =>
      apiData<StoredApprovalPolicy>("/api/admin/approval-policy", { method: "PUT", body }),
    "Approval rules saved",
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    failure.clearAlert();
    const dollars = numberOrNull(monthly);
    const parsed = approvalPolicySchema.safeParse({
      percentOver: numberOrNull(percent),
      monthlyOverCents:
        dollars === null || Number.isNaN(dollars) ? dollars : dollarsToCents(dollars),
    });
    if (!parsed.success) {
      const fields: FieldErrors = zodFieldErrors(parsed.error);
      failure.setErrors(fields);
      return failure.refuse(fields);
    }
    failure.setErrors({});
    save.mutate(
      { ...parsed.data, expectedVersion: version },
      { onSuccess: (saved) => setVersion(saved.version), onError: failure.fail },
    );
  }

  return (
    <SettingsSection
      id="approval-policy"
      title="Discount approval"
      description="A staff discount above either threshold, or one that brings a line under its service's floor price, needs an Approver other than the person who asked. Until then the version cannot be shared or sent. Leave a box empty to turn that threshold off."
    >
      <form ref={failure.formRef} onSubmit={submit} noValidate className="grid gap-5">
        <FormAlert message={failure.alert} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label="Share of the first year (%)"
            error={failure.errors.percentOver}
            hint="Staff discounts over this share of the quote's first year."
          >
            {(control) => (
              <input
                {...control}
                inputMode="decimal"
                value={percent}
                onChange={(event) => setPercent(event.target.value)}
                className={cn(inputClasses, "h-11 tabular-nums")}
              />
            )}
          </Field>
          <Field
            label="Amount a month ($)"
            error={failure.errors.monthlyOverCents}
            hint="Recurring staff discounts over this much a month."
          >
            {(control) => (
              <input
                {...control}
                inputMode="decimal"
                value={monthly}
                onChange={(event) => setMonthly(event.target.value)}
                className={cn(inputClasses, "h-11 tabular-nums")}
              />
            )}
          </Field>
        </div>
        <div>
          <SubmitButton pending={save.isPending} pendingLabel="Saving">
            Save approval rules
          </SubmitButton>
        </div>
      </form>
    </SettingsSection>
  );
}

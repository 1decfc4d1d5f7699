import type { Envelope } from "@shared/api/envelope";
import { can } from "@shared/auth/permissions";
import {
  type QuoteDocumentOverride,
  type QuoteDocumentState,
  quoteDocumentOverrideSchema,
} from "@shared/quotes/document-template";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { FormAlert } from "~/components/form-alert";
import { PlaceholderList } from "~/components/quotes/placeholder-list";
import { Field, inputClasses } from "~/components/ui/field";
import { LoadFailedLine } from "~/components/ui/load-failed";
import { SubmitButton } from "~/components/ui/submit-button";
import { toast } from "~/components/ui/toast-store";
import { apiData, apiRequest } from "~/lib/api-client";
import { useCurrentUser } from "~/lib/auth/use-current-user";
import { cn } from "~/lib/cn";
import { zodFieldErrors } from "~/lib/form-errors";
import { retryUnlessRefused } from "~/lib/retry-policy";
import { useFormFailure } from "~/lib/use-form-failure";
import { CONFIGURATIONS_API, configurationKeys } from "./use-configurations";

type Text = keyof QuoteDocumentOverride;
const labels: Record<Text, { own: string; field: string }> = {
  coverLetter: { own: "Write this quote's own cover letter", field: "Cover letter" },
  terms: { own: "Write this quote's own terms", field: "Terms" },
};

const documentKey = (id: string) => [...configurationKeys.all, "document", id] as const;

/**
 * Issue 35 §6: a quote's own cover letter and terms, or the quote template's. Only links made
 * after a save show it: every link keeps the documents it froze.
 */
export function DocumentsPanel({ id }: { id: string }) {
  const query = useQuery({
    queryKey: documentKey(id),
    queryFn: () => apiData<QuoteDocumentState>(`${CONFIGURATIONS_API}/${id}/document`),
  });
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading the cover letter and terms" className="grid gap-4">
        <div className="h-5 w-64 animate-pulse rounded bg-surface-2" />
        <div className="h-40 animate-pulse rounded-lg bg-surface-2" />
        <div className="h-40 animate-pulse rounded-lg bg-surface-2" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadFailedLine onRetry={() => query.refetch()}>
        The cover letter and terms did not load.
      </LoadFailedLine>
    );
  }
  return <DocumentsForm id={id} state={query.data} />;
}

function DocumentsForm({ id, state }: { id: string; state: QuoteDocumentState }) {
  const queryClient = useQueryClient();
  // What the server had when this editor loaded: a save over anything newer answers 409.
  const [loaded, setLoaded] = useState(state.override);
  const [own, setOwn] = useState<Record<Text, boolean>>({
    coverLetter: state.override.coverLetter !== null,
    terms: state.override.terms !== null,
  });
  const [texts, setTexts] = useState<Record<Text, string>>({
    coverLetter: state.override.coverLetter ?? state.defaults.coverLetter,
    terms: state.override.terms ?? state.defaults.terms,
  });
  const failure = useFormFailure("The cover letter and terms were not saved. Please try again.");
  // Decision 062: the template is Settings' (an Owner's); others are told who sets it.
  const canEditTemplate = can(useCurrentUser().data, "settings");
  const save = useMutation({
    mutationFn: (body: QuoteDocumentOverride) =>
      apiRequest<Envelope<QuoteDocumentState>>(`${CONFIGURATIONS_API}/${id}/document`, {
        method: "PUT",
        body: { ...body, expected: loaded },
      }),
    retry: retryUnlessRefused,
    onSuccess: (answer) => {
      if (answer.data) {
        setLoaded(answer.data.override);
        queryClient.setQueryData(documentKey(id), answer.data);
      }
      toast({ title: answer.message ?? "Cover letter and terms saved", variant: "success" });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    failure.clearAlert();
    const parsed = quoteDocumentOverrideSchema.safeParse({
      coverLetter: own.coverLetter ? texts.coverLetter : null,
      terms: own.terms ? texts.terms : null,
    });
    if (!parsed.success) {
      const fields = zodFieldErrors(parsed.error);
      failure.setErrors(fields);
      return failure.refuse(fields);
    }
    failure.setErrors({});
    save.mutate(parsed.data, {
      onError: failure.fail,
    });
  }

  return (
    <form ref={failure.formRef} onSubmit={submit} noValidate className="grid gap-5">
      <p className="text-sm text-muted">
        The quote page and PDF open with the cover letter and end with the terms. Without its own
        texts a quote uses the{" "}
        {canEditTemplate ? (
          <Link
            to="/admin/settings?tab=quotes"
            className="font-medium text-primary hover:underline"
          >
            quote documents in Settings
          </Link>
        ) : (
          "quote documents an Owner sets in Settings"
        )}
        . Links already shared keep the texts they were made with.
      </p>
      <FormAlert message={failure.alert} />
      {(["coverLetter", "terms"] as const).map((text) => (
        <div key={text} className="grid gap-2">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              checked={own[text]}
              onChange={(event) => setOwn({ ...own, [text]: event.target.checked })}
              className="size-4 accent-primary"
            />
            {labels[text].own}
          </label>
          <Field
            label={labels[text].field}
            error={failure.errors[text]}
            hint={own[text] ? undefined : "The quote template's text, used while the box is clear."}
          >
            {(control) => (
              <textarea
                {...control}
                name={text}
                rows={text === "terms" ? 10 : 8}
                value={own[text] ? texts[text] : state.defaults[text]}
                readOnly={!own[text]}
                onChange={(event) => setTexts({ ...texts, [text]: event.target.value })}
                className={cn(inputClasses, "py-2.5 font-mono", own[text] ? null : "text-muted")}
              />
            )}
          </Field>
        </div>
      ))}
      <PlaceholderList id={`placeholders-${id}`} />
      <div>
        <SubmitButton pending={save.isPending} pendingLabel="Saving">
          Save cover letter and terms
        </SubmitButton>
      </div>
    </form>
  );
}

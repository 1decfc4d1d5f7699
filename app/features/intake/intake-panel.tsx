import { INTAKE_TEXT_MAX } from "@shared/intake/intake-constants";
import { groupDigits } from "@shared/numbers/group-digits";
import { Sparkles } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, inputClasses } from "~/components/ui/field";
import { FormNotice } from "~/components/ui/form-notice";
import { SubmitButton } from "~/components/ui/submit-button";
import { cn } from "~/lib/cn";
import { apiFieldErrors, apiMessage } from "~/lib/form-errors";
import { useSuggestionReport } from "~/lib/use-suggestion-report";
import { SuggestionChip } from "./suggestion-chip";
import {
  type AcceptedIntake,
  acceptedOf,
  outcomesOf,
  type Suggestion,
  suggestionsOf,
} from "./suggestions";
import { useIntakeReading } from "./use-intake-reading";

/**
 * "Tell us about your company" (issue 36 §1): the visitor describes the business in their
 * own words, the server reads it, and the page shows what it understood beside the words it
 * came from. The visitor corrects or rejects each chip; only "Fill in the form" applies what
 * is kept (`onAccept`, which returns what it changed, for the notice). Nothing else changes.
 */
export function IntakePanel({ onAccept }: { onAccept(accepted: AcceptedIntake): string }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [suggestions, setSuggestions] = useState<Suggestion[] | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const reading = useIntakeReading();
  const report = useSuggestionReport();
  const results = useRef<HTMLHeadingElement>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  // Where focus goes once the next render is on screen: the findings, or the outcome.
  const [focus, setFocus] = useState<"results" | "notice" | null>(null);
  useEffect(() => {
    if (focus === "results") results.current?.focus();
    if (focus === "notice") notice.current?.focus();
    if (focus) setFocus(null);
  }, [focus]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reading.pending) return;
    if (text.trim() === "") {
      setError("Describe your company in a few sentences");
      return;
    }
    setError(undefined);
    setOutcome(null);
    reading.read(text).then(
      (answer) => {
        if (!answer) return;
        setSuggestions(suggestionsOf(answer));
        setFocus("results");
      },
      (failure: unknown) =>
        setError(
          apiFieldErrors(failure).text ?? apiMessage(failure, "Could not read the description."),
        ),
    );
  };

  const edit = (key: string, change: Partial<Suggestion>) =>
    setSuggestions((current) =>
      (current ?? []).map((suggestion) =>
        suggestion.key === key ? { ...suggestion, ...change } : suggestion,
      ),
    );
  const kept = suggestions?.filter((suggestion) => !suggestion.rejected).length ?? 0;
  const accept = () => {
    if (!suggestions || kept === 0) return;
    report("intake", outcomesOf(suggestions));
    setOutcome(onAccept(acceptedOf(suggestions)));
    setSuggestions(null);
    setFocus("notice");
  };
  const discard = () => {
    report(
      "intake",
      (suggestions ?? []).map(() => "rejected" as const),
    );
    setSuggestions(null);
    setOutcome("Nothing was changed.");
    setFocus("notice");
  };

  return (
    <section
      aria-labelledby="intake-title"
      className="grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-8"
    >
      <div className="grid gap-1">
        <h2 id="intake-title" className="flex items-center gap-2 text-xl font-semibold">
          <Sparkles aria-hidden className="size-5 shrink-0 text-primary" />
          Start from a description
        </h2>
        <p className="text-sm text-muted">
          Optional. We read it on our server, show you what we understood and the words it came
          from, and change nothing until you accept. The text itself is not stored.
        </p>
      </div>
      <form onSubmit={submit} noValidate className="grid gap-3">
        <Field
          label="Tell us about your company"
          error={error}
          hint={`${groupDigits(text.length)} of ${groupDigits(INTAKE_TEXT_MAX)} characters. For example: “Dental practice, 28 staff in two offices, we take card payments, need this next quarter.”`}
        >
          {(control) => (
            <textarea
              {...control}
              rows={4}
              maxLength={INTAKE_TEXT_MAX}
              value={text}
              onChange={(event) => setText(event.target.value)}
              className={cn(inputClasses, "py-2")}
            />
          )}
        </Field>
        <SubmitButton
          variant="outline"
          pending={reading.pending}
          pendingLabel="Reading"
          icon={<Sparkles aria-hidden className="size-4" />}
          className="justify-self-start"
        >
          Read my description
        </SubmitButton>
      </form>

      {suggestions ? (
        <div className="grid gap-3">
          <h3 ref={results} tabIndex={-1} className="text-base font-semibold outline-none">
            {suggestions.length > 0
              ? "What we understood"
              : "We found no sizes, sites, requirements or dates in that text"}
          </h3>
          {suggestions.length > 0 ? (
            <>
              <p className="text-sm text-muted">
                Change a value or reject what we got wrong, then fill in the form with the rest.
              </p>
              <ul className="grid gap-2" aria-label="Suggestions from your description">
                {suggestions.map((suggestion) => (
                  <SuggestionChip
                    key={suggestion.key}
                    suggestion={suggestion}
                    onChange={(value) => edit(suggestion.key, { value })}
                    onToggle={() => edit(suggestion.key, { rejected: !suggestion.rejected })}
                  />
                ))}
              </ul>
              <div className="flex flex-wrap gap-3">
                <Button onClick={accept} disabled={kept === 0}>
                  {kept === 1
                    ? "Fill in the form with 1 answer"
                    : `Fill in the form with ${kept} answers`}
                </Button>
                <Button variant="ghost" onClick={discard}>
                  Discard
                </Button>
              </div>
            </>
          ) : null}
        </div>
      ) : null}
      {outcome ? (
        <FormNotice tone="success" ref={notice} tabIndex={-1} className="outline-none">
          {outcome}
        </FormNotice>
      ) : null}
    </section>
  );
}

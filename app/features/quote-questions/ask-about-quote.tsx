import type { QuestionAnswer } from "@shared/quote-questions/question";
import { NOTHING_FOUND, QUESTION_MAX } from "@shared/quote-questions/question-constants";
import { MessageCircleQuestion, UserRound } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, inputClasses } from "~/components/ui/field";
import { FormNotice } from "~/components/ui/form-notice";
import { SubmitButton } from "~/components/ui/submit-button";
import { apiData } from "~/lib/api-client";
import { zodFieldErrors } from "~/lib/form-errors";
import { lazySchema } from "~/lib/lazy-schema";
import { useFormFailure } from "~/lib/use-form-failure";
import { AnswerPassages } from "./answer-passages";
import { AskAccountManager } from "./ask-account-manager";

/** The question's schema loads when the visitor first enters the form (decision 079). */
const askRule = lazySchema(() =>
  import("@shared/quote-questions/question").then((module) => module.askQuestionSchema),
);

/**
 * Issue 36 §3 on the quote page: a question answered from this quote, its terms, the
 * catalogue and the published case studies and posts, each passage with its source. When
 * nothing answers it, the page says so and offers the account manager (also under answers).
 */
export function AskAboutQuote({ token }: { token: string }) {
  const [question, setQuestion] = useState("");
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState<QuestionAnswer | null>(null);
  const [escalating, setEscalating] = useState(false);
  const failure = useFormFailure("Your question could not be sent. Please try again.", "ask");
  const results = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (answer) results.current?.focus();
  }, [answer]);

  const ask = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    failure.clearAlert();
    setPending(true);
    try {
      const checked = await askRule.check({ question });
      if (!checked.success) {
        const fields = zodFieldErrors(checked.error);
        failure.setErrors(fields);
        failure.refuse(fields);
        return;
      }
      failure.setErrors({});
      const found = await apiData<QuestionAnswer>(
        `/api/quotes/${encodeURIComponent(token)}/questions`,
        { method: "POST", body: checked.data },
      );
      setEscalating(false);
      setAnswer(found);
    } catch (error) {
      failure.fail(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <section
      aria-labelledby="ask-title"
      className="grid gap-4 rounded-2xl border border-border bg-surface p-5"
      data-testid="ask-about-quote"
    >
      <div className="grid gap-1">
        <h2 id="ask-title" className="text-lg font-semibold">
          Ask about this quote
        </h2>
        <p className="text-sm text-muted">
          Answers are passages from this quote, its terms and what we have published, each with a
          link to where it comes from.
        </p>
      </div>
      <form
        ref={failure.formRef}
        noValidate
        onSubmit={ask}
        onFocus={askRule.preload}
        className="grid gap-3"
      >
        <Field label="Your question" error={failure.errors.question}>
          {(control) => (
            <textarea
              {...control}
              name="question"
              rows={3}
              maxLength={QUESTION_MAX}
              value={question}
              onChange={(event) => setQuestion(event.target.value)}
              placeholder="For example: what does onboarding include?"
              className={`${inputClasses} py-2`}
            />
          )}
        </Field>
        {failure.alert ? (
          <FormNotice tone="danger" role="alert">
            {failure.alert}
          </FormNotice>
        ) : null}
        <SubmitButton
          pending={pending}
          pendingLabel="Looking for an answer"
          icon={<MessageCircleQuestion aria-hidden className="size-4" />}
        >
          Ask
        </SubmitButton>
      </form>
      <div
        ref={results}
        tabIndex={-1}
        aria-live="polite"
        aria-busy={pending || undefined}
        className="grid gap-3 outline-none"
        data-testid="question-results"
      >
        {answer ? (
          <>
            {answer.answered ? (
              <AnswerPassages passages={answer.passages} />
            ) : (
              <p className="text-sm font-medium">{NOTHING_FOUND}</p>
            )}
            {escalating ? (
              <AskAccountManager
                key={answer.questionId}
                token={token}
                questionId={answer.questionId}
              />
            ) : (
              <div className="flex flex-wrap items-center gap-2 text-sm">
                {answer.answered ? <span className="text-muted">Not what you needed?</span> : null}
                <Button
                  type="button"
                  variant={answer.answered ? "ghost" : "outline"}
                  size="sm"
                  onClick={() => setEscalating(true)}
                >
                  <UserRound aria-hidden className="size-4" />
                  Ask your account manager
                </Button>
              </div>
            )}
          </>
        ) : null}
      </div>
    </section>
  );
}

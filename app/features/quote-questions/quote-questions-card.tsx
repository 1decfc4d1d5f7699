import type { StaffQuestion } from "@shared/quote-questions/question";
import { useQuery } from "@tanstack/react-query";
import { Badge } from "~/components/ui/badge";
import { DateTime } from "~/components/ui/date-time";
import { LoadFailedLine } from "~/components/ui/load-failed";
import { ApiError, apiData } from "~/lib/api-client";

/** GET /api/admin/configurations/{id}/questions (issue 36 §3). */
function useQuoteQuestions(configurationId: string) {
  return useQuery({
    queryKey: ["admin-configurations", configurationId, "questions"],
    queryFn: () =>
      apiData<StaffQuestion[]>(
        `/api/admin/configurations/${encodeURIComponent(configurationId)}/questions`,
      ),
    staleTime: 0,
  });
}

function QuestionRow({ question }: { question: StaffQuestion }) {
  return (
    <li
      className="grid gap-2 rounded-xl border border-border p-3 text-sm"
      data-testid="staff-question"
    >
      <p className="font-medium whitespace-pre-line wrap-anywhere">{question.question}</p>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted">
        {question.answered ? (
          <Badge tone="success">Answered</Badge>
        ) : (
          <Badge tone="warning">Not answered</Badge>
        )}
        {question.escalatedAt ? <Badge tone="primary">Sent to the account manager</Badge> : null}
        <span>
          Asked <DateTime iso={question.askedAt} /> on {question.reference}
        </span>
      </p>
      {question.escalatedAt ? (
        <p className="text-muted wrap-anywhere">
          Sent <DateTime iso={question.escalatedAt} />
          {question.contactEmail ? `, answer to ${question.contactEmail}` : ""}
          {question.note ? `. Note: “${question.note}”` : ""}
        </p>
      ) : null}
    </li>
  );
}

/**
 * "Questions from the quote page" on the staff quote page: what prospects asked on its links,
 * answered or not, and which they sent to the account manager.
 */
export function QuoteQuestionsCard({ configurationId }: { configurationId: string }) {
  const questions = useQuoteQuestions(configurationId);
  // A quote that does not exist says so above; this card then has nothing to add.
  if (questions.error instanceof ApiError && [400, 404].includes(questions.error.status)) {
    return null;
  }
  return (
    <section
      aria-labelledby="quote-questions-title"
      className="mt-6 grid gap-3 rounded-2xl border border-border bg-surface p-4 sm:p-5"
      data-testid="quote-questions"
    >
      <h2 id="quote-questions-title" className="text-lg font-semibold">
        Questions from the quote page
      </h2>
      {questions.isError ? (
        <LoadFailedLine onRetry={questions.refetch}>
          The questions could not be loaded.
        </LoadFailedLine>
      ) : !questions.data ? (
        <p className="text-sm text-muted" role="status">
          Loading the questions…
        </p>
      ) : questions.data.length === 0 ? (
        <p className="text-sm text-muted">No questions asked on this quote's links yet.</p>
      ) : (
        <ul className="grid gap-3">
          {questions.data.map((question) => (
            <QuestionRow key={question.id} question={question} />
          ))}
        </ul>
      )}
    </section>
  );
}

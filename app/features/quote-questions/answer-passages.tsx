import type { AnswerPassage } from "@shared/quote-questions/question";
import type { PassageKind } from "@shared/quote-questions/question-constants";

const kindLabels: Record<PassageKind, string> = {
  quote: "This quote",
  terms: "Terms of this quote",
  service: "Service catalogue",
  "case-study": "Case study",
  blog: "Blog",
};

/** The passages that answer a question, each with where it comes from. */
export function AnswerPassages({ passages }: { passages: AnswerPassage[] }) {
  return (
    <ol className="grid gap-3" aria-label="Answers">
      {passages.map((passage) => (
        <li
          key={`${passage.source.url} ${passage.source.title}`}
          className="grid gap-2 rounded-xl border border-border bg-bg p-3 text-sm"
          data-testid="answer-passage"
        >
          <p className="leading-6 wrap-anywhere">{passage.text}</p>
          <p className="text-xs text-muted">
            {kindLabels[passage.source.kind]}:{" "}
            <a
              href={passage.source.url}
              className="font-medium text-primary underline underline-offset-2 wrap-anywhere"
            >
              {passage.source.title}
            </a>
          </p>
        </li>
      ))}
    </ol>
  );
}

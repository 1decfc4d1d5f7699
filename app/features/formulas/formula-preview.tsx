import type { Service } from "@shared/catalog/service";
import type { ActiveFormula } from "@shared/formulas/formula";
import { formatMoney } from "@shared/pricing/money";
import { price } from "@shared/quotes/engine/price";
import { recommend } from "@shared/quotes/engine/recommendations";
import {
  sampleAnswers,
  sampleLocation,
  sampleQuote,
  withDraft,
} from "@shared/quotes/engine/sample-quote";
import { useMemo } from "react";

const SAMPLE = "One site, 25 users, 30 endpoints, 3 servers, HIPAA, ransomware and phishing";

function Row({
  label,
  now,
  next,
  testId,
}: {
  label: string;
  now: string;
  next: string;
  testId: string;
}) {
  return (
    <tr>
      <th scope="row" className="py-1 pr-3 text-left font-normal text-muted">
        {label}
      </th>
      <td className="py-1 pr-3 text-right tabular-nums">{now}</td>
      <td className="py-1 text-right font-semibold tabular-nums" data-testid={testId}>
        {next}
      </td>
    </tr>
  );
}

/**
 * What the edit does to a real quote before it is saved: the sample priced with the active
 * formulas and with this draft in its place (or, for a rule, whether it fires on the sample).
 */
export function FormulaPreview({
  draft,
  services,
  active,
}: {
  draft: ActiveFormula | null;
  services: Service[];
  active: ActiveFormula[];
}) {
  const outcome = useMemo(() => {
    if (!draft) return null;
    const formulas = withDraft(active, draft);
    if (draft.purpose === "recommendation") {
      const picked = recommend({
        services,
        formulas: [draft],
        answers: sampleAnswers,
        locations: [sampleLocation],
      }).recommendations;
      return { kind: "rule" as const, fires: picked.length > 0 };
    }
    const extra = draft.serviceId === null ? [] : [draft.serviceId];
    const now = price(sampleQuote(services, active, active, extra));
    const next = price(sampleQuote(services, active, formulas, extra));
    return { kind: "price" as const, now, next };
  }, [draft, services, active]);

  return (
    <section
      aria-labelledby="formula-preview-title"
      className="grid gap-3 rounded-xl border border-border bg-surface-2/40 p-4"
    >
      <div>
        <h3 id="formula-preview-title" className="font-semibold">
          Sample quote
        </h3>
        <p className="text-xs text-muted">{SAMPLE}.</p>
      </div>
      {!outcome ? (
        <p className="text-sm text-muted">A valid expression shows its effect here.</p>
      ) : outcome.kind === "rule" ? (
        <p className="text-sm" data-testid="rule-outcome">
          {outcome.fires
            ? "This rule recommends its service for the sample."
            : "This rule does not fire for the sample."}
        </p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">The sample quote now and with this version</caption>
          <thead>
            <tr className="text-xs text-muted">
              <th scope="col" className="pb-1 text-left font-normal">
                <span className="sr-only">Figure</span>
              </th>
              <th scope="col" className="pb-1 pr-3 text-right font-normal">
                Now
              </th>
              <th scope="col" className="pb-1 text-right font-normal">
                With this version
              </th>
            </tr>
          </thead>
          <tbody>
            <Row
              label="Monthly"
              now={formatMoney(outcome.now.totals.monthly)}
              next={formatMoney(outcome.next.totals.monthly)}
              testId="sample-monthly"
            />
            <Row
              label="A year paid up front"
              now={formatMoney(outcome.now.totals.annually)}
              next={formatMoney(outcome.next.totals.annually)}
              testId="sample-annually"
            />
            <Row
              label="Risk level"
              now={outcome.now.riskLevel}
              next={outcome.next.riskLevel}
              testId="sample-risk"
            />
          </tbody>
        </table>
      )}
      {outcome?.kind === "price" && outcome.next.notes.length > 0 ? (
        <p className="text-xs text-warning">{outcome.next.notes.join(" ")}</p>
      ) : null}
    </section>
  );
}

import {
  complianceOptions,
  securityFocusOptions,
  timelineOptions,
} from "@shared/assessment/options";
import type { BuilderAnswers } from "@shared/prospects/prospect-item";
import { counted } from "@shared/text/plural";
import { RelativeTime } from "~/components/relative-time";
import { EmptyNote, Panel } from "./panel";

const labelOf = (options: readonly { id: string; label: string }[], id: string) =>
  options.find((option) => option.id === id)?.label ?? id;

const listOf = (options: readonly { id: string; label: string }[], ids: string[]) =>
  ids.length > 0 ? ids.map((id) => labelOf(options, id)).join(", ") : "None named";

/**
 * What the prospect told the Service Builder (issue 34): size, compliance, focus, timeline and
 * each location's counts, so staff need not open a quote to learn who they are talking to.
 */
export function BuilderAnswersPanel({ answers }: { answers: BuilderAnswers | null }) {
  if (!answers) {
    return (
      <Panel title="Service Builder answers">
        <EmptyNote>
          This prospect has not used the Service Builder yet. Their answers to its assessment appear
          here once they do.
        </EmptyNote>
      </Panel>
    );
  }
  const rows: [string, string][] = [
    ["Company size", answers.companySize ? `${answers.companySize} employees` : "Not given"],
    ["Compliance", listOf(complianceOptions, answers.complianceRequirements)],
    ["Security focus", listOf(securityFocusOptions, answers.securityFocus)],
    ["Timeline", answers.timeline ? labelOf(timelineOptions, answers.timeline) : "Not given"],
  ];
  return (
    <Panel
      title="Service Builder answers"
      actions={
        <span className="text-sm text-muted">
          Updated <RelativeTime iso={answers.updatedAt} />
        </span>
      }
    >
      <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {answers.locations.length > 0 ? (
        <ul className="grid gap-2 text-sm" aria-label="Locations">
          {answers.locations.map((location, index) => (
            <li
              // Locations have no id in this view and two may share a name.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is never reordered here
              key={index}
              className="flex flex-wrap justify-between gap-2 rounded-xl border border-border p-3"
            >
              <span className="font-medium">{location.name}</span>
              <span className="text-muted tabular-nums">
                {counted(location.userCount, "user")} ·{" "}
                {counted(location.endpointCount, "endpoint")} ·{" "}
                {counted(location.serverCount, "server")}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}

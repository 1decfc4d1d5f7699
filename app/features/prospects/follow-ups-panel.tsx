import { FollowUpList } from "~/components/quotes/follow-ups";
import { Panel } from "./panel";

/** Issue 35 §2: this prospect's open follow-ups of sent quotes, for whoever owns them. */
export function FollowUpsPanel({ prospectId }: { prospectId: number }) {
  return (
    <Panel title="Follow-ups">
      <FollowUpList
        filter={{ who: "all", prospectId }}
        showProspect={false}
        empty="None open. When a quote sent to this prospect is not opened in 3 days, or not answered in 7, a follow-up appears here."
      />
    </Panel>
  );
}

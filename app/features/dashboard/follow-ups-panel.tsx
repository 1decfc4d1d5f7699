import { FollowUpList, followUpTitle, useFollowUps } from "~/components/quotes/follow-ups";
import { DashboardPanel } from "./dashboard-panel";

const MINE = { who: "mine" } as const;

/** Issue 35 §2: "Follow up today: 4", the signed-in user's follow-ups of sent quotes. */
export function FollowUpsPanel() {
  const { data } = useFollowUps(MINE);
  return (
    <DashboardPanel
      id="follow-ups"
      title={followUpTitle(data?.dueToday)}
      aside={data && data.tasks.length > data.dueToday ? `${data.tasks.length} open` : undefined}
      className="mb-8"
    >
      <div className="mt-3">
        <FollowUpList
          filter={MINE}
          empty="Nothing to follow up. A quote you send that is not opened in 3 days, or not answered in 7, shows up here."
        />
      </div>
    </DashboardPanel>
  );
}

import type { ProspectActivityType } from "@shared/prospects/prospect";
import type { ActivityData } from "@shared/prospects/prospect-item";
import type { Executor } from "../../db/client";
import { prospectActivities } from "../../db/schema/prospects";

export interface ActivityActor {
  id: string;
  name: string;
}

export interface NewActivity {
  prospectId: number;
  type: ProspectActivityType;
  /** The staff member who did it; absent for what the prospect did. */
  actor?: ActivityActor | null;
  /** JSON only (the response schema says so: activityDataSchema). */
  data?: ActivityData;
}

/**
 * Adds one entry to a prospect's timeline. Pass the transaction of the change it records, so
 * the timeline holds exactly what committed.
 */
export async function recordActivity(executor: Executor, activity: NewActivity): Promise<void> {
  await executor.insert(prospectActivities).values({
    prospectId: activity.prospectId,
    type: activity.type,
    actorUserId: activity.actor?.id ?? null,
    actorName: activity.actor?.name ?? null,
    data: activity.data ?? {},
  });
}

import { type ActivityDataOf, activityDataSchemas } from "@shared/prospects/activity-data";
import type { ProspectActivityType } from "@shared/prospects/prospect";
import type { Executor } from "../../db/client";
import { prospectActivities } from "../../db/schema/prospects";

export interface ActivityActor {
  id: string;
  name: string;
}

export interface NewActivity<T extends ProspectActivityType> {
  prospectId: number;
  type: T;
  /** The staff member who did it; absent for what the prospect did. */
  actor?: ActivityActor | null;
  data: ActivityDataOf<T>;
}

/** The row of one entry, its data checked against its type's schema (activity-data.ts). */
export function activityRow<T extends ProspectActivityType>(activity: NewActivity<T>) {
  return {
    prospectId: activity.prospectId,
    type: activity.type,
    actorUserId: activity.actor?.id ?? null,
    actorName: activity.actor?.name ?? null,
    // The timeline's answer is checked against the same schema: what is stored must pass it.
    data: activityDataSchemas[activity.type].parse(activity.data) as Record<string, unknown>,
  };
}

/**
 * Adds one entry to a prospect's timeline. Pass the transaction of the change it records, so
 * the timeline holds exactly what committed.
 */
export async function recordActivity<T extends ProspectActivityType>(
  executor: Executor,
  activity: NewActivity<T>,
): Promise<void> {
  await executor.insert(prospectActivities).values(activityRow(activity));
}

import type { ActivityDataOf } from "@shared/prospects/activity-data";
import { quoteFigures } from "@shared/quotes/presentation/quote-figures";
import type { QuoteSnapshot } from "@shared/quotes/snapshot";
import { and, eq, inArray } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { users } from "../../db/schema/auth";
import { configurations, configurationVersions } from "../../db/schema/configurations";
import { type ActivityActor, recordActivity } from "../prospects/activity";

/**
 * Quote events on the prospect's timeline (issue 13), written in the transaction of the
 * change itself. Configurations without a prospect (a builder session that left no lead)
 * have no timeline, so they record nothing.
 */

/** The staff member behind a change, named as the timeline shows them. */
export async function staffActor(
  tx: Transaction,
  userId: string | null,
): Promise<ActivityActor | null> {
  if (!userId) return null;
  const [user] = await tx
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

/** A configuration version was saved (builder save, staff version, staff copy). */
export async function recordQuoteSaved(
  tx: Transaction,
  configurationId: string,
  version: number,
  createdByUserId: string | null,
) {
  const [row] = await tx
    .select({
      prospectId: configurations.prospectId,
      name: configurationVersions.name,
      monthlyCents: configurationVersions.monthlyCents,
      setupCents: configurationVersions.setupCents,
    })
    .from(configurationVersions)
    .innerJoin(configurations, eq(configurations.id, configurationVersions.configurationId))
    .where(
      and(
        eq(configurationVersions.configurationId, configurationId),
        eq(configurationVersions.version, version),
      ),
    );
  const prospectId = row?.prospectId;
  if (!row || !prospectId) return;
  await recordActivity(tx, {
    prospectId,
    type: "quote_saved",
    actor: await staffActor(tx, createdByUserId),
    data: {
      configurationId,
      name: row.name,
      version,
      monthlyCents: row.monthlyCents,
      setupCents: row.setupCents,
    },
  });
}

export type SnapshotOptionRow = QuoteSnapshot["options"][number];

const figuresOf = (option: SnapshotOptionRow) => {
  const figures = quoteFigures(option);
  return { monthlyCents: figures.monthlyCents, setupCents: figures.setupCents };
};

/** The prospect of each configuration a share offers (configurations may be re-assigned). */
export async function prospectsOf(tx: Transaction, snapshot: QuoteSnapshot) {
  const ids = [...new Set(snapshot.options.map((option) => option.configurationId))];
  const rows = await tx
    .select({
      id: configurations.id,
      prospectId: configurations.prospectId,
      name: configurations.name,
    })
    .from(configurations)
    .where(inArray(configurations.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Entries about a shared quote: one per offered option, each naming its share. */
type ShareActivityType =
  | "quote_shared"
  | "quote_sent"
  | "quote_viewed"
  | "quote_accepted"
  | "quote_declined";

/**
 * One timeline row per offered option, so each entry names one configuration version with
 * its totals, like a saved version does.
 */
export async function recordQuoteEvent<T extends ShareActivityType>(
  tx: Transaction,
  type: T,
  share: { reference: string; snapshot: QuoteSnapshot },
  options: {
    actor?: ActivityActor | null;
    only?: readonly SnapshotOptionRow[];
    /** What the entry says beyond the option it names (who accepted, a reason, recipients). */
    extra?: Omit<ActivityDataOf<T>, keyof ActivityDataOf<"quote_viewed">>;
  } = {},
) {
  const owners = await prospectsOf(tx, share.snapshot);
  for (const option of options.only ?? share.snapshot.options) {
    const prospectId = owners.get(option.configurationId)?.prospectId;
    if (!prospectId) continue;
    await recordActivity(tx, {
      prospectId,
      type,
      actor: options.actor ?? null,
      data: {
        configurationId: option.configurationId,
        name: option.name,
        version: option.version,
        reference: share.reference,
        option: option.label,
        // The option's figures as every surface shows them (decision 049).
        ...figuresOf(option),
        ...options.extra,
      } as ActivityDataOf<T>,
    });
  }
}

import {
  activitySchema,
  type ProspectActivity,
  type ProspectDetail,
} from "@shared/prospects/prospect-item";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { builderDrafts } from "../../db/schema/builder";
import { configurations, configurationVersions } from "../../db/schema/configurations";
import { inquiries } from "../../db/schema/inquiries";
import { opportunities } from "../../db/schema/opportunities";
import { prospectActivities, prospectContacts } from "../../db/schema/prospects";
import { quoteDecisionsTable, quoteShares } from "../../db/schema/quotes";
import { pendingArrivals } from "./prospect-arrivals";
import { prospectItem } from "./prospect-queries";

type Detail = ProspectDetail;
const iso = (date: Date) => date.toISOString();

function contactsOf(db: Executor, prospectId: number) {
  return db
    .select()
    .from(prospectContacts)
    .where(eq(prospectContacts.prospectId, prospectId))
    .orderBy(desc(prospectContacts.isPrimary), asc(prospectContacts.id));
}

async function quotesOf(db: Executor, prospectId: number): Promise<Detail["quotes"]> {
  const rows = await db
    .select({
      id: configurations.id,
      name: configurations.name,
      status: sql<
        Detail["quotes"][number]["status"]
      >`case when ${configurations.status} in ('shared', 'viewed') and ${configurations.expiresAt} <= now() then 'expired' else ${configurations.status} end`,
      currentVersion: configurations.currentVersion,
      monthlyCents: configurationVersions.monthlyCents,
      setupCents: configurationVersions.setupCents,
      annuallyCents: configurationVersions.annuallyCents,
      isActive: configurations.isActive,
      lastActivityAt: configurations.lastActivityAt,
    })
    .from(configurations)
    .innerJoin(
      configurationVersions,
      and(
        eq(configurationVersions.configurationId, configurations.id),
        eq(configurationVersions.version, configurations.currentVersion),
      ),
    )
    .where(eq(configurations.prospectId, prospectId))
    .orderBy(desc(configurations.lastActivityAt));
  return rows.map(({ isActive, lastActivityAt, ...row }) => ({
    ...row,
    archived: !isActive,
    lastActivityAt: iso(lastActivityAt),
  }));
}

const shareState = sql<Detail["shares"][number]["state"]>`case
  when ${quoteDecisionsTable.decision} is not null then ${quoteDecisionsTable.decision}
  when ${quoteShares.revokedAt} is not null then 'revoked'
  when ${quoteShares.expiresAt} <= now() then 'expired'
  else 'active' end`;

async function sharesOf(db: Executor, prospectId: number): Promise<Detail["shares"]> {
  const rows = await db
    .select({
      id: quoteShares.id,
      reference: quoteShares.reference,
      state: shareState,
      viewCount: quoteShares.viewCount,
      lastViewedAt: quoteShares.lastViewedAt,
      expiresAt: quoteShares.expiresAt,
      createdAt: quoteShares.createdAt,
    })
    .from(quoteShares)
    .leftJoin(quoteDecisionsTable, eq(quoteDecisionsTable.shareId, quoteShares.id))
    .where(eq(quoteShares.prospectId, prospectId))
    .orderBy(desc(quoteShares.createdAt));
  return rows.map((row) => ({
    ...row,
    lastViewedAt: row.lastViewedAt ? iso(row.lastViewedAt) : null,
    expiresAt: iso(row.expiresAt),
    createdAt: iso(row.createdAt),
  }));
}

async function inquiriesOf(db: Executor, prospectId: number): Promise<Detail["inquiries"]> {
  const rows = await db
    .select({
      id: inquiries.id,
      name: inquiries.name,
      email: inquiries.email,
      message: inquiries.message,
      status: sql<Detail["inquiries"][number]["status"]>`${inquiries.status}`,
      createdAt: inquiries.createdAt,
    })
    .from(inquiries)
    .where(eq(inquiries.prospectId, prospectId))
    .orderBy(desc(inquiries.createdAt));
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
}

function opportunitiesOf(db: Executor, prospectId: number): Promise<Detail["opportunities"]> {
  return db
    .select({
      id: opportunities.id,
      name: opportunities.name,
      stage: sql<Detail["opportunities"][number]["stage"]>`${opportunities.stage}`,
      monthlyCents: opportunities.monthlyCents,
      setupCents: opportunities.setupCents,
      expectedCloseDate: opportunities.expectedCloseDate,
    })
    .from(opportunities)
    .where(eq(opportunities.prospectId, prospectId))
    .orderBy(desc(opportunities.updatedAt));
}

/** Everything the prospect page shows besides the timeline; null when there is none. */
/** The answers of the prospect's most recently updated builder session, or null. */
async function builderAnswersOf(
  db: Executor,
  prospectId: number,
): Promise<Detail["builderAnswers"]> {
  const [row] = await db
    .select({
      draft: builderDrafts.draft,
      lead: builderDrafts.lead,
      updatedAt: builderDrafts.updatedAt,
    })
    .from(builderDrafts)
    .where(eq(builderDrafts.prospectId, prospectId))
    .orderBy(desc(builderDrafts.updatedAt))
    .limit(1);
  if (!row) return null;
  const { answers, locations } = row.draft;
  return {
    updatedAt: iso(row.updatedAt),
    companySize: row.lead?.companySize ?? null,
    complianceRequirements: answers.complianceRequirements,
    securityFocus: answers.securityFocus,
    timeline: answers.timeline ?? null,
    locations: locations.map(({ name, userCount, endpointCount, serverCount }) => ({
      name,
      userCount,
      endpointCount,
      serverCount,
    })),
  };
}

export async function prospectDetail(db: Executor, id: number): Promise<Detail | null> {
  const prospect = await prospectItem(db, id);
  if (!prospect) return null;
  const [contacts, quotes, shares, inquiryRows, opportunityRows, arrivals, builderAnswers] =
    await Promise.all([
      contactsOf(db, id),
      quotesOf(db, id),
      sharesOf(db, id),
      inquiriesOf(db, id),
      opportunitiesOf(db, id),
      pendingArrivals(db, id),
      builderAnswersOf(db, id),
    ]);
  return {
    prospect,
    contacts: contacts.map(({ prospectId: _, updatedAt: __, createdAt, ...contact }) => ({
      ...contact,
      createdAt: iso(createdAt),
    })),
    quotes,
    shares,
    inquiries: inquiryRows,
    opportunities: opportunityRows,
    arrivals,
    builderAnswers,
  };
}

/** The timeline, newest first; `before` (an entry's id) pages back. */
export async function prospectTimeline(
  db: Executor,
  prospectId: number,
  window: { limit: number; before?: number | undefined },
): Promise<ProspectActivity[]> {
  const conditions: SQL[] = [eq(prospectActivities.prospectId, prospectId)];
  if (window.before) {
    conditions.push(
      sql`(${prospectActivities.occurredAt}, ${prospectActivities.id}) < (select occurred_at, id from ${prospectActivities} where id = ${window.before})`,
    );
  }
  const rows = await db
    .select()
    .from(prospectActivities)
    .where(and(...conditions))
    .orderBy(desc(prospectActivities.occurredAt), desc(prospectActivities.id))
    .limit(window.limit);
  // Every row was checked against its type's schema when written (activity.ts); one that no
  // longer parses (written before its schema existed) is left out rather than failing the page.
  return rows.flatMap((row) => {
    const entry = activitySchema.safeParse({
      id: row.id,
      type: row.type,
      actor: row.actorName ? { id: row.actorUserId, name: row.actorName } : null,
      data: row.data,
      occurredAt: iso(row.occurredAt),
    });
    return entry.success ? [entry.data] : [];
  });
}

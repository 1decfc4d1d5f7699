import type {
  OpportunityFilter,
  OpportunityListQuery,
  OpportunitySort,
} from "@shared/opportunities/opportunity-query";
import { opportunityStageProbability, opportunityStages } from "@shared/opportunities/stages";
import { centsToDollars } from "@shared/pricing/money";
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Executor } from "../../db/client";
import { containing } from "../../db/like";
import { users } from "../../db/schema/auth";
import { opportunities } from "../../db/schema/opportunities";
import { prospects } from "../../db/schema/prospects";
import { selection, toOpportunity, unreviewedWin } from "./opportunity-mapper";

/** How many cards a board column carries; its count and totals still cover every card. */
export const BOARD_COLUMN_CARDS = 100;

export function opportunityWhere(filter: OpportunityFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.archived ? isNotNull(opportunities.archivedAt) : isNull(opportunities.archivedAt),
  ];
  if (filter.stage) conditions.push(eq(opportunities.stage, filter.stage));
  if (filter.owner === "none") conditions.push(isNull(opportunities.ownerUserId));
  else if (filter.owner) conditions.push(eq(opportunities.ownerUserId, filter.owner));
  if (filter.prospectId) conditions.push(eq(opportunities.prospectId, filter.prospectId));
  if (filter.q) {
    const pattern = containing(filter.q);
    conditions.push(or(ilike(opportunities.name, pattern), ilike(prospects.companyName, pattern)));
  }
  return and(...conditions);
}

const stageOrder = sql`array_position(array[${sql.join(
  opportunityStages.map((stage) => sql`${stage}`),
  sql`, `,
)}]::text[], ${opportunities.stage})`;

const sortColumns: Record<OpportunitySort, SQL | typeof opportunities.name> = {
  updated: sql`${opportunities.updatedAt}`,
  name: sql`lower(${opportunities.name})`,
  company: sql`lower(${prospects.companyName})`,
  stage: stageOrder,
  monthly: sql`${opportunities.monthlyCents}`,
  setup: sql`${opportunities.setupCents}`,
  close: sql`${opportunities.expectedCloseDate}`,
  // Oldest stage change first is the longest time in the stage.
  age: sql`${opportunities.stageChangedAt}`,
};

/** Percent chance of a stage column, as SQL (the forecast's weights; the dashboard's too). */
export const probabilityOf = (stage: SQL) =>
  sql`case ${stage} ${sql.join(
    opportunityStages.map(
      (stage) => sql`when ${stage} then ${sql.raw(String(opportunityStageProbability[stage]))}`,
    ),
    sql` `,
  )} else 0 end`;
export const probability = probabilityOf(sql`${opportunities.stage}`);
/** A deal's first-year value in cents, as SQL: twelve months plus the set-up fee. */
export const firstYearOf = (monthly: SQL, setup: SQL) => sql`(${monthly}::bigint * 12 + ${setup})`;
export const firstYear = firstYearOf(
  sql`${opportunities.monthlyCents}`,
  sql`${opportunities.setupCents}`,
);

export function createOpportunityQueries(db: Executor) {
  const joined = () =>
    db
      .select(selection)
      .from(opportunities)
      .innerJoin(prospects, eq(prospects.id, opportunities.prospectId))
      .leftJoin(users, eq(users.id, opportunities.ownerUserId));

  return {
    async get(id: string) {
      const [row] = await joined().where(eq(opportunities.id, id));
      return row ? toOpportunity(row) : null;
    },

    async list(query: OpportunityListQuery) {
      const where = opportunityWhere(query);
      const order = query.dir === "asc" ? asc : desc;
      const [rows, [total]] = await Promise.all([
        joined()
          .where(where)
          .orderBy(order(sortColumns[query.sort]), asc(opportunities.name), asc(opportunities.id))
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ value: count() })
          .from(opportunities)
          .innerJoin(prospects, eq(prospects.id, opportunities.prospectId))
          .where(where),
      ]);
      return { items: rows.map(toOpportunity), total: total?.value ?? 0 };
    },

    /** Deals a customer's acceptance won before staff opened the quote (issue 32), newest first. */
    async unreviewedWins(limit: number) {
      const where = and(isNull(opportunities.archivedAt), unreviewedWin);
      const [rows, [total]] = await Promise.all([
        joined().where(where).orderBy(desc(opportunities.stageChangedAt)).limit(limit),
        db.select({ value: count() }).from(opportunities).where(where),
      ]);
      return { items: rows.map(toOpportunity), total: total?.value ?? 0 };
    },

    /** Every match, for the CSV export (staff ask for the whole filtered pipeline). */
    async matching(filter: OpportunityFilter, sort: OpportunitySort = "updated") {
      const rows = await joined()
        .where(opportunityWhere(filter))
        .orderBy(desc(sortColumns[sort]), asc(opportunities.id));
      return rows.map(toOpportunity);
    },

    /** The board: per stage its count and totals over every match, and its newest cards. */
    async board(filter: OpportunityFilter) {
      const where = opportunityWhere(filter);
      const totals = await db
        .select({
          stage: opportunities.stage,
          count: count(),
          monthlyCents: sql<string>`coalesce(sum(${opportunities.monthlyCents}), 0)`,
          setupCents: sql<string>`coalesce(sum(${opportunities.setupCents}), 0)`,
        })
        .from(opportunities)
        .innerJoin(prospects, eq(prospects.id, opportunities.prospectId))
        .where(where)
        .groupBy(opportunities.stage);
      const columns = await Promise.all(
        opportunityStages.map(async (stage) => {
          const found = totals.find((row) => row.stage === stage);
          const cards = await joined()
            .where(and(where, eq(opportunities.stage, stage)))
            .orderBy(desc(opportunities.stageChangedAt), asc(opportunities.id))
            .limit(BOARD_COLUMN_CARDS);
          return {
            stage,
            count: found?.count ?? 0,
            monthly: centsToDollars(Number(found?.monthlyCents ?? 0)),
            setup: centsToDollars(Number(found?.setupCents ?? 0)),
            items: cards.map(toOpportunity),
          };
        }),
      );
      return columns;
    },

    /**
     * Per month of expected close: first-year value (12 x monthly + set-up) and that value
     * times the stage's probability, summed in SQL and rounded once per month. Lost deals
     * and deals without a date have no place in a forecast.
     */
    async forecast(filter: OpportunityFilter) {
      const month = sql<string>`to_char(${opportunities.expectedCloseDate}, 'YYYY-MM')`;
      const rows = await db
        .select({
          month,
          count: count(),
          unweightedCents: sql<string>`sum(${firstYear})`,
          weightedPercentCents: sql<string>`sum(${firstYear} * ${probability})`,
        })
        .from(opportunities)
        .innerJoin(prospects, eq(prospects.id, opportunities.prospectId))
        .where(
          and(
            opportunityWhere(filter),
            isNotNull(opportunities.expectedCloseDate),
            sql`${opportunities.stage} <> 'lost'`,
          ),
        )
        .groupBy(month)
        .orderBy(month);
      return rows.map((row) => ({
        month: row.month,
        count: row.count,
        weighted: centsToDollars(Math.round(Number(row.weightedPercentCents) / 100)),
        unweighted: centsToDollars(Number(row.unweightedCents)),
      }));
    },

    /** Prospects to attach a new deal to, by company, contact or e-mail. */
    async prospectChoices(q: string) {
      const pattern = containing(q);
      return db
        .select({
          id: prospects.id,
          companyName: prospects.companyName,
          contactName: prospects.contactName,
          email: prospects.email,
        })
        .from(prospects)
        .where(
          and(
            isNull(prospects.archivedAt),
            or(
              ilike(prospects.companyName, pattern),
              ilike(prospects.contactName, pattern),
              ilike(prospects.email, pattern),
            ),
          ),
        )
        .orderBy(asc(prospects.companyName))
        .limit(10);
    },
  };
}

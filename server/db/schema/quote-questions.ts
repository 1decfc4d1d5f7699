import {
  boolean,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { quoteShares } from "./quotes";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A question asked on a quote page (issue 36 §3, decision 070), as the visitor typed it,
 * whether a passage answered it and the best score, and when it went to the account manager
 * with the address and note given then. Staff read them on the quote; the analytics count
 * the month's unanswered ones.
 */
export const quoteQuestions = pgTable(
  "quote_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shareId: uuid("share_id")
      .notNull()
      .references(() => quoteShares.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    answered: boolean("answered").notNull(),
    topScore: doublePrecision("top_score").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    escalatedAt: timestamptz("escalated_at"),
    contactEmail: text("contact_email"),
    note: text("note"),
  },
  (table) => [
    index("quote_questions_share_idx").on(table.shareId, table.createdAt),
    // The analytics' month of questions (issue 36 §3).
    index("quote_questions_created_at_idx").on(table.createdAt),
  ],
);

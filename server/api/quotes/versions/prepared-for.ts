import type { PreparedFor } from "@shared/quotes/snapshot";
import { eq } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import type { configurations } from "../../../db/schema/configurations";
import { prospects } from "../../../db/schema/prospects";

type Owner = Pick<typeof configurations.$inferSelect, "prospectId" | "preparedFor" | "sessionId">;

/**
 * Who a quote names (issue 32): what its builder session typed on the lead step, never the
 * details staff keep on the prospect the address matched. Staff's own quotes (no session)
 * name the prospect's primary contact.
 */
export async function preparedForOf(
  executor: Executor,
  configuration: Owner,
): Promise<PreparedFor | null> {
  if (configuration.preparedFor) return configuration.preparedFor;
  if (configuration.sessionId !== null || configuration.prospectId === null) return null;
  const [prospect] = await executor
    .select({
      companyName: prospects.companyName,
      contactName: prospects.contactName,
      email: prospects.email,
    })
    .from(prospects)
    .where(eq(prospects.id, configuration.prospectId));
  return prospect ?? null;
}

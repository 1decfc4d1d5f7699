import type { FieldErrors } from "@shared/api/envelope";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/auth";
import { configurations } from "../../db/schema/configurations";
import { prospects } from "../../db/schema/prospects";

/**
 * Field errors for ids that point nowhere: a deal belongs to an existing prospect, its owner is
 * a staff account, and its quote is one of that prospect's configurations.
 */
export async function referenceErrors(
  db: Database,
  input: { prospectId?: number; ownerUserId: string | null; configurationId?: string | null },
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (input.prospectId !== undefined) {
    const [prospect] = await db
      .select({ id: prospects.id })
      .from(prospects)
      .where(eq(prospects.id, input.prospectId));
    if (!prospect) errors.prospectId = "Choose a prospect";
  }
  if (input.ownerUserId) {
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, input.ownerUserId));
    if (!owner) errors.ownerUserId = "Choose a staff member";
  }
  if (input.configurationId) {
    const [configuration] = await db
      .select({ prospectId: configurations.prospectId })
      .from(configurations)
      .where(eq(configurations.id, input.configurationId));
    if (!configuration || configuration.prospectId !== input.prospectId) {
      errors.configurationId = "Choose one of this prospect's quotes";
    }
  }
  return errors;
}

import { can } from "@shared/auth/permissions";
import type { Executor } from "../../db/client";
import type { UserRepository } from "./user-repository";

/**
 * Who of the staff a piece of staff mail reaches (issue 35 §5): the people themselves, at
 * the address their account holds, and the sales team's address when nobody has one, so a
 * message is never addressed to no one. Inside a transaction the reads take its executor
 * (the embedded database has one connection).
 */
export function createStaffMailService(users: Pick<UserRepository, "mailboxes" | "emailOf">) {
  return {
    /** The active administrators who may decide a discount, but not the one who asked. */
    async approvers(
      tx: Executor,
      exceptUserId: string | null,
      salesEmail: string,
    ): Promise<string[]> {
      const boxes = await users.mailboxes(tx);
      const addresses = boxes
        .filter((box) => box.id !== exceptUserId)
        .filter((box) => can({ isAdmin: true, permissions: box.permissions }, "approvals"))
        .map((box) => box.email as string);
      return addresses.length > 0 ? [...new Set(addresses)] : [salesEmail];
    },

    /** One person's address; the sales team's when the person has none or is gone. */
    async personOrSales(tx: Executor, userId: string | null, salesEmail: string): Promise<string> {
      return (userId ? await users.emailOf(userId, tx) : null) ?? salesEmail;
    },
  };
}

export type StaffMailService = ReturnType<typeof createStaffMailService>;

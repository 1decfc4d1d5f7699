import type { UserRepository } from "./user-repository";

/**
 * Who of the staff other modules may name (decision 061): the people a prospect, an inquiry
 * or a deal can be assigned to, read through the users module rather than its repository.
 */
export function createStaffDirectoryService(users: Pick<UserRepository, "owners" | "summary">) {
  return {
    /** Active accounts by name, for the owner pickers. */
    owners: () => users.owners(),
    /** Whether an account exists and may still be given work. */
    async isActive(userId: string): Promise<boolean> {
      return (await users.summary(userId))?.isActive ?? false;
    },
  };
}

export type StaffDirectoryService = ReturnType<typeof createStaffDirectoryService>;

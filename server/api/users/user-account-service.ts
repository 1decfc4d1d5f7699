import type { UserRepository } from "./user-repository";

/** What the users module lets sign-in and a person's own settings do with accounts. */
export type UserAccountService = Pick<
  UserRepository,
  "findRow" | "findRowByUsername" | "recordLogin" | "setPassword" | "update"
>;

/**
 * The users module's accounts for the other modules (decision 061): an account's row (password
 * hash, second factor) by id or user name, the time of a sign-in, a new password, and the
 * fields a person may change about themselves. The repository itself, narrowed to these.
 */
export const createUserAccountService = (users: UserRepository): UserAccountService => users;

import type { UserRepository } from "./user-repository";

/**
 * The users module's accounts for sign-in and a person's own settings (decision 061): an
 * account's row (password hash, second factor) by id or user name, the time of a sign-in, a
 * new password, and the fields a person may change about themselves.
 */
export function createUserAccountService(
  users: Pick<
    UserRepository,
    "findRow" | "findRowByUsername" | "recordLogin" | "setPassword" | "update"
  >,
) {
  return {
    recordLogin: users.recordLogin.bind(users),
    findRow: users.findRow.bind(users),
    findRowByUsername: users.findRowByUsername.bind(users),
    setPassword: users.setPassword.bind(users),
    update: users.update.bind(users),
  };
}

export type UserAccountService = ReturnType<typeof createUserAccountService>;

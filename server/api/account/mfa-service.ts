import type { MfaRepository } from "./mfa-repository";

/** What the account module lets the other modules do with a second factor. */
export type MfaService = Pick<MfaRepository, "consumeRecoveryCode" | "claimTimeStep" | "disable">;

/**
 * The account module's second factor for the other modules (decision 061): sign-in uses a
 * recovery code or claims a code's time step (each once), and an Owner's reset turns it off.
 * The repository itself, narrowed to these.
 */
export const createMfaService = (mfa: MfaRepository): MfaService => mfa;

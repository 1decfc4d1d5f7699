import type { MfaRepository } from "./mfa-repository";

/**
 * The account module's second factor for the other modules (decision 061): sign-in checks a
 * recovery code or claims a code's time step (each usable once), and an Owner's reset turns
 * it off.
 */
export function createMfaService(
  mfa: Pick<MfaRepository, "consumeRecoveryCode" | "claimTimeStep" | "disable">,
) {
  return {
    consumeRecoveryCode: mfa.consumeRecoveryCode.bind(mfa),
    claimTimeStep: mfa.claimTimeStep.bind(mfa),
    disable: mfa.disable.bind(mfa),
  };
}

export type MfaService = ReturnType<typeof createMfaService>;

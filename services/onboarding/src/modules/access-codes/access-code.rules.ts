import { randomInt } from 'node:crypto';
import type { AccessCodeState } from '@agency/contracts/onboarding/rules';

/**
 * The capital letters and digits a code is made of, without the ones read or typed as another (0 and O, 1, I
 * and L): 31 symbols, 6 of them as the spec has it, 31^6 ≈ 887 million codes (29.7 bits). Guessing is what
 * the limits stop, not the length: a few wrong codes per address, and a budget across all addresses
 * (identity's code-guesses). Codes drawn before from all 36 symbols have the same shape and stay valid.
 */
export const accessCodeSymbols = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const symbolCount = 6;

/** How long an invitation is good for (spec 001 §9). */
export const accessCodeLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/** `MB-` and 6 symbols drawn uniformly from a cryptographic source (never Math.random). */
export function newAccessCode(): string {
  let code = 'MB-';
  for (let i = 0; i < symbolCount; i++) code += accessCodeSymbols[randomInt(accessCodeSymbols.length)];
  return code;
}

export interface CodeTimes {
  expiresAt: Date;
  redeemedAt: Date | null;
  revokedAt: Date | null;
}

/**
 * Where a code stands at `now`. A redemption is what happened, even when a revocation crossed it on the
 * way (the account exists); a revoked code is dead whatever its expiry; only then does expiry count.
 */
export function accessCodeState(code: CodeTimes, now: Date): AccessCodeState {
  if (code.redeemedAt) return 'redeemed';
  if (code.revokedAt) return 'revoked';
  if (code.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

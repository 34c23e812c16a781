import { AppError, type Principal } from '@agency/kit';
import { TooManyAttempts, type SignInLimits } from '../auth/sign-in-limits.js';

/**
 * Runs a change that asks for the caller's current password as a sign-in attempt on the account from the
 * caller's address: a wrong password counts as a failed sign-in, and past the limit the change is refused
 * (429, `Retry-After`) even with the right one. A change that fails for any other reason gives its attempt back.
 */
export async function provingPassword<T>(
  limits: SignInLimits,
  caller: Principal,
  address: string,
  change: () => Promise<T>,
): Promise<T> {
  const attempt = await limits.count(caller.email, address);
  if (attempt.refusedForSeconds !== undefined) throw new TooManyAttempts(attempt.refusedForSeconds);
  try {
    const done = await change();
    await attempt.succeeded();
    return done;
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'IDENTITY_CURRENT_PASSWORD_WRONG')) await attempt.succeeded();
    throw error;
  }
}

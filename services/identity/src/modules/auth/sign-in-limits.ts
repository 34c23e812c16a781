import {
  AppError,
  fixedWindowCounter,
  type FixedWindowCounter,
  type Orm,
  type ServiceMetrics,
  type WindowCount,
} from '@agency/kit';
import type { FastifyBaseLogger } from 'fastify';
import type { IdentityConfig } from '../../config.js';

/**
 * While an account's failed sign-ins from all addresses are past the ceiling, each address may fail this
 * many times per SIGN_IN_ACCOUNT_WINDOW_SECONDS on it (instead of SIGN_IN_ACCOUNT_RATE_LIMIT): guesses spread
 * over many addresses slow to one per address and window, and an address with no failure still gets in.
 */
export const SIGN_IN_FAILURES_PER_ADDRESS_PAST_CEILING = 1;

type SignInLimitConfig = Pick<
  IdentityConfig,
  | 'SIGN_IN_ACCOUNT_RATE_LIMIT'
  | 'SIGN_IN_ACCOUNT_WINDOW_SECONDS'
  | 'SIGN_IN_ACCOUNT_CEILING'
  | 'SIGN_IN_ACCOUNT_CEILING_WINDOW_SECONDS'
>;

/** The key of one account's failed sign-ins from one client address. */
export const signInAttemptsKey = (email: string, address: string) => `sign-in ${email.toLowerCase()} from ${address}`;

/** The key of one account's failed sign-ins from every address together. */
const accountAttemptsKey = (email: string) => `sign-in ${email.toLowerCase()}`;

/** Opens once per account and ceiling window, when the ceiling is first passed: the owner is warned once. */
const ceilingEpisodeKey = (email: string) => `sign-in ceiling passed ${email.toLowerCase()}`;

/** A refusal by one of identity's limits; the route answers it with `Retry-After`, as the gateway's refusals do. */
export class TooManyAttempts extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'RATE_LIMITED', `Too many attempts. Try again in ${retryAfterSeconds} seconds.`);
  }
}

/** The counts could not be read: the attempt is refused rather than let through unlimited. */
export const limitsUnavailable = () =>
  new AppError(503, 'RATE_LIMIT_UNAVAILABLE', 'This is not available right now. Try again in a minute.');

/** Gives back every hit an attempt counted, once it turns out not to count (a success, a right code). */
export const refunding = (counter: FixedWindowCounter, counted: Array<[string, WindowCount]>) => async () => {
  for (const [key, count] of counted) await counter.refund(key, count);
};

/** Whether this hit opens the window of `key`: what happens once per window (a warning, a metric) happens on it. */
export const opensWindow = async (counter: FixedWindowCounter, key: string, seconds: number) =>
  (await counter.hit(key, seconds)).hits === 1;

/** Counts an attempt; when the counts cannot be read it is refused (503) rather than let through unlimited. */
export async function failingClosed<T>(log: FastifyBaseLogger, limits: string, count: () => Promise<T>): Promise<T> {
  try {
    return await count();
  } catch (error) {
    if (error instanceof AppError) throw error;
    log.error({ err: error }, `${limits} unavailable`);
    throw limitsUnavailable();
  }
}

/** One sign-in attempt as the limits counted it, before the password is checked. */
export interface SignInAttempt {
  /** Set when the attempt is refused: seconds until this address may try the account again. */
  refusedForSeconds?: number;
  /** This attempt passed the account's ceiling first in its window: the owner is to be warned. */
  ceilingFirstPassed: boolean;
  /** The attempt succeeded: it is given back, so signing in never uses up a limit. */
  succeeded(): Promise<void>;
  /**
   * Set when this attempt is the last the address may fail on the account: if it fails, the account is locked
   * from that address for `lockedForSeconds` (the lock is reported once, by the failure that makes it).
   */
  locksWhenFailed?: { failedSignIns: number; lockedForSeconds: number };
}

export interface SignInLimits {
  /** Counts an attempt on `email` from `address` (every attempt, before its password is checked). */
  count(email: string, address: string): Promise<SignInAttempt>;
}

/**
 * Failed sign-ins per account, counted in identity's database so every replica sees them:
 * - per account and client address: SIGN_IN_ACCOUNT_RATE_LIMIT (5) per SIGN_IN_ACCOUNT_WINDOW_SECONDS (15 minutes).
 *   The next attempt from that address answers 429, even with the right password; other addresses are not
 *   affected, so nobody can lock an account's owner out by failing on purpose.
 * - per account from all addresses: SIGN_IN_ACCOUNT_CEILING (100) per SIGN_IN_ACCOUNT_CEILING_WINDOW_SECONDS (an
 *   hour). Past it, each address may fail SIGN_IN_FAILURES_PER_ADDRESS_PAST_CEILING (1) time per window on the
 *   account, and the first attempt past it says so, for the owner to be e-mailed once per window.
 * Each attempt is counted before the password is checked, so parallel guesses cannot slip past a limit, and
 * given back when it succeeds. Unknown e-mails are counted alike, so the answers reveal no account.
 */
export function signInLimits(
  counter: FixedWindowCounter,
  config: SignInLimitConfig,
  metrics: ServiceMetrics,
  log: FastifyBaseLogger,
): SignInLimits {
  const ceilingsPassed = metrics.counter({
    name: 'sign_in_account_ceilings_passed_total',
    help: "Times an account's failed sign-ins from all addresses passed the ceiling (once per account and ceiling window).",
  });
  const refused = metrics.counter({
    name: 'sign_in_attempts_refused_total',
    help: 'Sign-in attempts refused by identity, by the limit that refused them.',
    labelNames: ['limit'] as const,
  });

  const countAttempt = async (email: string, address: string): Promise<SignInAttempt> => {
    const fromAddressKey = signInAttemptsKey(email, address);
    const fromAddress = await counter.hit(fromAddressKey, config.SIGN_IN_ACCOUNT_WINDOW_SECONDS);
    const refusal = (limit: string): SignInAttempt => {
      refused.inc({ limit });
      return { refusedForSeconds: fromAddress.resetsInSeconds, ceilingFirstPassed: false, succeeded: async () => undefined };
    };
    // Refused at the address's own limit: not a guess, so it does not count against the account's ceiling.
    if (fromAddress.hits > config.SIGN_IN_ACCOUNT_RATE_LIMIT) return refusal('account-and-address');
    const accountKey = accountAttemptsKey(email);
    const account = await counter.hit(accountKey, config.SIGN_IN_ACCOUNT_CEILING_WINDOW_SECONDS);
    const succeeded = refunding(counter, [
      [fromAddressKey, fromAddress],
      [accountKey, account],
    ]);
    const locksWhenFailed =
      fromAddress.hits === config.SIGN_IN_ACCOUNT_RATE_LIMIT
        ? { failedSignIns: fromAddress.hits, lockedForSeconds: fromAddress.resetsInSeconds }
        : undefined;
    if (account.hits <= config.SIGN_IN_ACCOUNT_CEILING)
      return { ceilingFirstPassed: false, succeeded, ...(locksWhenFailed && { locksWhenFailed }) };
    const ceilingFirstPassed = await opensWindow(
      counter,
      ceilingEpisodeKey(email),
      config.SIGN_IN_ACCOUNT_CEILING_WINDOW_SECONDS,
    );
    if (ceilingFirstPassed) {
      ceilingsPassed.inc();
      log.warn(
        { ceiling: config.SIGN_IN_ACCOUNT_CEILING, windowSeconds: config.SIGN_IN_ACCOUNT_CEILING_WINDOW_SECONDS },
        "an account's failed sign-ins from all addresses passed the ceiling",
      );
    }
    if (fromAddress.hits > SIGN_IN_FAILURES_PER_ADDRESS_PAST_CEILING)
      return { ...refusal('account-ceiling'), ceilingFirstPassed };
    return { ceilingFirstPassed, succeeded };
  };

  return {
    count: (email, address) => failingClosed(log, 'sign-in limits', () => countAttempt(email, address)),
  };
}

const limitsOfService = new WeakMap<ServiceMetrics, SignInLimits>();

/**
 * The service's one set of sign-in limits (its metrics are registered once): signing in and proving the current
 * password on the Account page count against the same failures, so a stolen access token cannot be used to
 * guess the password any faster than the sign-in form allows.
 */
export function serviceSignInLimits(
  orm: Orm,
  config: SignInLimitConfig,
  metrics: ServiceMetrics,
  log: FastifyBaseLogger,
): SignInLimits {
  let limits = limitsOfService.get(metrics);
  if (!limits) {
    limits = signInLimits(fixedWindowCounter(orm), config, metrics, log);
    limitsOfService.set(metrics, limits);
  }
  return limits;
}

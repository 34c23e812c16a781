import type { FixedWindowCounter } from '@agency/kit';
import type { FastifyBaseLogger } from 'fastify';
import type { IdentityConfig } from '../../config.js';
import { failingClosed, TooManyAttempts } from '../auth/sign-in-limits.js';

type EmailChangeLimitConfig = Pick<
  IdentityConfig,
  'EMAIL_CHANGE_ACCOUNT_RATE_LIMIT' | 'EMAIL_CHANGE_ADDRESS_RATE_LIMIT' | 'EMAIL_CHANGE_WINDOW_SECONDS'
>;

export interface EmailChangeLimits {
  /**
   * Counts a request of account `userId` to move to `newEmail` (normalised), before anything is checked, and
   * throws `TooManyAttempts` (429, `Retry-After`) past either limit. Answers what gives the request back, for one
   * that ends up mailing nothing (a wrong password, the same address).
   */
  count(userId: string, newEmail: string): Promise<() => Promise<void>>;
}

/**
 * Requests to change an account's e-mail, counted in identity's database as sign-ins are, so every replica sees
 * them: each one mails the address asked for, so an account may ask EMAIL_CHANGE_ACCOUNT_RATE_LIMIT (5) times and
 * an address be asked for EMAIL_CHANGE_ADDRESS_RATE_LIMIT (3) times, by any accounts, per
 * EMAIL_CHANGE_WINDOW_SECONDS (an hour). A request refused by the address's limit does not use up the account's.
 */
export function emailChangeLimits(
  counter: FixedWindowCounter,
  config: EmailChangeLimitConfig,
  log: FastifyBaseLogger,
): EmailChangeLimits {
  const window = config.EMAIL_CHANGE_WINDOW_SECONDS;
  const counted = <T>(work: () => Promise<T>): Promise<T> => failingClosed(log, 'e-mail change limits', work);
  return {
    async count(userId, newEmail) {
      const accountKey = `email-change by ${userId}`;
      const addressKey = `email-change to ${newEmail.toLowerCase()}`;
      const account = await counted(() => counter.hit(accountKey, window));
      if (account.hits > config.EMAIL_CHANGE_ACCOUNT_RATE_LIMIT) throw new TooManyAttempts(account.resetsInSeconds);
      const address = await counted(() => counter.hit(addressKey, window));
      if (address.hits > config.EMAIL_CHANGE_ADDRESS_RATE_LIMIT) {
        await counted(() => counter.refund(accountKey, account));
        throw new TooManyAttempts(address.resetsInSeconds);
      }
      return () =>
        counted(async () => {
          await counter.refund(accountKey, account);
          await counter.refund(addressKey, address);
        });
    },
  };
}

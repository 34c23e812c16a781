import { AppError, type FixedWindowCounter, type ServiceMetrics } from '@agency/kit';
import type { FastifyBaseLogger } from 'fastify';
import type { IdentityConfig } from '../../config.js';
import { failingClosed, opensWindow, refunding, TooManyAttempts } from '../auth/sign-in-limits.js';

/** Wrong codes from one address are counted over this window (15 minutes). */
export const CODE_GUESS_ADDRESS_WINDOW_SECONDS = 900;

/**
 * While the budget of wrong codes is spent, each address may try this many wrong codes per
 * CODE_GUESS_ADDRESS_WINDOW_SECONDS (the gateway alone allows 10 a minute): 3 typing mistakes, not a search.
 */
export const CODE_GUESSES_PER_ADDRESS_WHILE_SPENT = 3;

type CodeGuessConfig = Pick<IdentityConfig, 'ACCESS_CODE_GUESS_BUDGET' | 'ACCESS_CODE_GUESS_BUDGET_WINDOW_SECONDS'>;

const addressKey = (address: string) => `access-code guesses from ${address}`;
const budgetKey = 'access-code guesses';
/** Opens when the budget is spent, once per budget window: the moment is logged and counted once. */
const spentKey = 'access-code guess budget spent';

/** One attempt at a code (sign-in by code or registration), counted before the code is looked up. */
export interface CodeGuess {
  /** The code was right (or the attempt failed for another reason): the attempt is given back. */
  notAGuess(): Promise<void>;
}

export interface CodeGuessLimits {
  /** Counts an attempt from `address`; refuses it (429) while the budget is spent and the address has used its share. */
  count(address: string): Promise<CodeGuess>;
}

/**
 * A budget of wrong access codes from all addresses together: ACCESS_CODE_GUESS_BUDGET (100) per
 * ACCESS_CODE_GUESS_BUDGET_WINDOW_SECONDS (an hour), on top of the gateway's 10 a minute per address. When
 * it is spent (a search spread over many addresses), that is logged and counted in the metrics, and until
 * the window ends every address gets CODE_GUESSES_PER_ADDRESS_WHILE_SPENT (3) wrong codes per 15 minutes;
 * the next attempt from it answers 429, the right code too. It fails closed: when the counts cannot be
 * read, the attempt is refused (503) before any code is looked up.
 */
export function codeGuessLimits(
  counter: FixedWindowCounter,
  config: CodeGuessConfig,
  metrics: ServiceMetrics,
  log: FastifyBaseLogger,
): CodeGuessLimits {
  const budgetsSpent = metrics.counter({
    name: 'access_code_guess_budget_spent_total',
    help: 'Times the budget of wrong access codes from all addresses was spent (once per budget window).',
  });
  const refused = metrics.counter({
    name: 'access_code_guesses_refused_total',
    help: 'Access-code attempts refused while the budget of wrong codes was spent.',
  });

  const countGuess = async (address: string): Promise<CodeGuess> => {
    const fromAddress = await counter.hit(addressKey(address), CODE_GUESS_ADDRESS_WINDOW_SECONDS);
    const overall = await counter.hit(budgetKey, config.ACCESS_CODE_GUESS_BUDGET_WINDOW_SECONDS);
    const guess: CodeGuess = {
      notAGuess: refunding(counter, [
        [addressKey(address), fromAddress],
        [budgetKey, overall],
      ]),
    };
    if (overall.hits <= config.ACCESS_CODE_GUESS_BUDGET) return guess;
    if (await opensWindow(counter, spentKey, config.ACCESS_CODE_GUESS_BUDGET_WINDOW_SECONDS)) {
      budgetsSpent.inc();
      log.warn(
        {
          budget: config.ACCESS_CODE_GUESS_BUDGET,
          windowSeconds: config.ACCESS_CODE_GUESS_BUDGET_WINDOW_SECONDS,
          resetsInSeconds: overall.resetsInSeconds,
          perAddress: CODE_GUESSES_PER_ADDRESS_WHILE_SPENT,
        },
        'access-code guess budget spent: code attempts are limited per address until it resets',
      );
    }
    if (fromAddress.hits <= CODE_GUESSES_PER_ADDRESS_WHILE_SPENT) return guess;
    refused.inc();
    throw new TooManyAttempts(fromAddress.resetsInSeconds);
  };

  return {
    count: (address) => failingClosed(log, 'access-code guess limits', () => countGuess(address)),
  };
}

/** The one failure that is a wrong code: unknown, redeemed, revoked or expired alike. */
const isWrongCode = (error: unknown) => error instanceof AppError && error.code === 'IDENTITY_ACCESS_CODE_INVALID';

/**
 * Runs an attempt at a code within the limits: counted first, given back unless it failed on a wrong code
 * (a right code with another e-mail, an address that has an account, are not guesses).
 */
export async function guessingAccessCode<T>(limits: CodeGuessLimits, address: string, attempt: () => Promise<T>): Promise<T> {
  const guess = await limits.count(address);
  try {
    const result = await attempt();
    await guess.notAGuess();
    return result;
  } catch (error) {
    if (!isWrongCode(error)) await guess.notAGuess();
    throw error;
  }
}

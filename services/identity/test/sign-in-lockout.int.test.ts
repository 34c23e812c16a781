import { afterEach, describe, expect, it, vi } from 'vitest';
import { identityTestService } from './support.js';

// The shipped per-address limit (5 failures per account and address in 15 minutes); a ceiling of 12 failures
// per account from all addresses in an hour, so a test can pass it with a few addresses.
const ceiling = 12;
const t = await identityTestService({ SIGN_IN_ACCOUNT_CEILING: String(ceiling) });

let accounts = 0;
let addresses = 0;

/** An account of its own for each test, so no test's counts meet another's. */
async function newAccount() {
  const email = `guarded${++accounts}@bakery.example`;
  const password = 'Guarded-Password-1';
  const id = await t.addUser(email, password, 'client', null);
  return { id, email, password };
}

/** A client address no test has used yet (TEST-NET-3). */
const newAddress = () => `203.0.113.${++addresses}`;

const throttledEvents = async (userId: string) =>
  (await t.outboxOf('identity.sign-in.throttled.v1')).filter((row) => row.envelope.data.userId === userId);

afterEach(() => {
  vi.useRealTimers();
});

describe('failed sign-ins from one address', () => {
  it('do not lock the owner out: from an address with no failures the right password signs in', async () => {
    const account = await newAccount();
    const attacker = t.from(newAddress());
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      statuses.push((await attacker.login({ email: account.email, password: `wrong-${attempt}` })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // The address that failed waits, even with the right password…
    const refused = await attacker.login({ email: account.email, password: account.password });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests', code: 'RATE_LIMITED' });
    const seconds = Number(/^Too many attempts\. Try again in (\d+) seconds\.$/.exec(refused.json().message)?.[1]);
    expect(seconds).toBeGreaterThan(14 * 60);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    expect(refused.headers['retry-after']).toBe(String(seconds));
    // …the owner, elsewhere, does not.
    const owner = await t.from(newAddress()).login({ email: account.email.toUpperCase(), password: account.password });
    expect(owner.statusCode).toBe(200);
    expect(await throttledEvents(account.id)).toEqual([]);
  });

  it('answer an unknown e-mail the same way', async () => {
    const attacker = t.from(newAddress());
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      statuses.push((await attacker.login({ email: 'nobody.here@bakery.example', password: 'guess' })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('failed sign-ins from many addresses', () => {
  it(`past the ceiling (${ceiling}), allow each address one failure, let a clean address in and warn the owner once`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T15:04:05.000Z'));
    const account = await newAccount();
    const guessers = [newAddress(), newAddress(), newAddress()].map((address) => t.from(address));
    // 3 addresses × 4 failures: the ceiling is reached, not passed, and no address is at its own limit.
    for (const guesser of guessers) {
      for (let attempt = 1; attempt <= 4; attempt++) {
        expect((await guesser.login({ email: account.email, password: `wrong-${attempt}` })).statusCode).toBe(401);
      }
    }
    expect(await throttledEvents(account.id)).toEqual([]);

    // The 13th failure passes it: a new address still gets its one try, and the owner is warned.
    const fourth = t.from(newAddress());
    expect((await fourth.login({ email: account.email, password: 'wrong-13' })).statusCode).toBe(401);
    const refusedAgain = await fourth.login({ email: account.email, password: 'wrong-14' });
    expect(refusedAgain.statusCode).toBe(429);
    expect(Number(refusedAgain.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // An address with failures of its own now waits, though under its own limit of 5.
    expect((await guessers[0]!.login({ email: account.email, password: 'wrong-15' })).statusCode).toBe(429);
    expect((await guessers[1]!.login({ email: account.email, password: account.password })).statusCode).toBe(429);
    // The owner, from an address with no failures, signs in with the right password.
    expect((await t.from(newAddress()).login({ email: account.email, password: account.password })).statusCode).toBe(200);
    // More guessing within the episode warns no one again.
    for (let more = 0; more < 3; more++) {
      expect((await t.from(newAddress()).login({ email: account.email, password: `more-${more}` })).statusCode).toBe(401);
    }

    const events = await throttledEvents(account.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.envelope.data).toEqual({
      userId: account.id,
      email: account.email,
      failedSignIns: ceiling,
      windowSeconds: 3600,
      resetUrl: expect.stringMatching(/^https:\/\/portal\.maple\.example\/reset-password#type=recovery&token=[\w-]{43}$/),
      expiresAt: '2026-03-02T16:04:05.000Z',
      throttledAt: '2026-03-02T15:04:05.000Z',
    });

    // The link in the warning is a password-reset link (the clock still within its hour): it sets a new password, once.
    const token = new URL(String(events[0]!.envelope.data.resetUrl)).hash.split('token=')[1];
    const reset = await t.from(newAddress()).confirmReset({ token, password: 'After-The-Warning-1' });
    expect(reset.statusCode).toBe(204);
    expect((await t.from(newAddress()).login({ email: account.email, password: 'After-The-Warning-1' })).statusCode).toBe(200);
    expect((await t.confirmReset({ token, password: 'Once-More-Password-1' })).statusCode).toBe(400);
  });

  it('warn the owner again in the next episode, once its window is over', async () => {
    const account = await newAccount();
    const failFromFreshAddresses = async (count: number) => {
      for (let failure = 0; failure < count; failure++) {
        expect((await t.from(newAddress()).login({ email: account.email, password: `guess-${failure}` })).statusCode).toBe(401);
      }
    };
    await failFromFreshAddresses(ceiling + 1);
    expect(await throttledEvents(account.id)).toHaveLength(1);
    // The hour is over: every window of the database's clock is moved into the past rather than waited for.
    await t.sql(`UPDATE rate_limit_windows SET expires_at = now() - interval '1 second'`);
    await failFromFreshAddresses(ceiling);
    expect(await throttledEvents(account.id)).toHaveLength(1);
    await failFromFreshAddresses(1);
    expect(await throttledEvents(account.id)).toHaveLength(2);
  });

  it('answer an unknown e-mail past the ceiling the same way, and record nothing', async () => {
    const email = 'ghost.account@bakery.example';
    const before = (await t.outboxOf('identity.sign-in.throttled.v1')).length;
    for (let failure = 0; failure < ceiling; failure++) {
      expect((await t.from(newAddress()).login({ email, password: 'guess' })).statusCode).toBe(401);
    }
    const past = t.from(newAddress());
    expect((await past.login({ email, password: 'guess' })).statusCode).toBe(401);
    expect((await past.login({ email, password: 'guess' })).statusCode).toBe(429);
    expect(await t.outboxOf('identity.sign-in.throttled.v1')).toHaveLength(before);
  });

  it('are counted in the metrics: ceilings passed and refusals by limit', async () => {
    const metrics = (await t.service.operator.inject({ url: '/metrics' })).body;
    expect(metrics).toMatch(/^sign_in_account_ceilings_passed_total\{service="identity"\} [3-9]$/m);
    expect(metrics).toMatch(/^sign_in_attempts_refused_total\{limit="account-and-address",service="identity"\} [1-9]\d*$/m);
    expect(metrics).toMatch(/^sign_in_attempts_refused_total\{limit="account-ceiling",service="identity"\} [1-9]\d*$/m);
  });
});

describe('when the counts cannot be read', () => {
  it('refuse sign-in (503) rather than let attempts through uncounted', async () => {
    const account = await newAccount();
    await t.sql('ALTER TABLE rate_limit_windows RENAME TO rate_limit_windows_away');
    try {
      const refused = await t.from(newAddress()).login({ email: account.email, password: account.password });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ statusCode: 503, code: 'RATE_LIMIT_UNAVAILABLE' });
      expect(refused.cookies).toEqual([]);
    } finally {
      await t.sql('ALTER TABLE rate_limit_windows_away RENAME TO rate_limit_windows');
    }
    expect((await t.from(newAddress()).login({ email: account.email, password: account.password })).statusCode).toBe(200);
  });
});

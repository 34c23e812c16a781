import { describe, expect, it } from 'vitest';
import { adminEmail, adminPassword, identityTestService } from './support.js';

// The shipped limits: 5 failed sign-ins per account and address in 15 minutes (every call here comes from one address).
const t = await identityTestService();
// The same service with the per-account limits out of the way, to time 200 failures on one account.
const untimed = await identityTestService({ SIGN_IN_ACCOUNT_RATE_LIMIT: '100000', SIGN_IN_ACCOUNT_CEILING: '100000' });

describe('failed sign-ins on one account, with the shipped limits', () => {
  it('allow 5 within 15 minutes and refuse the 6th, for a known and an unknown e-mail alike', async () => {
    const clientEmail = 'locked@bakery.example';
    const clientPassword = 'Locked-Password-1';
    await t.addUser(clientEmail, clientPassword, 'client', null);
    const figures: string[] = [];
    for (const [label, email] of [
      ['known', clientEmail],
      ['unknown', 'never.registered@bakery.example'],
    ] as const) {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 7; attempt++) {
        statuses.push((await t.login({ email, password: `wrong-${attempt}` })).statusCode);
      }
      expect(statuses, label).toEqual([401, 401, 401, 401, 401, 429, 429]);
      const refused = await t.login({ email: email.toUpperCase(), password: label === 'known' ? clientPassword : 'guess' });
      expect(refused.statusCode, label).toBe(429);
      expect(refused.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests', code: 'RATE_LIMITED' });
      const seconds = Number(/Try again in (\d+) seconds\./.exec(refused.json().message)?.[1]);
      expect(seconds).toBeGreaterThan(14 * 60);
      expect(seconds).toBeLessThanOrEqual(15 * 60);
      expect(refused.cookies).toEqual([]);
      figures.push(
        `${label} e-mail: attempts 1-7 -> ${statuses.join(', ')}; then ${label === 'known' ? 'the right password' : 'another guess'} -> 429 (retry in ${seconds} s)`,
      );
    }
    console.log(`sign-in lockout per account and address (5 per 15 minutes):\n  ${figures.join('\n  ')}`);
  });

  it('leave other accounts alone, and let the owner back in once the window is over', async () => {
    expect((await t.login({ email: adminEmail, password: adminPassword })).statusCode).toBe(200);
    await t.sql('DELETE FROM rate_limit_windows');
    expect((await t.login({ email: 'locked@bakery.example', password: 'Locked-Password-1' })).statusCode).toBe(200);
  });

  it('do not count sign-ins that succeed', async () => {
    for (let attempt = 0; attempt < 8; attempt++) {
      expect((await t.login({ email: adminEmail, password: adminPassword })).statusCode).toBe(200);
    }
  });
});

describe('the time a failed sign-in takes', () => {
  it('does not tell a known e-mail from an unknown one: median gap under 10 ms (or a fifth of a try) over 200 tries', async () => {
    const known = 'timed@bakery.example';
    await untimed.addUser(known, 'Timed-Password-1', 'client', null);
    const durations: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    const time = async (kind: 'known' | 'unknown', email: string) => {
      const started = performance.now();
      const response = await untimed.login({ email, password: 'not-the-password' });
      durations[kind].push(performance.now() - started);
      expect(response.statusCode).toBe(401);
    };
    // Interleaved, so load on the machine weighs on both alike.
    for (let round = 0; round < 200; round++) {
      await time('known', known);
      await time('unknown', `ghost${round}@bakery.example`);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    // Each round's two tries ran side by side: the median of their differences leaves out what load did between rounds.
    const gap = Math.abs(median(durations.known.map((known, round) => known - durations.unknown[round]!)));
    const slower = Math.max(median(durations.known), median(durations.unknown));
    // On a busy machine every try is slower and noisier, so the bound grows with it; skipping the password check
    // for an unknown e-mail (the leak this guards against) makes one side several times the other, far past it.
    const bound = Math.max(10, slower / 5);
    console.log(
      `sign-in timing over 200 tries each: known e-mail median ${median(durations.known).toFixed(2)} ms, ` +
        `unknown e-mail median ${median(durations.unknown).toFixed(2)} ms, paired gap ${gap.toFixed(2)} ms (bound ${bound.toFixed(2)} ms)`,
    );
    expect(gap).toBeLessThan(bound);
  }, 120_000);
});

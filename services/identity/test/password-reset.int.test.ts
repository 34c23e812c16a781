import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { identityTestService, publicOrigin, refreshCookie } from './support.js';

const t = await identityTestService();
let accounts = 0;

/** A client account of its own for each test, so no test's sessions or tokens meet another's. */
async function newAccount(password = 'Original-Password-1') {
  const email = `reset${++accounts}@bakery.example`;
  const id = await t.addUser(email, password, 'client', null);
  return { id, email, password };
}

/** Asks for a reset and reads the link from the event identity recorded for it. */
async function resetLinkFor(email: string) {
  const before = await t.outboxOf('identity.password-reset.requested.v1');
  const response = await t.requestReset({ email });
  expect(response.statusCode).toBe(202);
  // The request is answered first and handled after: wait for its event.
  const added = await vi.waitFor(
    async () => {
      const after = await t.outboxOf('identity.password-reset.requested.v1');
      // Another test's requests, answered before and handled after, may still be landing: only this address's counts.
      const fresh = after.filter(
        (row) =>
          !before.some((old) => old.id === row.id) && String(row.envelope.data.email).toLowerCase() === email.toLowerCase(),
      );
      expect(fresh).toHaveLength(1);
      return fresh;
    },
    { timeout: 5_000, interval: 20 },
  );
  const data = added[0]!.envelope.data as {
    resetUrl: string;
    expiresAt: string;
    requestedAt: string;
    userId: string;
    email: string;
  };
  const token = new URL(data.resetUrl).hash.match(/^#type=recovery&token=([A-Za-z0-9_-]+)$/)?.[1];
  if (!token) throw new Error(`no token in ${data.resetUrl}`);
  return { token, data };
}

const invalidLink = {
  statusCode: 400,
  error: 'Bad Request',
  code: 'IDENTITY_RESET_TOKEN_INVALID',
  message: 'This reset link is invalid or has expired.',
};
const errorOf = (response: { json: () => Record<string, unknown> }) => ({ ...response.json(), requestId: undefined });

describe('asking for a password reset', () => {
  it('answers 202 with the same body whether or not the address has an account', async () => {
    const { email } = await newAccount();
    const before = await t.outboxOf('identity.password-reset.requested.v1');
    const known = await t.requestReset({ email });
    const unknown = await t.requestReset({ email: 'nobody.at.all@bakery.example' });
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ status: 'accepted' });
      expect(response.cookies).toEqual([]);
    }
    expect(known.body).toBe(unknown.body);
    expect(known.headers['content-type']).toBe(unknown.headers['content-type']);
    expect(known.headers['content-length']).toBe(unknown.headers['content-length']);
    // Only the account got a link (given time for the other request to have been handled too).
    await vi.waitFor(
      async () => expect(await t.outboxOf('identity.password-reset.requested.v1')).toHaveLength(before.length + 1),
      {
        timeout: 5_000,
        interval: 20,
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await t.outboxOf('identity.password-reset.requested.v1')).toHaveLength(before.length + 1);
    expect(await t.sql('SELECT id FROM users WHERE email = :email', { email: 'nobody.at.all@bakery.example' })).toEqual([]);
  });

  it('records identity.password-reset.requested.v1 with a link to /reset-password, valid 60 minutes', async () => {
    const account = await newAccount();
    const { token, data } = await resetLinkFor(account.email.toUpperCase());
    expect(data).toEqual({
      userId: account.id,
      email: account.email,
      resetUrl: `${publicOrigin}/reset-password#type=recovery&token=${token}`,
      expiresAt: expect.any(String),
      requestedAt: expect.any(String),
    });
    expect(Date.parse(data.expiresAt) - Date.parse(data.requestedAt)).toBe(60 * 60 * 1000);
    expect(Math.abs(Date.parse(data.requestedAt) - Date.now())).toBeLessThan(10_000);
  });

  it('makes a 256-bit token and stores only its SHA-256', async () => {
    const account = await newAccount();
    const { token } = await resetLinkFor(account.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.sql<{ tokenHash: string; usedAt: string | null }>(
      'SELECT token_hash, used_at FROM password_reset_tokens WHERE user_id = :userId',
      { userId: account.id },
    );
    expect(rows).toEqual([{ tokenHash: createHash('sha256').update(token).digest('hex'), usedAt: null }]);
    const anywhere = await t.sql(
      "SELECT id FROM password_reset_tokens WHERE token_hash = :token OR token_hash LIKE '%' || :token || '%'",
      { token },
    );
    expect(anywhere).toEqual([]);
  });

  it('gives each request a token of its own', async () => {
    const account = await newAccount();
    const tokens = new Set<string>();
    for (let request = 0; request < 3; request++) tokens.add((await resetLinkFor(account.email)).token);
    expect(tokens.size).toBe(3);
  });

  it('rejects a body that is not an e-mail with a 400 and records nothing', async () => {
    const before = await t.outboxOf('identity.password-reset.requested.v1');
    for (const body of [
      {},
      { email: '' },
      { email: 'not-an-email' },
      { email: 'a@b.co', extra: 1 },
      { email: 'a@b.co\r\nBcc: x@y.z' },
    ]) {
      const response = await t.requestReset(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await t.outboxOf('identity.password-reset.requested.v1')).toHaveLength(before.length);
  });

  it('answers in comparable time for an address with and without an account', async () => {
    const { email } = await newAccount();
    const known: number[] = [];
    const unknown: number[] = [];
    const time = async (address: string, into: number[]) => {
      const started = performance.now();
      const response = await t.requestReset({ email: address });
      into.push(performance.now() - started);
      expect(response.statusCode).toBe(202);
    };
    for (let round = 0; round < 100; round++) {
      await time(email, known);
      await time(`ghost${round}@bakery.example`, unknown);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const gap = Math.abs(median(known) - median(unknown));
    console.log(
      `password-reset request medians over 100 tries each: account ${median(known).toFixed(2)} ms, ` +
        `no account ${median(unknown).toFixed(2)} ms, gap ${gap.toFixed(2)} ms`,
    );
    expect(gap).toBeLessThan(10);
  });
});

describe('setting a new password with a reset link', () => {
  it('replaces the password: the new one signs in, the old one no longer does', async () => {
    const account = await newAccount();
    const { token } = await resetLinkFor(account.email);
    const response = await t.confirmReset({ token, password: 'Brand-New-Password-2' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await t.login({ email: account.email, password: 'Brand-New-Password-2' })).statusCode).toBe(200);
    const old = await t.login({ email: account.email, password: account.password });
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe('IDENTITY_INVALID_CREDENTIALS');
  });

  it('ends a lock-out by failed sign-ins: the new password signs in at once', async () => {
    const account = await newAccount();
    let failed = await t.login({ email: account.email, password: 'a-wrong-guess' });
    for (let tries = 1; failed.statusCode === 401 && tries < 20; tries++) {
      failed = await t.login({ email: account.email, password: 'a-wrong-guess' });
    }
    expect(failed.json().code).toBe('RATE_LIMITED');
    expect((await t.login({ email: account.email, password: account.password })).statusCode).toBe(429);

    const { token } = await resetLinkFor(account.email);
    expect((await t.confirmReset({ token, password: 'Brand-New-Password-3' })).statusCode).toBe(204);
    expect((await t.login({ email: account.email.toUpperCase(), password: 'Brand-New-Password-3' })).statusCode).toBe(200);
  });

  it('ends every session of the account: old refresh cookies stop working', async () => {
    const account = await newAccount();
    const first = refreshCookie(await t.login({ email: account.email, password: account.password })).value;
    const second = refreshCookie(await t.login({ email: account.email, password: account.password })).value;
    const rotated = refreshCookie(await t.refresh(second)).value;
    const other = await newAccount();
    const othersCookie = refreshCookie(await t.login({ email: other.email, password: other.password })).value;

    const { token } = await resetLinkFor(account.email);
    expect((await t.confirmReset({ token, password: 'Brand-New-Password-2' })).statusCode).toBe(204);

    for (const cookie of [first, second, rotated]) {
      const refreshed = await t.refresh(cookie);
      expect(refreshed.statusCode).toBe(401);
      expect(refreshed.json().code).toBe('IDENTITY_SESSION_EXPIRED');
    }
    const live = await t.sql<{ n: string }>(
      'SELECT count(*) AS n FROM refresh_tokens WHERE user_id = :userId AND revoked_at IS NULL',
      { userId: account.id },
    );
    expect(Number(live[0]?.n)).toBe(0);
    // Another account's session is left alone.
    expect((await t.refresh(othersCookie)).statusCode).toBe(200);
  });

  it('ends every session’s access tokens everywhere, and a sign-in right after it works', async () => {
    const account = await newAccount();
    const first = (await t.login({ email: account.email, password: account.password })).json<{ accessToken: string }>();
    const second = await t.login({ email: account.email, password: account.password });
    const rotated = (await t.refresh(refreshCookie(second).value)).json<{ accessToken: string }>();
    const sessionIds = [first, rotated].map(({ accessToken }) => (t.verifyAccessToken(accessToken) as { sid: string }).sid);
    const other = await newAccount();
    const othersToken = (await t.login({ email: other.email, password: other.password })).json<{ accessToken: string }>();
    for (const { accessToken } of [first, rotated]) expect((await t.me(`Bearer ${accessToken}`)).statusCode).toBe(200);

    const { token } = await resetLinkFor(account.email);
    const resetAt = Date.now();
    expect((await t.confirmReset({ token, password: 'Brand-New-Password-3' })).statusCode).toBe(204);
    const ended = (await t.outboxOf('identity.sessions.ended.v1')).filter((row) => row.envelope.data.userId === account.id);
    expect(ended).toHaveLength(1);
    expect(ended[0]!.envelope).toMatchObject({
      actor: { kind: 'client', userId: account.id },
      data: { reason: 'password-reset', userId: account.id },
    });
    const data = ended[0]!.envelope.data as { sessionIds: string[]; issuedBefore: string; endedAt: string };
    expect([...data.sessionIds].sort()).toEqual([...sessionIds].sort());
    expect(data.issuedBefore).toBe(data.endedAt);
    expect(Date.parse(data.endedAt)).toBeGreaterThanOrEqual(resetAt - 1000);

    for (const { accessToken } of [first, rotated]) {
      await vi.waitFor(async () => expect((await t.me(`Bearer ${accessToken}`)).statusCode).toBe(401), {
        timeout: 5_000,
        interval: 20,
      });
    }
    expect((await t.me(`Bearer ${othersToken.accessToken}`)).statusCode).toBe(200);
    // The new password starts a session whose token works, even within the second of the reset.
    const fresh = (await t.login({ email: account.email, password: 'Brand-New-Password-3' })).json<{ accessToken: string }>();
    expect((await t.me(`Bearer ${fresh.accessToken}`)).statusCode).toBe(200);
  });

  it('works once: the same link again is refused, and the password stays as set', async () => {
    const account = await newAccount();
    const { token } = await resetLinkFor(account.email);
    expect((await t.confirmReset({ token, password: 'First-New-Password' })).statusCode).toBe(204);
    const again = await t.confirmReset({ token, password: 'Second-New-Password' });
    expect(errorOf(again)).toEqual({ ...invalidLink, requestId: undefined });
    expect((await t.login({ email: account.email, password: 'First-New-Password' })).statusCode).toBe(200);
  });

  it('uses up the account’s other links too', async () => {
    const account = await newAccount();
    const older = await resetLinkFor(account.email);
    const newer = await resetLinkFor(account.email);
    expect((await t.confirmReset({ token: newer.token, password: 'First-New-Password' })).statusCode).toBe(204);
    expect(errorOf(await t.confirmReset({ token: older.token, password: 'Second-New-Password' }))).toMatchObject(invalidLink);
  });

  it('refuses an expired link', async () => {
    const account = await newAccount();
    const { token } = await resetLinkFor(account.email);
    await t.sql("UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = :userId", {
      userId: account.id,
    });
    expect(errorOf(await t.confirmReset({ token, password: 'Brand-New-Password-2' }))).toMatchObject(invalidLink);
    expect((await t.login({ email: account.email, password: account.password })).statusCode).toBe(200);
  });

  it('refuses an unknown or malformed token with the same answer', async () => {
    for (const token of [randomBytes(32).toString('base64url'), 'short', 'x'.repeat(512), '%%%not-base64url%%%']) {
      expect(errorOf(await t.confirmReset({ token, password: 'Brand-New-Password-2' })), token).toEqual({
        ...invalidLink,
        requestId: undefined,
      });
    }
  });

  it('refuses a password shorter than 8 characters as a validation error, and the link still works', async () => {
    const account = await newAccount();
    const { token } = await resetLinkFor(account.email);
    const short = await t.confirmReset({ token, password: 'Short-7' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(short.json().details).toEqual([expect.objectContaining({ path: 'body/password' })]);
    expect((await t.confirmReset({ token, password: '8-chars!' })).statusCode).toBe(204);
  });

  it('rejects bodies outside the contract with a 400', async () => {
    const token = randomBytes(32).toString('base64url');
    for (const body of [
      {},
      { token },
      { password: 'Long-Enough-1' },
      { token, password: 'p'.repeat(257) },
      { token: '', password: 'Long-Enough-1' },
      { token: 'a'.repeat(513), password: 'Long-Enough-1' },
      { token, password: 'Long-Enough-1', userId: 'x' },
    ]) {
      const response = await t.confirmReset(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    }
  });

  it('lets one of two confirmations racing with one link through', async () => {
    const account = await newAccount();
    const { token } = await resetLinkFor(account.email);
    const [a, b] = await Promise.all([
      t.confirmReset({ token, password: 'Racing-Password-A' }),
      t.confirmReset({ token, password: 'Racing-Password-B' }),
    ]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([204, 400]);
    const winner = a!.statusCode === 204 ? 'Racing-Password-A' : 'Racing-Password-B';
    expect((await t.login({ email: account.email, password: winner })).statusCode).toBe(200);
  });
});

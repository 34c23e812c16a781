import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { identityTestService, newAccessCode, refreshCookie } from './support.js';

const t = await identityTestService();
const password = 'Bakery-Password-1';

const errorOf = (response: { json: () => unknown }) => {
  const { statusCode, code, message } = response.json() as { statusCode: number; code: string; message: string };
  return { statusCode, code, message };
};

describe('registering with an access code', () => {
  it('creates a client account bound to the code’s client, signs it in and redeems the code', async () => {
    const invitation = await t.invite();
    const response = await t.register({
      accessCode: invitation.accessCode.code.toLowerCase(),
      email: invitation.email.toUpperCase(),
      password,
    });
    expect(response.statusCode).toBe(201);
    const session = response.json();
    expect(session).toEqual({
      accessToken: expect.any(String),
      expiresIn: 900,
      user: { id: expect.any(String), email: invitation.email, role: 'client' },
    });
    const claims = t.verifyAccessToken(session.accessToken) as Record<string, unknown>;
    expect(claims).toMatchObject({
      sub: session.user.id,
      email: invitation.email,
      role: 'client',
      clientId: invitation.clientId,
    });
    expect(claims.scope).toBeUndefined();
    expect(refreshCookie(response).value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [user] = await t.sql<{ role: string; clientId: string; passwordHash: string }>(
      'SELECT role, client_id, password_hash FROM users WHERE id = :id',
      { id: session.user.id },
    );
    expect(user).toMatchObject({ role: 'client', clientId: invitation.clientId });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const [code] = await t.sql<{ redeemedAt: Date | null; redeemedBy: string | null }>(
      'SELECT redeemed_at, redeemed_by FROM access_codes WHERE id = :id',
      { id: invitation.accessCode.id },
    );
    expect(code?.redeemedAt).not.toBeNull();
    expect(code?.redeemedBy).toBe(session.user.id);

    // The account signs in by e-mail and reads itself.
    const signedIn = await t.login({ email: invitation.email, password });
    expect(signedIn.statusCode).toBe(200);
    expect((await t.me(`Bearer ${signedIn.json().accessToken}`)).json()).toEqual(session.user);
    expect((await t.refresh(refreshCookie(response).value)).statusCode).toBe(200);
  });

  it('records identity.client-account.registered.v1 in the same transaction', async () => {
    const invitation = await t.invite();
    const response = await t.register({ accessCode: ` ${invitation.accessCode.code} `, email: invitation.email, password });
    expect(response.statusCode).toBe(201);
    const events = (await t.outboxOf('identity.client-account.registered.v1')).filter(
      (row) => row.envelope.data.accessCodeId === invitation.accessCode.id,
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.envelope).toMatchObject({
      type: 'identity.client-account.registered.v1',
      source: 'identity',
      data: {
        userId: response.json().user.id,
        clientId: invitation.clientId,
        accessCodeId: invitation.accessCode.id,
        email: invitation.email,
        registeredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
  });

  it('records the registration as a visitor’s: no session made the request', async () => {
    const invitation = await t.invite();
    expect((await t.register({ accessCode: invitation.accessCode.code, email: invitation.email, password })).statusCode).toBe(
      201,
    );
    const [event] = (await t.outboxOf('identity.client-account.registered.v1')).filter(
      (row) => row.envelope.data.accessCodeId === invitation.accessCode.id,
    );
    expect(event?.envelope.actor).toEqual({ kind: 'visitor' });
  });

  it('answers an unknown code with 400 IDENTITY_ACCESS_CODE_INVALID', async () => {
    const response = await t.register({ accessCode: newAccessCode(), email: 'someone@bakery.example', password });
    expect(errorOf(response)).toEqual({
      statusCode: 400,
      code: 'IDENTITY_ACCESS_CODE_INVALID',
      message: 'Invalid or expired access code',
    });
    expect(response.cookies).toEqual([]);
  });

  it('refuses a redeemed, a revoked and an expired code alike, and creates nothing', async () => {
    const redeemed = await t.invite();
    expect((await t.register({ accessCode: redeemed.accessCode.code, email: redeemed.email, password })).statusCode).toBe(201);
    const revoked = await t.invite();
    await t.invite({ clientId: revoked.clientId, email: revoked.email, revokedAccessCodeIds: [revoked.accessCode.id] });
    const expired = await t.invite({ expiresAt: new Date(Date.now() - 1000).toISOString() });

    for (const [label, invitation] of [
      ['redeemed', redeemed],
      ['revoked', revoked],
      ['expired', expired],
    ] as const) {
      const email = label === 'redeemed' ? `second.${randomUUID().slice(0, 6)}@bakery.example` : invitation.email;
      const response = await t.register({ accessCode: invitation.accessCode.code, email, password });
      expect(errorOf(response), label).toEqual({
        statusCode: 400,
        code: 'IDENTITY_ACCESS_CODE_INVALID',
        message: 'Invalid or expired access code',
      });
    }
    const users = await t.sql<{ n: string }>('SELECT count(*) AS n FROM users WHERE lower(email) IN (:email, :email2)', {
      email: revoked.email,
      email2: expired.email,
    });
    expect(Number(users[0]?.n)).toBe(0);
  });

  it('answers another e-mail than the code’s with 400 IDENTITY_ACCESS_CODE_EMAIL_MISMATCH, leaving the code usable', async () => {
    const invitation = await t.invite();
    const response = await t.register({ accessCode: invitation.accessCode.code, email: 'someone.else@bakery.example', password });
    expect(errorOf(response)).toEqual({
      statusCode: 400,
      code: 'IDENTITY_ACCESS_CODE_EMAIL_MISMATCH',
      message: 'Email does not match the one associated with this access code',
    });
    expect((await t.register({ accessCode: invitation.accessCode.code, email: invitation.email, password })).statusCode).toBe(
      201,
    );
  });

  it('checks the code before the e-mail: a wrong code with a wrong e-mail is an invalid code', async () => {
    const response = await t.register({ accessCode: 'MB-ZZZZZZ', email: 'wrong@bakery.example', password });
    expect(errorOf(response).code).toBe('IDENTITY_ACCESS_CODE_INVALID');
  });

  it('answers an e-mail that already has an account with 409 IDENTITY_EMAIL_TAKEN, and leaves the code unredeemed', async () => {
    const email = `taken.${randomUUID().slice(0, 6)}@bakery.example`;
    await t.addUser(email, 'Existing-Password-1', 'client', randomUUID());
    const invitation = await t.invite({ email });
    const response = await t.register({ accessCode: invitation.accessCode.code, email, password });
    expect(errorOf(response)).toEqual({
      statusCode: 409,
      code: 'IDENTITY_EMAIL_TAKEN',
      message: 'An account with this email already exists. Sign in instead.',
    });
    const [code] = await t.sql<{ redeemedAt: Date | null }>('SELECT redeemed_at FROM access_codes WHERE id = :id', {
      id: invitation.accessCode.id,
    });
    expect(code?.redeemedAt).toBeNull();
  });

  it('refuses a password shorter than 8 characters as a validation error, before looking at the code', async () => {
    const invitation = await t.invite();
    const response = await t.register({ accessCode: invitation.accessCode.code, email: invitation.email, password: 'Short-7' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json().details).toEqual([expect.objectContaining({ path: 'body/password' })]);
    expect(
      (await t.register({ accessCode: invitation.accessCode.code, email: invitation.email, password: '8-chars!' })).statusCode,
    ).toBe(201);
  });

  const badBodies: Array<[string, unknown]> = [
    ['a missing code', { email: 'a@bakery.example', password }],
    ['a code over 20 characters', { accessCode: 'MB-'.padEnd(21, 'A'), email: 'a@bakery.example', password }],
    ['an empty code', { accessCode: '', email: 'a@bakery.example', password }],
    ['a code with a NUL byte', { accessCode: 'MB-ABC\u0000', email: 'a@bakery.example', password }],
    ['a 257-character password', { accessCode: 'MB-ABCDEF', email: 'a@bakery.example', password: 'p'.repeat(257) }],
    ['an invalid e-mail', { accessCode: 'MB-ABCDEF', email: 'not-an-email', password }],
    ['a role', { accessCode: 'MB-ABCDEF', email: 'a@bakery.example', password, role: 'admin' }],
    ['a client id', { accessCode: 'MB-ABCDEF', email: 'a@bakery.example', password, clientId: randomUUID() }],
  ];
  it.each(badBodies)('rejects %s with a 400 in the error shape and creates nothing', async (_label, body) => {
    const before = await t.sql<{ n: string }>('SELECT count(*) AS n FROM users');
    const response = await t.register(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', requestId: response.headers['x-request-id'] });
    expect(await t.sql('SELECT count(*) AS n FROM users')).toEqual(before);
  });
});

describe('two registrations racing with one code', () => {
  it('give exactly one account', async () => {
    for (let round = 0; round < 5; round++) {
      const invitation = await t.invite();
      const attempts = await Promise.all(
        Array.from({ length: 6 }, () =>
          t.register({ accessCode: invitation.accessCode.code, email: invitation.email, password }),
        ),
      );
      const statuses = attempts.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([201, 400, 400, 400, 400, 400]);
      for (const refused of attempts.filter((response) => response.statusCode === 400)) {
        expect(refused.json().code).toBe('IDENTITY_ACCESS_CODE_INVALID');
      }
      const accounts = await t.sql<{ id: string }>('SELECT id FROM users WHERE client_id = :clientId', {
        clientId: invitation.clientId,
      });
      expect(accounts).toHaveLength(1);
      const events = (await t.outboxOf('identity.client-account.registered.v1')).filter(
        (row) => row.envelope.data.accessCodeId === invitation.accessCode.id,
      );
      expect(events).toHaveLength(1);
    }
  });

  it('with two codes for one e-mail give one account too', async () => {
    const email = `twice.${randomUUID().slice(0, 6)}@bakery.example`;
    const first = await t.invite({ email });
    const second = await t.invite({ email });
    const attempts = await Promise.all(
      [first, second].map((invitation) => t.register({ accessCode: invitation.accessCode.code, email, password })),
    );
    expect(attempts.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await t.sql('SELECT id FROM users WHERE email = :email', { email })).toHaveLength(1);
  });
});

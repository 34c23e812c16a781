import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { identityTestService, invitationEvent, newAccessCode, oldAccessCode } from './support.js';

// The budget of wrong codes out of the way: the guesses below measure the codes' space, not the limits on
// guessing (access-code-guesses.int.test.ts).
const t = await identityTestService({ ACCESS_CODE_GUESS_BUDGET: '1000000' });
const password = 'Bakery-Password-1';

/** As the driver reads it: timestamps as PostgreSQL's text. */
interface CodeRow {
  code: string | null;
  clientId: string | null;
  email: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
  redeemedAt: string | null;
  updatedAt: string;
}

const codeRow = async (id: string) =>
  (
    await t.sql<CodeRow>(
      'SELECT code, client_id, email, expires_at, revoked_at, redeemed_at, updated_at FROM access_codes WHERE id = :id',
      { id },
    )
  )[0];

const invalidCode = {
  statusCode: 401,
  error: 'Unauthorized',
  code: 'IDENTITY_ACCESS_CODE_INVALID',
  message: 'Invalid or expired access code',
};
const withoutRequestId = (response: { json: () => Record<string, unknown> }) => ({ ...response.json(), requestId: undefined });

describe('the access-code projection (identity--access-codes)', () => {
  it('stores the code of an invitation, tied to its client and lower-cased e-mail', async () => {
    const envelope = invitationEvent({ email: 'Owner.Mixed@Bakery.Example' });
    await t.publishInvitation(envelope);
    await t.accessCodesCaughtUp();
    const row = await codeRow(envelope.data.accessCode.id);
    expect(row).toMatchObject({
      code: envelope.data.accessCode.code,
      clientId: envelope.data.clientId,
      email: 'owner.mixed@bakery.example',
      revokedAt: null,
      redeemedAt: null,
    });
    expect(new Date(row!.expiresAt!).toISOString()).toBe(envelope.data.accessCode.expiresAt);
  });

  it('marks the codes an invitation revokes', async () => {
    const first = await t.invite();
    const second = await t.invite({ clientId: first.clientId, email: first.email, revokedAccessCodeIds: [first.accessCode.id] });
    expect((await codeRow(first.accessCode.id))?.revokedAt).not.toBeNull();
    expect((await codeRow(second.accessCode.id))?.revokedAt).toBeNull();
  });

  it('applies a redelivered event once: the inbox turns the repeat away and nothing changes', async () => {
    const envelope = invitationEvent();
    await t.publishInvitation(envelope);
    await t.accessCodesCaughtUp();
    const before = await codeRow(envelope.data.accessCode.id);
    // Redeemed in between: the repeat must not bring the code back.
    const registered = await t.register({ accessCode: envelope.data.accessCode.code, email: envelope.data.email, password });
    expect(registered.statusCode).toBe(201);
    const redeemed = await codeRow(envelope.data.accessCode.id);
    expect(redeemed?.redeemedAt).not.toBeNull();

    await t.publishInvitation(envelope); // the same event under another Nats-Msg-Id, as a redelivery would be
    await t.publishInvitation(envelope);
    await t.accessCodesCaughtUp();
    expect(await codeRow(envelope.data.accessCode.id)).toEqual(redeemed);
    expect(redeemed?.updatedAt).not.toEqual(before?.updatedAt);
    const inbox = await t.sql('SELECT event_id FROM inbox_events WHERE consumer = :consumer AND event_id = :eventId', {
      consumer: 'identity--access-codes',
      eventId: envelope.id,
    });
    expect(inbox).toHaveLength(1);
    expect((await t.signInWithCode({ code: envelope.data.accessCode.code })).statusCode).toBe(401);
  });

  it('never un-revokes or un-redeems a code, even for a new event carrying it again', async () => {
    const revoked = await t.invite();
    await t.invite({ clientId: revoked.clientId, email: revoked.email, revokedAccessCodeIds: [revoked.accessCode.id] });
    const again = invitationEvent({
      clientId: revoked.clientId,
      email: revoked.email,
      accessCodeId: revoked.accessCode.id,
      code: revoked.accessCode.code,
    });
    await t.publishInvitation(again);
    await t.accessCodesCaughtUp();
    expect((await codeRow(revoked.accessCode.id))?.revokedAt).not.toBeNull();
    expect((await t.signInWithCode({ code: revoked.accessCode.code })).statusCode).toBe(401);
  });

  it('keeps a revocation that arrives before the code it revokes', async () => {
    const clientId = randomUUID();
    const email = `early.${randomUUID().slice(0, 6)}@bakery.example`;
    const older = invitationEvent({ clientId, email });
    const newer = invitationEvent({ clientId, email, revokedAccessCodeIds: [older.data.accessCode.id] });
    await t.publishInvitation(newer);
    await t.accessCodesCaughtUp();
    await t.publishInvitation(older);
    await t.accessCodesCaughtUp();
    expect(await codeRow(older.data.accessCode.id)).toMatchObject({
      code: older.data.accessCode.code,
      revokedAt: expect.any(String),
    });
    expect((await t.signInWithCode({ code: older.data.accessCode.code })).statusCode).toBe(401);
    expect((await t.signInWithCode({ code: newer.data.accessCode.code })).statusCode).toBe(200);
  });

  it('dead-letters an event that does not match its schema, and applies nothing', async () => {
    const envelope = invitationEvent();
    const broken = { ...envelope, data: { ...envelope.data, accessCode: { ...envelope.data.accessCode, id: 'not-a-uuid' } } };
    await t.publishInvitation(broken);
    await t.accessCodesCaughtUp();
    const letters = await t.sql<{ reason: string }>('SELECT reason FROM dead_letters WHERE event_id = :eventId', {
      eventId: envelope.id,
    });
    expect(letters).toEqual([{ reason: 'schema' }]);
    expect(await t.sql('SELECT id FROM access_codes WHERE code = :code', { code: envelope.data.accessCode.code })).toEqual([]);
  });
});

describe('signing in with an access code', () => {
  it('answers a 60-minute onboarding session without a refresh cookie', async () => {
    const invitation = await t.invite();
    const response = await t.signInWithCode({ code: invitation.accessCode.code });
    expect(response.statusCode).toBe(200);
    expect(response.cookies).toEqual([]);
    expect(response.headers['set-cookie']).toBeUndefined();
    // It carries an access token: no cache may keep it.
    expect(response.headers['cache-control']).toBe('no-store');
    const session = response.json();
    expect(session).toEqual({
      accessToken: expect.any(String),
      expiresIn: 3600,
      user: { id: invitation.accessCode.id, email: invitation.email, role: 'client' },
    });
    const claims = t.verifyAccessToken(session.accessToken) as Record<string, unknown>;
    expect(claims).toMatchObject({
      sub: invitation.accessCode.id,
      email: invitation.email,
      role: 'client',
      clientId: invitation.clientId,
      scope: 'onboarding',
      aud: 'agency',
      iss: 'agency-identity',
    });
    const now = Math.floor(Date.now() / 1000);
    expect(claims.exp).toBeGreaterThan(now + 3590);
    expect(claims.exp).toBeLessThanOrEqual(now + 3601);
  });

  it('takes the code in any case and with stray spaces, and leaves it unredeemed', async () => {
    const invitation = await t.invite();
    for (const typed of [invitation.accessCode.code.toLowerCase(), `  ${invitation.accessCode.code} `]) {
      expect((await t.signInWithCode({ code: typed })).statusCode).toBe(200);
    }
    expect((await codeRow(invitation.accessCode.id))?.redeemedAt).toBeNull();
  });

  it('still takes a code of the earlier kind (6 capitals or digits, look-alikes included), typed either way', async () => {
    const invitation = await t.invite({ code: 'MB-0O1IL5' });
    for (const typed of ['MB-0O1IL5', ' mb-0o1il5 ']) {
      expect((await t.signInWithCode({ code: typed })).statusCode).toBe(200);
    }
    const older = await t.invite({ code: oldAccessCode() });
    const registered = await t.register({ accessCode: older.accessCode.code.toLowerCase(), email: older.email, password });
    expect(registered.statusCode).toBe(201);
    expect((await t.signInWithCode({ code: invitation.accessCode.code.replace('0', 'O') })).statusCode).toBe(401);
  });

  it('is refused by GET /me: an access-code session has no account', async () => {
    const invitation = await t.invite();
    const { accessToken } = (await t.signInWithCode({ code: invitation.accessCode.code })).json();
    const response = await t.me(`Bearer ${accessToken}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ statusCode: 403, code: 'AUTH_FORBIDDEN' });
  });

  it('answers an unknown, redeemed, revoked or expired code with the same 401', async () => {
    const redeemed = await t.invite();
    expect((await t.register({ accessCode: redeemed.accessCode.code, email: redeemed.email, password })).statusCode).toBe(201);
    const revoked = await t.invite();
    await t.invite({ clientId: revoked.clientId, email: revoked.email, revokedAccessCodeIds: [revoked.accessCode.id] });
    const expired = await t.invite({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    const answers = [];
    for (const code of [newAccessCode(), redeemed.accessCode.code, revoked.accessCode.code, expired.accessCode.code]) {
      const response = await t.signInWithCode({ code });
      expect(response.statusCode, code).toBe(401);
      expect(response.cookies).toEqual([]);
      answers.push(withoutRequestId(response));
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({ ...invalidCode, requestId: undefined });
  });

  it('stops working once the code expires', async () => {
    const invitation = await t.invite();
    expect((await t.signInWithCode({ code: invitation.accessCode.code })).statusCode).toBe(200);
    await t.sql("UPDATE access_codes SET expires_at = now() - interval '1 second' WHERE id = :id", {
      id: invitation.accessCode.id,
    });
    expect((await t.signInWithCode({ code: invitation.accessCode.code })).statusCode).toBe(401);
  });

  const badBodies: Array<[string, unknown]> = [
    ['no code', {}],
    ['an empty code', { code: '' }],
    ['a 21-character code', { code: 'M'.repeat(21) }],
    ['a code with a NUL byte', { code: 'MB-\u0000ABCDE' }],
    ['a code with a line break', { code: 'MB-ABC\nDEF' }],
    ['a numeric code', { code: 123456 }],
    ['an extra field', { code: 'MB-ABCDEF', clientId: randomUUID() }],
  ];
  it.each(badBodies)('rejects %s with a 400 in the error shape', async (_label, body) => {
    const response = await t.signInWithCode(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', requestId: response.headers['x-request-id'] });
  });
});

describe('guessing access codes', () => {
  it('finds nothing in 10,000 random guesses against the service', async () => {
    const live = await Promise.all(Array.from({ length: 25 }, () => t.invite()));
    const liveCodes = new Set(live.map((invitation) => invitation.accessCode.code));
    // Every live code signs in, so a hit would show.
    expect((await t.signInWithCode({ code: live[0]!.accessCode.code })).statusCode).toBe(200);

    const guesses = 10_000;
    const statuses = new Map<number, number>();
    let hits = 0;
    let guessedLive = 0;
    const started = performance.now();
    for (let batch = 0; batch < guesses / 50; batch++) {
      const codes = Array.from({ length: 50 }, newAccessCode);
      guessedLive += codes.filter((code) => liveCodes.has(code)).length;
      const responses = await Promise.all(codes.map((code) => t.signInWithCode({ code })));
      for (const response of responses) {
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode === 200) hits++;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `access codes: ${guesses.toLocaleString('en')} random guesses against ${liveCodes.size} live codes ` +
        `(of 31^6 = ${(31 ** 6).toLocaleString('en')} possible) -> ${hits} hits; ` +
        `answers ${JSON.stringify(Object.fromEntries(statuses))}; ${seconds.toFixed(1)} s`,
    );
    expect(guessedLive).toBe(0);
    expect(hits).toBe(0);
    expect(statuses.get(401)).toBe(guesses);
  }, 180_000);
});

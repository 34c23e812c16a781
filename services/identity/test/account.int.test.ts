import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../src/modules/users/passwords.js';
import { adminEmail, adminPassword, clearsCookie, identityTestService, refreshCookie } from './support.js';

const t = await identityTestService();

const firefoxOnLinux = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface Signed {
  bearer: string;
  cookie: string;
  userId: string;
  sid: string;
}

/** Signs in from a browser at an address, as the gateway passes them on. */
async function signIn(email: string, password: string, userAgent = firefoxOnLinux, address = '203.0.113.7'): Promise<Signed> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email, password },
    headers: { 'user-agent': userAgent, 'x-forwarded-for': address },
  });
  expect(response.statusCode).toBe(200);
  const { accessToken, user } = response.json<{ accessToken: string; user: { id: string } }>();
  const claims = t.verifyAccessToken(accessToken) as { sid: string };
  return { bearer: `Bearer ${accessToken}`, cookie: refreshCookie(response).value, userId: user.id, sid: claims.sid };
}

/** A fresh account of the role: its e-mail and password. */
async function newAccount(role: 'admin' | 'member' | 'client') {
  const email = `${role}.${randomUUID().slice(0, 8)}@maple.example`;
  const password = `Account-Password-${randomUUID().slice(0, 6)}`;
  await t.sql('INSERT INTO users (id, email, password_hash, role) VALUES (:id, :email, :passwordHash, :role)', {
    id: randomUUID(),
    email,
    passwordHash: await hashPassword(password),
    role,
  });
  return { email, password };
}

const call = (method: 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE', url: string, bearer?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(payload && { payload }),
    headers: { ...(bearer && { authorization: bearer }), ...(payload && { 'content-type': 'application/json' }) },
  });

const accountOf = (bearer: string) => call('GET', '/account', bearer);

const refused = async (bearer: string) =>
  vi.waitFor(async () => expect((await accountOf(bearer)).statusCode).toBe(401), { timeout: 5000, interval: 50 });

const codeOf = (response: LightMyRequestResponse) => response.json<{ code: string }>().code;

describe('PUT /account/time-zone', () => {
  it('keeps the chosen zone on the account and in the session, records each change once, and clears it with null', async () => {
    const { email, password } = await newAccount('client');
    const client = await signIn(email, password);
    const chosen = await call('PUT', '/account/time-zone', client.bearer, { timeZone: 'America/Toronto' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ id: client.userId, timeZone: 'America/Toronto' });
    expect((await accountOf(client.bearer)).json()).toMatchObject({ timeZone: 'America/Toronto' });
    expect((await call('PUT', '/account/time-zone', client.bearer, { timeZone: 'America/Toronto' })).statusCode).toBe(200);

    const refreshed = await t.refresh(client.cookie);
    expect(refreshed.json().user).toMatchObject({ id: client.userId, timeZone: 'America/Toronto' });

    const events = (await t.outboxOf('identity.account.time-zone-changed.v1')).filter(
      (row) => row.envelope.data.userId === client.userId,
    );
    expect(events.map((row) => row.envelope.data.timeZone)).toEqual(['America/Toronto']);

    const cleared = await call('PUT', '/account/time-zone', client.bearer, { timeZone: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).not.toHaveProperty('timeZone');
    const after = (await t.outboxOf('identity.account.time-zone-changed.v1')).filter(
      (row) => row.envelope.data.userId === client.userId,
    );
    expect(after.map((row) => row.envelope.data.timeZone)).toEqual(['America/Toronto', null]);
  });

  it.each([['Mars/Olympus_Mons'], ['Not a zone'], [''], [42]])('refuses %j with 400 on the field', async (timeZone) => {
    const { email, password } = await newAccount('member');
    const member = await signIn(email, password);
    const response = await call('PUT', '/account/time-zone', member.bearer, { timeZone });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      details: expect.arrayContaining([expect.objectContaining({ path: 'body/timeZone' })]),
    });
    expect((await accountOf(member.bearer)).json()).not.toHaveProperty('timeZone');
  });

  it('is refused without a token (401) before the body is read', async () => {
    const response = await call('PUT', '/account/time-zone', undefined, { timeZone: 42 });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /account and PATCH /account', () => {
  it('reads the caller’s own account, with no name until one is chosen', async () => {
    const admin = await signIn(adminEmail, adminPassword);
    const response = await call('GET', '/account', admin.bearer);
    expect(response.statusCode).toBe(200);
    // The seeded admin is named by ADMIN_NAME ('Admin' by default).
    expect(response.json()).toEqual({ id: admin.userId, email: adminEmail, name: 'Admin', role: 'admin' });
    expect(response.headers['cache-control']).toContain('no-store');
    const { email, password } = await newAccount('client');
    const client = await signIn(email, password);
    expect((await call('GET', '/account', client.bearer)).json()).toEqual({
      id: client.userId,
      email,
      name: null,
      role: 'client',
    });
  });

  it('renames a team member (trimmed), records the change, and puts the name in the next access tokens', async () => {
    const { email, password } = await newAccount('member');
    const member = await signIn(email, password);
    const renamed = await call('PATCH', '/account', member.bearer, { name: '  Sam Student  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ email, name: 'Sam Student', role: 'member' });

    const events = (await t.outboxOf('identity.team-member.renamed.v1')).filter(
      (row) => row.envelope.data.after === 'Sam Student',
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.envelope).toMatchObject({
      actor: { kind: 'team', id: member.userId, role: 'member' },
      data: {
        member: { userId: member.userId, email, name: 'Sam Student', role: 'member', status: 'active' },
        before: email.split('@')[0],
      },
    });

    const refreshed = await t.refresh(member.cookie);
    expect(t.verifyAccessToken(refreshed.json().accessToken)).toMatchObject({ sub: member.userId, name: 'Sam Student' });
    const again = await signIn(email, password);
    expect(t.verifyAccessToken(again.bearer.slice(7))).toMatchObject({ name: 'Sam Student' });
  });

  it('renames a client without recording a team event', async () => {
    const { email, password } = await newAccount('client');
    const client = await signIn(email, password);
    const before = (await t.outboxOf('identity.team-member.renamed.v1')).length;
    expect((await call('PATCH', '/account', client.bearer, { name: 'Ada Lovelace' })).json()).toMatchObject({
      name: 'Ada Lovelace',
    });
    expect(await t.outboxOf('identity.team-member.renamed.v1')).toHaveLength(before);
  });

  it.each([
    ['blank', { name: '   ' }],
    ['empty', { name: '' }],
    ['too long', { name: 'x'.repeat(81) }],
    ['missing', {}],
    ['not text', { name: 42 }],
  ])('refuses a %s name with 400 and changes nothing', async (_label, payload) => {
    const { email, password } = await newAccount('member');
    const member = await signIn(email, password);
    const response = await call('PATCH', '/account', member.bearer, payload);
    expect(response.statusCode).toBe(400);
    expect((await call('GET', '/account', member.bearer)).json()).toMatchObject({ name: null });
  });
});

describe('POST /account/password', () => {
  it('refuses a wrong current password with 400 IDENTITY_CURRENT_PASSWORD_WRONG and keeps the old one', async () => {
    const { email, password } = await newAccount('client');
    const client = await signIn(email, password);
    const response = await call('POST', '/account/password', client.bearer, {
      currentPassword: 'not-the-password',
      newPassword: 'Brand-New-Password-1',
    });
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('IDENTITY_CURRENT_PASSWORD_WRONG');
    expect((await t.login({ email, password })).statusCode).toBe(200);
    expect((await t.refresh(client.cookie)).statusCode).toBe(200);
  });

  it('counts each wrong current password as a failed sign-in: past the limit it is 429 even with the right one, from that address only', async () => {
    const { email, password } = await newAccount('member');
    const member = await signIn(email, password);
    const tryPassword = (currentPassword: string, address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/account/password',
        payload: { currentPassword, newPassword: 'Brand-New-Password-1' },
        headers: { authorization: member.bearer, 'content-type': 'application/json', 'x-forwarded-for': address },
      });
    for (let guess = 0; guess < 5; guess += 1) {
      expect(codeOf(await tryPassword(`wrong-${guess}`, '198.51.100.20'))).toBe('IDENTITY_CURRENT_PASSWORD_WRONG');
    }
    const refusedRight = await tryPassword(password, '198.51.100.20');
    expect(refusedRight.statusCode).toBe(429);
    expect(codeOf(refusedRight)).toBe('RATE_LIMITED');
    expect(Number(refusedRight.headers['retry-after'])).toBeGreaterThan(0);
    // The sign-in form from that address is locked alike, and the password did not change.
    const signInThere = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password },
      headers: { 'x-forwarded-for': '198.51.100.20' },
    });
    expect(signInThere.statusCode).toBe(429);
    // Another address still proves the password and changes it.
    expect((await tryPassword(password, '198.51.100.21')).statusCode).toBe(204);
  });

  it('refuses a new password the rules refuse', async () => {
    const { email, password } = await newAccount('client');
    const client = await signIn(email, password);
    const response = await call('POST', '/account/password', client.bearer, { currentPassword: password, newPassword: 'short' });
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('VALIDATION_FAILED');
  });

  it('changes the password and ends every other session, keeping the caller’s', async () => {
    const { email, password } = await newAccount('member');
    const here = await signIn(email, password);
    const elsewhere = await signIn(email, password, chromeOnWindows);
    const response = await call('POST', '/account/password', here.bearer, {
      currentPassword: password,
      newPassword: 'Brand-New-Password-1',
    });
    expect(response.statusCode).toBe(204);

    await refused(elsewhere.bearer);
    expect((await t.refresh(elsewhere.cookie)).statusCode).toBe(401);
    expect((await accountOf(here.bearer)).statusCode).toBe(200);
    expect((await t.refresh(here.cookie)).statusCode).toBe(200);
    expect((await t.login({ email, password })).statusCode).toBe(401);
    expect((await t.login({ email, password: 'Brand-New-Password-1' })).statusCode).toBe(200);

    const ended = (await t.outboxOf('identity.sessions.ended.v1')).filter((row) => row.envelope.data.userId === here.userId);
    expect(ended.map((row) => row.envelope.data)).toEqual([
      expect.objectContaining({ reason: 'password-changed', sessionIds: [elsewhere.sid], issuedBefore: null }),
    ]);
  });
});

describe('the caller’s sessions', () => {
  it('lists each live session with its device, address, place and times, marking the caller’s own', async () => {
    const { email, password } = await newAccount('client');
    const laptop = await signIn(email, password, firefoxOnLinux, '203.0.113.7');
    const office = await signIn(email, password, chromeOnWindows, '192.168.1.20');
    const response = await call('GET', '/account/sessions', laptop.bearer);
    expect(response.statusCode).toBe(200);
    const sessions = response.json<Array<Record<string, unknown>>>();
    expect(sessions).toHaveLength(2);
    expect(sessions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: laptop.sid,
          device: 'Firefox on Linux',
          address: '203.0.113.7',
          place: null,
          current: true,
        }),
        expect.objectContaining({
          id: office.sid,
          device: 'Chrome on Windows',
          address: '192.168.1.20',
          place: "This device's network",
          current: false,
        }),
      ]),
    );
    for (const session of sessions) expect(new Date(String(session.lastSeenAt)).getTime()).toBeGreaterThan(0);
  });

  it('moves a session’s last-seen time on when it refreshes, and drops it from the list once signed out', async () => {
    const { email, password } = await newAccount('client');
    const session = await signIn(email, password);
    await t.sql("UPDATE session_devices SET last_seen_at = now() - interval '2 days' WHERE family_id = :sid", {
      sid: session.sid,
    });
    const stale = (await call('GET', '/account/sessions', session.bearer)).json<
      Array<{ lastSeenAt: string; signedInAt: string }>
    >();
    const refreshed = await t.refresh(session.cookie);
    const fresh = (await call('GET', '/account/sessions', session.bearer)).json<Array<{ lastSeenAt: string }>>();
    expect(new Date(fresh[0]!.lastSeenAt).getTime()).toBeGreaterThan(new Date(stale[0]!.lastSeenAt).getTime() + 86_400_000);

    const other = await signIn(email, password);
    await t.logout(refreshCookie(refreshed).value);
    const left = (await call('GET', '/account/sessions', other.bearer)).json<Array<{ id: string }>>();
    expect(left.map((entry) => entry.id)).toEqual([other.sid]);
  });

  it('signs one session out: its token and refresh cookie are refused afterwards, the caller’s go on', async () => {
    const { email, password } = await newAccount('admin');
    const here = await signIn(email, password);
    const there = await signIn(email, password, chromeOnWindows);
    const response = await call('DELETE', `/account/sessions/${there.sid}`, here.bearer);
    expect(response.statusCode).toBe(204);
    await refused(there.bearer);
    expect((await t.refresh(there.cookie)).statusCode).toBe(401);
    expect((await accountOf(here.bearer)).statusCode).toBe(200);
    const ended = (await t.outboxOf('identity.sessions.ended.v1')).filter((row) => row.envelope.data.userId === here.userId);
    expect(ended.map((row) => row.envelope.data)).toEqual([
      expect.objectContaining({ reason: 'signed-out', sessionIds: [there.sid], issuedBefore: null }),
    ]);
    // Ended already: nothing more to end.
    expect((await call('DELETE', `/account/sessions/${there.sid}`, here.bearer)).statusCode).toBe(404);
  });

  it('answers 404 for another account’s session and leaves it alone, and 400 for an id that is not one', async () => {
    const mine = await newAccount('client');
    const theirs = await newAccount('client');
    const me = await signIn(mine.email, mine.password);
    const them = await signIn(theirs.email, theirs.password);
    const response = await call('DELETE', `/account/sessions/${them.sid}`, me.bearer);
    expect(response.statusCode).toBe(404);
    expect(codeOf(response)).toBe('IDENTITY_SESSION_NOT_FOUND');
    expect((await t.refresh(them.cookie)).statusCode).toBe(200);
    expect((await call('DELETE', '/account/sessions/not-a-session', me.bearer)).statusCode).toBe(400);
  });

  it('signs out everywhere, the caller’s own session included, and clears its refresh cookie', async () => {
    const { email, password } = await newAccount('member');
    const here = await signIn(email, password);
    const there = await signIn(email, password, chromeOnWindows);
    const response = await call('POST', '/account/sessions/end-all', here.bearer);
    expect(response.statusCode).toBe(204);
    expect(clearsCookie(response)).toBe(true);
    await refused(here.bearer);
    await refused(there.bearer);
    expect((await t.refresh(here.cookie)).statusCode).toBe(401);
    expect((await t.refresh(there.cookie)).statusCode).toBe(401);
    expect((await t.login({ email, password })).statusCode).toBe(200);
  });
});

/** The token in the link of the latest e-mail change requested for an account. */
async function confirmTokenFor(userId: string): Promise<string> {
  const rows = (await t.outboxOf('identity.account.email-change-requested.v1')).filter(
    (row) => row.envelope.data.userId === userId,
  );
  const url = String(rows.at(-1)?.envelope.data.confirmUrl);
  expect(url.startsWith('https://portal.maple.example/account/confirm-email#token=')).toBe(true);
  return url.slice(url.indexOf('#token=') + '#token='.length);
}

const confirm = (token: string) => call('POST', '/account/email/confirm', undefined, { token });

describe('changing the e-mail', () => {
  it('asks the new address to confirm, then moves the account to it; other sessions keep working', async () => {
    const { email, password } = await newAccount('client');
    const here = await signIn(email, password);
    const there = await signIn(email, password, chromeOnWindows);
    const newEmail = `Moved.${randomUUID().slice(0, 8)}@Maple.example`;
    const requested = await call('POST', '/account/email', here.bearer, { newEmail, currentPassword: password });
    expect(requested.statusCode).toBe(202);
    expect(requested.json()).toMatchObject({ email, pendingEmail: newEmail.toLowerCase() });
    expect((await call('GET', '/account', here.bearer)).json()).toMatchObject({ email, pendingEmail: newEmail.toLowerCase() });

    const [event] = (await t.outboxOf('identity.account.email-change-requested.v1')).filter(
      (row) => row.envelope.data.userId === here.userId,
    );
    expect(event!.envelope).toMatchObject({
      actor: { kind: 'client', userId: here.userId },
      data: { email, newEmail: newEmail.toLowerCase() },
    });
    const token = await confirmTokenFor(here.userId);
    const [stored] = await t.sql<{ tokenHash: string; expiresAt: Date; createdAt: Date }>(
      'SELECT token_hash, expires_at, created_at FROM email_changes WHERE user_id = :userId',
      { userId: here.userId },
    );
    expect(stored!.tokenHash).not.toContain(token);
    expect(new Date(stored!.expiresAt).getTime() - new Date(stored!.createdAt).getTime()).toBe(24 * 3600 * 1000);

    // Opened in a browser that is not signed in.
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: newEmail.toLowerCase() });
    expect((await t.login({ email: newEmail, password })).statusCode).toBe(200);
    expect((await t.login({ email, password })).statusCode).toBe(401);
    expect((await accountOf(there.bearer)).statusCode).toBe(200);
    expect((await t.refresh(there.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/account', here.bearer)).json()).toEqual({
      id: here.userId,
      email: newEmail.toLowerCase(),
      name: null,
      role: 'client',
    });
    const changed = (await t.outboxOf('identity.account.email-changed.v1')).filter(
      (row) => row.envelope.data.userId === here.userId,
    );
    expect(changed.map((row) => row.envelope)).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ kind: 'client', userId: here.userId }),
        data: expect.objectContaining({ before: email, after: newEmail.toLowerCase() }),
      }),
    ]);

    const again = await confirm(token);
    expect(again.statusCode).toBe(410);
    expect(codeOf(again)).toBe('IDENTITY_EMAIL_CHANGE_USED');
  });

  it('refuses a wrong current password and the same address', async () => {
    const { email, password } = await newAccount('member');
    const member = await signIn(email, password);
    const cases: Array<[object, number, string]> = [
      [{ newEmail: 'free@maple.example', currentPassword: 'wrong-password' }, 400, 'IDENTITY_CURRENT_PASSWORD_WRONG'],
      [{ newEmail: email.toUpperCase(), currentPassword: password }, 400, 'IDENTITY_EMAIL_UNCHANGED'],
      [{ newEmail: 'not-an-email', currentPassword: password }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [payload, status, code] of cases) {
      const response = await call('POST', '/account/email', member.bearer, payload);
      expect(response.statusCode, code).toBe(status);
      expect(codeOf(response), code).toBe(code);
    }
    expect(await t.sql('SELECT 1 FROM email_changes WHERE user_id = :userId', { userId: member.userId })).toEqual([]);
  });

  it('answers an address that has an account as a free one, and tells that address so instead of sending a link', async () => {
    const { email, password } = await newAccount('client');
    const taken = await newAccount('member');
    const client = await signIn(email, password);
    const free = `free.${randomUUID().slice(0, 8)}@maple.example`;
    const toFree = await call('POST', '/account/email', client.bearer, { newEmail: free, currentPassword: password });
    const toTaken = await call('POST', '/account/email', client.bearer, { newEmail: taken.email, currentPassword: password });
    expect([toFree.statusCode, toTaken.statusCode]).toEqual([202, 202]);
    expect(toTaken.json()).toEqual({ ...toFree.json<object>(), pendingEmail: taken.email });
    expect(Object.keys(toTaken.headers).sort()).toEqual(Object.keys(toFree.headers).sort());

    const ofClient = (rows: Array<{ envelope: { data: { userId?: unknown } } }>) =>
      rows.filter((row) => row.envelope.data.userId === client.userId);
    const requested = ofClient(await t.outboxOf('identity.account.email-change-requested.v1'));
    expect(requested.map((row) => row.envelope.data)).toEqual([expect.objectContaining({ newEmail: free })]);
    const told = ofClient(await t.outboxOf('identity.account.email-change-address-taken.v1'));
    expect(told.map((row) => row.envelope)).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ kind: 'client', userId: client.userId }),
        data: { userId: client.userId, email, newEmail: taken.email, requestedAt: expect.any(String) },
      }),
    ]);
    // The link to the free address stopped working, as any later request makes it; the taken one has none.
    expect((await t.login(taken)).statusCode).toBe(200);
    expect((await accountOf(client.bearer)).json()).toMatchObject({ email, pendingEmail: taken.email });
  });

  it('takes five requests an hour from an account and three to one address, then 429 with Retry-After, changing nothing', async () => {
    const { email, password } = await newAccount('client');
    const client = await signIn(email, password);
    const ask = (bearer: string, newEmail: string, currentPassword = password) =>
      call('POST', '/account/email', bearer, { newEmail, currentPassword });
    // A request that mails nothing (a wrong password) does not count.
    expect((await ask(client.bearer, 'never@maple.example', 'wrong-password')).statusCode).toBe(400);
    for (let i = 0; i < 5; i += 1)
      expect((await ask(client.bearer, `step${i}.${randomUUID().slice(0, 6)}@maple.example`)).statusCode).toBe(202);
    const outboxBefore = await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM outbox_events');
    const sixth = await ask(client.bearer, `sixth.${randomUUID().slice(0, 6)}@maple.example`);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', requestId: expect.any(String) });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(3600);

    // One address, asked for by several accounts: the fourth is refused, whoever asks.
    const target = `target.${randomUUID().slice(0, 8)}@maple.example`;
    const askers = await Promise.all([0, 1, 2, 3].map(async () => newAccount('client')));
    const answers = [];
    for (const asker of askers) {
      const signed = await signIn(asker.email, asker.password);
      answers.push((await ask(signed.bearer, target.toUpperCase(), asker.password)).statusCode);
    }
    expect(answers).toEqual([202, 202, 202, 429]);
    const taken = await signIn(askers[3]!.email, askers[3]!.password);
    expect((await ask(taken.bearer, `other.${randomUUID().slice(0, 6)}@maple.example`, askers[3]!.password)).statusCode).toBe(
      202,
    );
    const outboxAfter = await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM outbox_events');
    // Three requests to the target and the last one's: nothing for the refused ones.
    expect(outboxAfter[0]!.n - outboxBefore[0]!.n).toBe(4);
  });

  it('refuses an address that got an account between the request and the confirmation, and keeps the link', async () => {
    const { email, password } = await newAccount('client');
    const client = await signIn(email, password);
    const newEmail = `late.${randomUUID().slice(0, 8)}@maple.example`;
    expect((await call('POST', '/account/email', client.bearer, { newEmail, currentPassword: password })).statusCode).toBe(202);
    const token = await confirmTokenFor(client.userId);
    const squatter = randomUUID();
    await t.sql("INSERT INTO users (id, email, password_hash, role) VALUES (:id, :email, 'x', 'client')", {
      id: squatter,
      email: newEmail,
    });
    const response = await confirm(token);
    expect(response.statusCode).toBe(409);
    expect(codeOf(response)).toBe('IDENTITY_EMAIL_TAKEN');
    await t.sql('DELETE FROM users WHERE id = :id', { id: squatter });
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('answers expired, replaced, unknown and malformed links with their own errors', async () => {
    const { email, password } = await newAccount('client');
    const client = await signIn(email, password);
    const ask = async () => {
      const newEmail = `next.${randomUUID().slice(0, 8)}@maple.example`;
      expect((await call('POST', '/account/email', client.bearer, { newEmail, currentPassword: password })).statusCode).toBe(202);
      return confirmTokenFor(client.userId);
    };
    const replaced = await ask();
    const expired = await ask();
    await t.sql(
      "UPDATE email_changes SET expires_at = now() - interval '1 second' WHERE user_id = :userId AND replaced_at IS NULL",
      {
        userId: client.userId,
      },
    );
    for (const [token, status, code] of [
      [replaced, 410, 'IDENTITY_EMAIL_CHANGE_EXPIRED'],
      [expired, 410, 'IDENTITY_EMAIL_CHANGE_EXPIRED'],
      ['A'.repeat(43), 400, 'IDENTITY_EMAIL_CHANGE_INVALID'],
      ['not-a-token', 400, 'IDENTITY_EMAIL_CHANGE_INVALID'],
    ] as const) {
      const response = await confirm(token);
      expect(response.statusCode, code).toBe(status);
      expect(codeOf(response), code).toBe(code);
    }
    expect((await call('GET', '/account', client.bearer)).json()).toEqual({
      id: client.userId,
      email,
      name: null,
      role: 'client',
    });
  });
});

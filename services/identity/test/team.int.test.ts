import { describe, expect, it } from 'vitest';
import { adminEmail, identityTestService, refreshCookie, tokenHash } from './support.js';

const t = await identityTestService();
const admin = await t.signInAsAdmin();
const adminAuth = `Bearer ${admin.session.accessToken}`;
const password = 'Student-Password-1';

type Body = Record<string, unknown>;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, authorization?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(payload && { payload }),
    headers: { ...(authorization && { authorization }), ...(payload && { 'content-type': 'application/json' }) },
  });

let unique = 0;
const freshEmail = (who = 'student') => `${who}.${Date.now()}.${(unique += 1)}@students.example`;

/** Invites someone as the seeded admin and answers the invitation and the token its e-mail carries. */
async function invite(role: 'admin' | 'member' = 'member', email = freshEmail(), name = 'Sam Student') {
  const response = await call('POST', '/team/invitations', adminAuth, { email, name, role });
  expect(response.statusCode, response.body).toBe(201);
  const invitation = response.json<{ id: string; email: string }>();
  return { invitation, token: await latestToken(invitation.id) };
}

/** The token in the link of the last e-mail recorded for an invitation. */
async function latestToken(invitationId: string): Promise<string> {
  const sent = (await t.outboxOf('identity.team-invitation.sent.v1')).filter(
    (row) => row.envelope.data.invitationId === invitationId,
  );
  const url = String(sent.at(-1)?.envelope.data.acceptUrl);
  return new URL(url).hash.replace('#token=', '');
}

const accept = (token: string, name = 'Sam Student') =>
  call('POST', '/team/invitations/accept', undefined, { token, name, password });
const lookUp = (token: string) => call('POST', '/team/invitations/lookup', undefined, { token });

/** Invites, accepts and answers the new person's id and session. */
async function join(role: 'admin' | 'member' = 'member', name = 'Sam Student') {
  const email = freshEmail(role);
  const { token } = await invite(role, email, name);
  const response = await accept(token, name);
  expect(response.statusCode, response.body).toBe(201);
  const session = response.json<{ accessToken: string; user: { id: string } }>();
  return { id: session.user.id, email, authorization: `Bearer ${session.accessToken}`, cookie: refreshCookie(response).value };
}

describe('inviting a person to the team', () => {
  it('records the e-mail with a 7-day single-use link, keeps only the token’s hash, and names the admin as actor', async () => {
    const email = freshEmail();
    const response = await call('POST', '/team/invitations', adminAuth, {
      email: email.toUpperCase(),
      name: ' Sam Student ',
      role: 'member',
    });
    expect(response.statusCode).toBe(201);
    const invitation = response.json();
    expect(invitation).toMatchObject({ email, name: 'Sam Student', role: 'member', expired: false });
    expect(new Date(invitation.expiresAt).getTime() - new Date(invitation.invitedAt).getTime()).toBe(7 * 24 * 3600 * 1000);

    const [sent] = (await t.outboxOf('identity.team-invitation.sent.v1')).filter(
      (row) => row.envelope.data.invitationId === invitation.id,
    );
    expect(sent?.envelope.data).toMatchObject({
      email,
      name: 'Sam Student',
      role: 'member',
      resent: false,
      invitedByName: 'Admin',
    });
    expect(sent?.envelope.actor).toEqual({ kind: 'team', id: admin.session.user.id, name: 'Admin', role: 'admin' });
    const token = await latestToken(invitation.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(String(sent?.envelope.data.acceptUrl)).toBe(`https://portal.maple.example/team/invitation#token=${token}`);
    const [stored] = await t.sql<{ tokenHash: string }>('SELECT token_hash FROM team_invitations WHERE id = :id', {
      id: invitation.id,
    });
    expect(stored?.tokenHash).toBe(tokenHash(token));
  });

  it('refuses an address that already has an account or a pending invitation, whatever its case', async () => {
    const taken = await call('POST', '/team/invitations', adminAuth, {
      email: adminEmail.toUpperCase(),
      name: 'Owner',
      role: 'admin',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('IDENTITY_EMAIL_TAKEN');
    const { invitation } = await invite();
    const again = await call('POST', '/team/invitations', adminAuth, {
      email: invitation.email.toUpperCase(),
      name: 'Sam',
      role: 'member',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('IDENTITY_INVITATION_PENDING');
  });

  it('gives one pending invitation when two admins invite the same address at once', async () => {
    const email = freshEmail();
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/team/invitations', adminAuth, { email, name: 'Sam Student', role: 'member' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().code)).toEqual([
      'IDENTITY_INVITATION_PENDING',
      'IDENTITY_INVITATION_PENDING',
    ]);
    expect(await t.sql('SELECT id FROM team_invitations WHERE email = :email', { email })).toHaveLength(1);
  });

  it('refuses a role that is not the team’s, and a blank name, with a 400 and nothing stored', async () => {
    const before = await t.sql('SELECT id FROM team_invitations');
    for (const payload of [
      { email: freshEmail(), name: 'Sam', role: 'client' },
      { email: freshEmail(), name: '   ', role: 'member' },
      { email: 'not an e-mail', name: 'Sam', role: 'member' },
    ]) {
      expect((await call('POST', '/team/invitations', adminAuth, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await t.sql('SELECT id FROM team_invitations')).toHaveLength(before.length);
  });
});

describe('accepting an invitation', () => {
  it('shows what the link is for, then creates the account, signs the person in and lets them sign in as a member', async () => {
    const email = freshEmail();
    const { invitation, token } = await invite('member', email, 'Sam Student');
    const details = await lookUp(token);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toEqual({ email, name: 'Sam Student', role: 'member', expiresAt: expect.any(String) });

    const accepted = await accept(token, '  Samira S.  ');
    expect(accepted.statusCode).toBe(201);
    const session = accepted.json();
    expect(session.user).toEqual({ id: expect.any(String), email, role: 'member', name: 'Samira S.' });
    expect(t.verifyAccessToken(session.accessToken)).toMatchObject({ sub: session.user.id, role: 'member', name: 'Samira S.' });
    expect(refreshCookie(accepted).value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(accepted.headers['cache-control']).toBe('no-store');

    const [joined] = (await t.outboxOf('identity.team-member.joined.v1')).filter(
      (row) => row.envelope.data.invitationId === invitation.id,
    );
    expect(joined?.envelope.data.member).toEqual({
      userId: session.user.id,
      email,
      name: 'Samira S.',
      role: 'member',
      status: 'active',
    });
    expect(joined?.envelope.actor).toEqual({ kind: 'team', id: session.user.id, name: 'Samira S.', role: 'member' });

    const signedIn = await t.login({ email, password });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ role: 'member', name: 'Samira S.' });
    expect((await t.me(`Bearer ${signedIn.json().accessToken}`)).json()).toMatchObject({ role: 'member', name: 'Samira S.' });
    const [row] = await t.sql<{ lastSignInAt: Date | null }>('SELECT last_sign_in_at FROM users WHERE id = :id', {
      id: session.user.id,
    });
    expect(row?.lastSignInAt).not.toBeNull();
    const signIns = (await t.outboxOf('identity.team-member.signed-in.v1')).filter(
      (r) => (r.envelope.data.member as { userId: string }).userId === session.user.id,
    );
    expect(signIns).toHaveLength(1);
    expect(signIns[0]?.envelope.actor).toMatchObject({ kind: 'team', id: session.user.id, role: 'member' });
  });

  it('lists the session the invitation began on the Account page, with the browser it began in', async () => {
    const { token } = await invite();
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/team/invitations/accept',
      payload: { token, name: 'Sam Student', password },
      headers: {
        'user-agent': 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
        'x-forwarded-for': '192.168.1.20',
      },
    });
    expect(accepted.statusCode).toBe(201);
    const sessions = await call('GET', '/account/sessions', `Bearer ${accepted.json().accessToken}`);
    expect(sessions.json()).toEqual([
      expect.objectContaining({
        device: 'Firefox on Linux',
        address: '192.168.1.20',
        place: "This device's network",
        current: true,
      }),
    ]);
  });

  it('works once: the used link says so and a second account is never made', async () => {
    const { token } = await invite();
    expect((await accept(token)).statusCode).toBe(201);
    for (const response of [await accept(token), await lookUp(token)]) {
      expect(response.statusCode).toBe(410);
      expect(response.json()).toMatchObject({
        code: 'IDENTITY_INVITATION_USED',
        message: 'This invitation has already been used.',
      });
    }
  });

  it('gives one account when two accepts race with one link', async () => {
    const { invitation, token } = await invite();
    const answers = await Promise.all([accept(token), accept(token), accept(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 410, 410]);
    expect(await t.sql('SELECT id FROM users WHERE email = :email', { email: invitation.email })).toHaveLength(1);
  });

  it('says an expired link has expired, and makes no account with it', async () => {
    const { invitation, token } = await invite();
    await t.sql("UPDATE team_invitations SET expires_at = now() - interval '1 second' WHERE id = :id", { id: invitation.id });
    for (const response of [await lookUp(token), await accept(token)]) {
      expect(response.statusCode).toBe(410);
      expect(response.json()).toMatchObject({
        code: 'IDENTITY_INVITATION_EXPIRED',
        message: 'This invitation has expired. Ask an admin to send a new one.',
      });
    }
    expect(await t.sql('SELECT id FROM users WHERE email = :email', { email: invitation.email })).toEqual([]);
    const listed = (await call('GET', '/team/members', adminAuth)).json().invitations.find((i: Body) => i.id === invitation.id);
    expect(listed).toMatchObject({ expired: true });
  });

  it('answers an unknown token as invalid, and a password shorter than 8 characters as a validation error', async () => {
    const unknown = await lookUp('A'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('IDENTITY_INVITATION_INVALID');
    const { token } = await invite();
    const short = await call('POST', '/team/invitations/accept', undefined, { token, name: 'Sam', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('VALIDATION_FAILED');
    expect((await lookUp(token)).statusCode).toBe(200);
  });
});

describe('resending and revoking', () => {
  it('resends with a new link valid 7 more days, and the old link stops working', async () => {
    const { invitation, token: first } = await invite();
    const resent = await call('POST', `/team/invitations/${invitation.id}/resend`, adminAuth);
    expect(resent.statusCode).toBe(200);
    const second = await latestToken(invitation.id);
    expect(second).not.toBe(first);
    expect((await lookUp(first)).json().code).toBe('IDENTITY_INVITATION_INVALID');
    expect((await lookUp(second)).statusCode).toBe(200);
    const sent = (await t.outboxOf('identity.team-invitation.sent.v1')).filter(
      (row) => row.envelope.data.invitationId === invitation.id,
    );
    expect(sent.map((row) => row.envelope.data.resent)).toEqual([false, true]);
  });

  it('revokes: the link is then invalid, and a second revocation or a resend finds nothing pending', async () => {
    const { invitation, token } = await invite();
    expect((await call('DELETE', `/team/invitations/${invitation.id}`, adminAuth)).statusCode).toBe(204);
    expect((await lookUp(token)).json().code).toBe('IDENTITY_INVITATION_INVALID');
    expect((await accept(token)).statusCode).toBe(400);
    expect((await call('DELETE', `/team/invitations/${invitation.id}`, adminAuth)).statusCode).toBe(404);
    expect((await call('POST', `/team/invitations/${invitation.id}/resend`, adminAuth)).statusCode).toBe(404);
    const revoked = (await t.outboxOf('identity.team-invitation.revoked.v1')).filter(
      (row) => row.envelope.data.invitationId === invitation.id,
    );
    expect(revoked).toHaveLength(1);
    expect(revoked[0]?.envelope.actor).toMatchObject({ kind: 'team', role: 'admin' });
    // The address may be invited again.
    expect(
      (await call('POST', '/team/invitations', adminAuth, { email: invitation.email, name: 'Sam', role: 'member' })).statusCode,
    ).toBe(201);
  });
});

describe('the team list', () => {
  it('lists people (never clients) and pending invitations, searched by name or e-mail and filtered', async () => {
    const person = await join('member', 'Quinn Zephyrine');
    await t.addUser(freshEmail('zephyrine-client'), password, 'client');
    const { invitation } = await invite('admin', freshEmail('zephyrine'), 'Invited Admin');
    const found = (await call('GET', '/team/members?q=ZEPHYRINE', adminAuth)).json();
    expect(found.members.map((m: Body) => m.id)).toEqual([person.id]);
    expect(found.members[0]).toMatchObject({
      name: 'Quinn Zephyrine',
      role: 'member',
      status: 'active',
      lastSignInAt: expect.any(String),
    });
    expect(found.invitations.map((i: Body) => i.id)).toEqual([invitation.id]);
    expect((await call('GET', '/team/members?q=zephyrine&role=member', adminAuth)).json().invitations).toEqual([]);
    const deactivatedOnly = (await call('GET', '/team/members?status=deactivated', adminAuth)).json();
    expect(deactivatedOnly.invitations).toEqual([]);
    expect(deactivatedOnly.members.every((m: Body) => m.status === 'deactivated')).toBe(true);
    expect((await call('GET', '/team/members?role=client', adminAuth)).statusCode).toBe(400);
  });

  it('gives the whole team its active teammates for pickers, and refuses members the team screen', async () => {
    const person = await join('member', 'Tess Teammate');
    const teammates = await call('GET', '/team/teammates', person.authorization);
    expect(teammates.statusCode).toBe(200);
    expect(teammates.json()).toContainEqual({ id: person.id, name: 'Tess Teammate', role: 'member' });
    expect(teammates.json()).toContainEqual({ id: admin.session.user.id, name: 'Admin', role: 'admin' });
    expect((await call('GET', '/team/members', person.authorization)).statusCode).toBe(403);
    expect((await call('POST', `/team/members/${person.id}/deactivate`, adminAuth)).statusCode).toBe(200);
    expect((await call('GET', '/team/teammates', adminAuth)).json().map((m: Body) => m.id)).not.toContain(person.id);
  });
});

describe('roles and the last admin', () => {
  it('changes a person’s role, with the role before and after', async () => {
    const person = await join('member');
    const changed = await call('PATCH', `/team/members/${person.id}`, adminAuth, { role: 'admin' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: person.id, role: 'admin' });
    const [event] = (await t.outboxOf('identity.team-member.role-changed.v1')).filter(
      (r) => (r.envelope.data.member as { userId: string }).userId === person.id,
    );
    expect(event?.envelope.data).toMatchObject({ before: 'member', after: 'admin' });
    expect(event?.envelope.actor).toMatchObject({ kind: 'team', id: admin.session.user.id });
    // Back again, so the seeded admin stays the only other admin for the tests below.
    expect((await call('PATCH', `/team/members/${person.id}`, adminAuth, { role: 'member' })).statusCode).toBe(200);
  });

  it('answers a client’s id or an unknown one with 404', async () => {
    const clientId = await t.addUser(freshEmail('client'), password, 'client');
    expect((await call('PATCH', `/team/members/${clientId}`, adminAuth, { role: 'admin' })).statusCode).toBe(404);
    expect((await call('POST', `/team/members/${clientId}/deactivate`, adminAuth)).statusCode).toBe(404);
    expect((await call('POST', '/team/members/00000000-0000-4000-8000-000000000000/reactivate', adminAuth)).statusCode).toBe(404);
  });

  it('never leaves the team without an active admin, even when two admins demote each other at once', async () => {
    await t.sql("UPDATE users SET role = 'member' WHERE role = 'admin' AND id <> :id", { id: admin.session.user.id });
    const self = admin.session.user.id;
    for (const response of [
      await call('PATCH', `/team/members/${self}`, adminAuth, { role: 'member' }),
      await call('POST', `/team/members/${self}/deactivate`, adminAuth),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('IDENTITY_LAST_ADMIN');
    }
    const other = await join('admin', 'Other Admin');
    const answers = await Promise.all([
      call('PATCH', `/team/members/${self}`, other.authorization, { role: 'member' }),
      call('PATCH', `/team/members/${other.id}`, adminAuth, { role: 'member' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const admins = await t.sql("SELECT id FROM users WHERE role = 'admin' AND status = 'active'");
    expect(admins).toHaveLength(1);
    // The loser's demotion put back, so later tests have the seeded admin.
    await t.sql("UPDATE users SET role = 'admin' WHERE id = :self", { self });
  });
});

describe('deactivation', () => {
  it('ends every session of the person, refuses their sign-in as a wrong password is, and reactivation lets them back', async () => {
    const person = await join('member', 'Dee Activated');
    const deactivated = await call('POST', `/team/members/${person.id}/deactivate`, adminAuth);
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toMatchObject({ status: 'deactivated' });

    const ended = (await t.outboxOf('identity.sessions.ended.v1')).filter((r) => r.envelope.data.userId === person.id);
    expect(ended.map((r) => r.envelope.data.reason)).toEqual(['deactivated']);
    expect(ended[0]?.envelope.data.issuedBefore).not.toBeNull();
    const [event] = (await t.outboxOf('identity.team-member.deactivated.v1')).filter(
      (r) => (r.envelope.data.member as { userId: string }).userId === person.id,
    );
    expect(event?.envelope.data.member).toMatchObject({ status: 'deactivated', name: 'Dee Activated' });
    expect(event?.envelope.actor).toMatchObject({ kind: 'team', id: admin.session.user.id });

    expect((await t.refresh(person.cookie)).statusCode).toBe(401);
    const refused = await t.login({ email: person.email, password });
    const wrong = await t.login({ email: person.email, password: 'Not-The-Password-1' });
    expect(refused.statusCode).toBe(401);
    expect({ ...refused.json(), requestId: '' }).toEqual({ ...wrong.json(), requestId: '' });

    const reactivated = await call('POST', `/team/members/${person.id}/reactivate`, adminAuth);
    expect(reactivated.json()).toMatchObject({ status: 'active' });
    expect(
      (await t.outboxOf('identity.team-member.reactivated.v1')).some(
        (r) => (r.envelope.data.member as { userId: string }).userId === person.id,
      ),
    ).toBe(true);
    await t.sql('DELETE FROM rate_limit_windows');
    expect((await t.login({ email: person.email, password })).statusCode).toBe(200);
  });
});

describe('a team account locked by failed sign-ins', () => {
  it('is reported once per lock, by the failure that locks it', async () => {
    const person = await join('member', 'Lock Ed');
    const address = '203.0.113.77';
    for (let attempt = 0; attempt < 7; attempt += 1)
      await t.from(address).login({ email: person.email, password: 'Wrong-Password-1' });
    const locks = (await t.outboxOf('identity.team-member.locked-out.v1')).filter(
      (r) => (r.envelope.data.member as { userId: string }).userId === person.id,
    );
    expect(locks).toHaveLength(1);
    expect(locks[0]?.envelope.data).toMatchObject({ failedSignIns: 5, member: { name: 'Lock Ed', role: 'member' } });
  });
});

// Last: the seeded admin may end up deactivated by the race below.
describe('the last active admin, when admins are deactivated', () => {
  it('counts only active admins, and two admins deactivating each other at once leave one', async () => {
    const self = admin.session.user.id;
    await t.sql("UPDATE users SET role = 'member' WHERE role = 'admin' AND id <> :self", { self });
    const gone = await join('admin', 'Gone Admin');
    expect((await call('POST', `/team/members/${gone.id}/deactivate`, adminAuth)).statusCode).toBe(200);
    // A deactivated admin is no admin to fall back on.
    for (const response of [
      await call('PATCH', `/team/members/${self}`, adminAuth, { role: 'member' }),
      await call('POST', `/team/members/${self}/deactivate`, adminAuth),
    ]) {
      expect([response.statusCode, response.json().code]).toEqual([409, 'IDENTITY_LAST_ADMIN']);
    }
    // Their own role may change: it takes nothing from the active admins.
    expect((await call('PATCH', `/team/members/${gone.id}`, adminAuth, { role: 'member' })).statusCode).toBe(200);

    const other = await join('admin', 'Other Admin');
    const answers = await Promise.all([
      call('POST', `/team/members/${self}/deactivate`, other.authorization),
      call('POST', `/team/members/${other.id}/deactivate`, adminAuth),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().code).toBe('IDENTITY_LAST_ADMIN');
    expect(await t.sql("SELECT id FROM users WHERE role = 'admin' AND status = 'active'")).toHaveLength(1);
  });
});

// Sign-in, sessions and client accounts: identity's contract through the gateway.
import { randomInt, randomUUID } from 'node:crypto';
import { expect, it, vi } from 'vitest';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { testNatsUrl } from '@agency/kit/testing';
import { admin, describeContract } from './harness.js';

describeContract('identity', {}, (platform) => {
  const { call, namespace } = platform;

  it('identity: sign in, refresh, who am I, sign out', async () => {
    const refused = await call('identity', 'login', {
      url: '/auth/login',
      payload: { email: admin.email, password: 'wrong-password' },
    });
    expect(refused.statusCode).toBe(401);
    expect((await call('identity', 'login', { url: '/auth/login', payload: { email: 'not-an-email' } })).statusCode).toBe(400);
    const signedIn = await call('identity', 'login', { url: '/auth/login', payload: admin });
    expect(signedIn.statusCode).toBe(200);
    const cookie = signedIn.cookies.find((c) => c.name === 'agency_refresh');
    expect(cookie).toBeDefined();
    const me = await call('identity', 'getCurrentUser', {
      url: '/me',
      headers: { authorization: `Bearer ${signedIn.json().accessToken}` },
    });
    expect(me.json()).toMatchObject({ email: admin.email, role: 'admin' });
    expect((await call('identity', 'getCurrentUser', { url: '/me' })).statusCode).toBe(401);
    const refreshed = await call('identity', 'refreshSession', {
      url: '/auth/refresh',
      headers: { cookie: `agency_refresh=${cookie!.value}` },
    });
    expect(refreshed.statusCode).toBe(200);
    expect((await call('identity', 'refreshSession', { url: '/auth/refresh' })).statusCode).toBe(401);
    const next = refreshed.cookies.find((c) => c.name === 'agency_refresh')!;
    expect(
      (await call('identity', 'logout', { url: '/auth/logout', headers: { cookie: `agency_refresh=${next.value}` } })).statusCode,
    ).toBe(204);
  });

  it('identity: client accounts — registration and sign-in with an access code, password reset', async () => {
    const nc = await connect({ servers: testNatsUrl });
    try {
      const jsm = await jetstreamManager(nc);
      // What onboarding publishes when the team adds a client; identity keeps the code.
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
      const invite = async (email: string) => {
        const code = `MB-${Array.from({ length: 6 }, () => alphabet[randomInt(alphabet.length)]).join('')}`;
        const accessCode = { id: randomUUID(), code, expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString() };
        const data = {
          clientId: randomUUID(),
          businessName: 'Contract Bakery',
          contactName: 'Ada',
          email,
          package: 'growth',
          accessCode,
          revokedAccessCodeIds: [],
          invitedAt: new Date().toISOString(),
        };
        const envelope = {
          id: randomUUID(),
          type: 'onboarding.client.invited.v1',
          occurredAt: data.invitedAt,
          source: 'onboarding',
          data,
        };
        await jetstream(nc).publish(`${namespace}.onboarding.client.invited.v1`, JSON.stringify(envelope), {
          msgID: envelope.id,
        });
        await vi.waitFor(
          async () => {
            const info = await jsm.consumers.info(`${namespace}_ONBOARDING`, 'identity--access-codes');
            expect(info.num_pending + info.num_ack_pending).toBe(0);
          },
          { timeout: 10_000, interval: 25 },
        );
        return accessCode;
      };
      const email = 'contract-client@bakery.example';
      const password = 'Contract-client-pass-1';
      const first = await invite(email);
      const second = await invite(email);

      // Registration (counted with code sign-ins: 10 a minute per address).
      const register = (payload: unknown) => call('identity', 'register', { url: '/auth/register', payload });
      const invalid = await register({ accessCode: 'MB-NOPE00', email, password });
      expect(invalid.json()).toMatchObject({ statusCode: 400, code: 'IDENTITY_ACCESS_CODE_INVALID' });
      expect(invalid.headers['x-ratelimit-limit']).toBe('10');
      const mismatch = await register({ accessCode: first.code, email: 'other@bakery.example', password });
      expect(mismatch.json()).toMatchObject({ statusCode: 400, code: 'IDENTITY_ACCESS_CODE_EMAIL_MISMATCH' });
      const registered = await register({ accessCode: first.code.toLowerCase(), email, password });
      expect(registered.statusCode).toBe(201);
      expect(registered.cookies.find((c) => c.name === 'agency_refresh')).toBeDefined();
      expect((await register({ accessCode: second.code, email, password })).statusCode).toBe(409);

      // Sign-in with a code: an onboarding session, which GET /me refuses.
      const codeSession = await call('identity', 'signInWithAccessCode', {
        url: '/auth/access-code',
        payload: { code: second.code },
      });
      expect(codeSession.statusCode).toBe(200);
      expect(codeSession.json().expiresIn).toBe(3600);
      expect(codeSession.cookies).toEqual([]);
      const forbidden = await call('identity', 'getCurrentUser', {
        url: '/me',
        headers: { authorization: `Bearer ${codeSession.json().accessToken}` },
      });
      expect(forbidden.statusCode).toBe(403);
      const guess = () => call('identity', 'signInWithAccessCode', { url: '/auth/access-code', payload: { code: first.code } });
      expect((await guess()).json()).toMatchObject({ statusCode: 401, code: 'IDENTITY_ACCESS_CODE_INVALID' });
      expect((await call('identity', 'signInWithAccessCode', { url: '/auth/access-code', payload: {} })).statusCode).toBe(400);
      // 7 counted so far: three more fill the minute's 10, and the 11th is refused at the gateway.
      for (let attempt = 8; attempt <= 10; attempt++) expect((await guess()).statusCode).toBe(401);
      const limited = await guess();
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();

      // Password reset (5 a minute per address, confirmations included).
      const requested = await call('identity', 'requestPasswordReset', { url: '/auth/password-reset', payload: { email } });
      expect(requested.statusCode).toBe(202);
      expect(requested.json()).toEqual({ status: 'accepted' });
      expect(
        (await call('identity', 'requestPasswordReset', { url: '/auth/password-reset', payload: { email: 'x' } })).statusCode,
      ).toBe(400);
      // The link travels on identity's stream to notifications.
      const resetUrl = await vi.waitFor(
        async () => {
          const message = await jsm.streams.getMessage(`${namespace}_IDENTITY`, {
            last_by_subj: `${namespace}.identity.password-reset.requested.v1`,
          });
          return (message!.json() as { data: { resetUrl: string } }).data.resetUrl;
        },
        { timeout: 10_000, interval: 50 },
      );
      const token = new URL(resetUrl).hash.replace('#type=recovery&token=', '');
      const confirm = (payload: unknown) =>
        call('identity', 'confirmPasswordReset', { url: '/auth/password-reset/confirm', payload });
      expect((await confirm({ token, password: 'short' })).statusCode).toBe(400);
      expect((await confirm({ token, password: 'Contract-client-pass-2' })).statusCode).toBe(204);
      expect((await confirm({ token, password: 'Contract-client-pass-3' })).json()).toMatchObject({
        statusCode: 400,
        code: 'IDENTITY_RESET_TOKEN_INVALID',
      });
      expect(
        (await call('identity', 'login', { url: '/auth/login', payload: { email, password: 'Contract-client-pass-2' } }))
          .statusCode,
      ).toBe(200);
    } finally {
      await nc.close();
    }
  });
  it('identity: the team — invite, look up and accept, list, roles, deactivation, resend and revoke', async () => {
    const nc = await connect({ servers: testNatsUrl });
    try {
      const jsm = await jetstreamManager(nc);
      const signedIn = await call('identity', 'login', { url: '/auth/login', payload: admin });
      const authorization = `Bearer ${signedIn.json().accessToken}`;
      const asAdmin = { authorization };
      /** The token in the link of the last invitation e-mail identity recorded for `email`. */
      const tokenFor = (email: string) =>
        vi.waitFor(
          async () => {
            const message = await jsm.streams.getMessage(`${namespace}_IDENTITY`, {
              last_by_subj: `${namespace}.identity.team-invitation.sent.v1`,
            });
            const data = (message!.json() as { data: { email: string; acceptUrl: string } }).data;
            expect(data.email).toBe(email);
            return new URL(data.acceptUrl).hash.replace('#token=', '');
          },
          { timeout: 10_000, interval: 50 },
        );

      const email = 'contract-student@students.example';
      const invited = await call('identity', 'inviteTeamMember', {
        url: '/team/invitations',
        payload: { email, name: 'Sam Student', role: 'member' },
        headers: asAdmin,
      });
      expect(invited.statusCode).toBe(201);
      const first = await tokenFor(email);
      const resent = await call('identity', 'resendTeamInvitation', {
        url: `/team/invitations/${invited.json().id}/resend`,
        headers: asAdmin,
      });
      expect(resent.statusCode).toBe(200);
      const token = await vi.waitFor(
        async () => {
          const next = await tokenFor(email);
          expect(next).not.toBe(first);
          return next;
        },
        { timeout: 10_000, interval: 50 },
      );

      // Look-ups and accepts are counted together by the gateway: 10 a minute per address.
      const lookUp = (payload: unknown) => call('identity', 'lookUpTeamInvitation', { url: '/team/invitations/lookup', payload });
      const old = await lookUp({ token: first });
      expect(old.json()).toMatchObject({ statusCode: 400, code: 'IDENTITY_INVITATION_INVALID' });
      expect(old.headers['x-ratelimit-limit']).toBe('10');
      expect((await lookUp({ token })).json()).toMatchObject({ email, name: 'Sam Student', role: 'member' });
      const accept = (payload: unknown) => call('identity', 'acceptTeamInvitation', { url: '/team/invitations/accept', payload });
      expect((await accept({ token, name: 'Sam', password: 'short' })).statusCode).toBe(400);
      const accepted = await accept({ token, name: 'Sam Student', password: 'Contract-student-pass-1' });
      expect(accepted.statusCode).toBe(201);
      expect(accepted.json().user).toMatchObject({ email, role: 'member', name: 'Sam Student' });
      expect((await lookUp({ token })).json()).toMatchObject({ statusCode: 410, code: 'IDENTITY_INVITATION_USED' });
      const memberId = accepted.json().user.id as string;
      const asMember = { authorization: `Bearer ${accepted.json().accessToken}` };

      const team = await call('identity', 'listTeam', { url: '/team/members?q=contract-student', headers: asAdmin });
      expect(team.json().members).toMatchObject([{ id: memberId, status: 'active' }]);
      expect((await call('identity', 'listTeam', { url: '/team/members', headers: asMember })).statusCode).toBe(403);
      const teammates = await call('identity', 'listTeammates', { url: '/team/teammates', headers: asMember });
      expect(teammates.json()).toContainEqual({ id: memberId, name: 'Sam Student', role: 'member' });

      const adminId = signedIn.json().user.id as string;
      const demoteSelf = await call('identity', 'changeTeamMemberRole', {
        url: `/team/members/${adminId}`,
        payload: { role: 'member' },
        headers: asAdmin,
      });
      expect(demoteSelf.json()).toMatchObject({ statusCode: 409, code: 'IDENTITY_LAST_ADMIN' });
      const promoted = await call('identity', 'changeTeamMemberRole', {
        url: `/team/members/${memberId}`,
        payload: { role: 'admin' },
        headers: asAdmin,
      });
      expect(promoted.json()).toMatchObject({ id: memberId, role: 'admin' });
      const deactivated = await call('identity', 'deactivateTeamMember', {
        url: `/team/members/${memberId}/deactivate`,
        headers: asAdmin,
      });
      expect(deactivated.json()).toMatchObject({ status: 'deactivated' });
      const reactivated = await call('identity', 'reactivateTeamMember', {
        url: `/team/members/${memberId}/reactivate`,
        headers: asAdmin,
      });
      expect(reactivated.json()).toMatchObject({ status: 'active' });

      const other = await call('identity', 'inviteTeamMember', {
        url: '/team/invitations',
        payload: { email: 'contract-other@students.example', name: 'Other', role: 'admin' },
        headers: asAdmin,
      });
      const revoke = () =>
        call('identity', 'revokeTeamInvitation', { url: `/team/invitations/${other.json().id}`, headers: asAdmin });
      expect((await revoke()).statusCode).toBe(204);
      expect((await revoke()).statusCode).toBe(404);
    } finally {
      await nc.close();
    }
  });

  // Last: it changes the admin's e-mail and signs every session out.
  it('identity: your own account — name, password, sessions and a change of e-mail', async () => {
    const signedIn = await call('identity', 'login', { url: '/auth/login', payload: admin });
    const headers = { authorization: `Bearer ${signedIn.json().accessToken}` };
    const account = await call('identity', 'getAccount', { url: '/account', headers });
    expect(account.json()).toMatchObject({ email: admin.email, role: 'admin', name: 'Admin' });
    expect((await call('identity', 'getAccount', { url: '/account' })).statusCode).toBe(401);
    const rename = (name: unknown) => call('identity', 'renameAccount', { url: '/account', headers, payload: { name } });
    expect((await rename('  Contract Admin ')).json()).toMatchObject({ name: 'Contract Admin' });
    expect((await rename('   ')).statusCode).toBe(400);
    const setZone = (timeZone: unknown) =>
      call('identity', 'setAccountTimeZone', { method: 'PUT', url: '/account/time-zone', headers, payload: { timeZone } });
    expect((await setZone('America/Halifax')).json()).toMatchObject({ timeZone: 'America/Halifax' });
    expect((await setZone('Atlantis/Lost_City')).json()).toMatchObject({ code: 'IDENTITY_TIME_ZONE_UNKNOWN' });
    expect((await setZone(null)).statusCode).toBe(200);

    const changePassword = (currentPassword: string) =>
      call('identity', 'changePassword', {
        url: '/account/password',
        headers,
        payload: { currentPassword, newPassword: admin.password },
      });
    expect((await changePassword('not-the-password')).json()).toMatchObject({ code: 'IDENTITY_CURRENT_PASSWORD_WRONG' });
    expect((await changePassword(admin.password)).statusCode).toBe(204);

    const sessions = await call('identity', 'listAccountSessions', { url: '/account/sessions', headers });
    expect(sessions.json()).toEqual(expect.arrayContaining([expect.objectContaining({ current: true })]));
    const endSession = (id: string) =>
      call('identity', 'endAccountSession', { method: 'DELETE', url: `/account/sessions/${id}`, headers });
    expect((await endSession(randomUUID())).statusCode).toBe(404);
    expect((await endSession('not-a-session')).statusCode).toBe(400);

    const nc = await connect({ servers: testNatsUrl });
    try {
      const jsm = await jetstreamManager(nc);
      const newEmail = 'contract-admin-moved@maplebuilders.ca';
      const requested = await call('identity', 'requestEmailChange', {
        url: '/account/email',
        headers,
        payload: { newEmail, currentPassword: admin.password },
      });
      expect(requested.json()).toMatchObject({ email: admin.email, pendingEmail: newEmail });
      const confirmUrl = await vi.waitFor(
        async () => {
          const message = await jsm.streams.getMessage(`${namespace}_IDENTITY`, {
            last_by_subj: `${namespace}.identity.account.email-change-requested.v1`,
          });
          return (message!.json() as { data: { confirmUrl: string } }).data.confirmUrl;
        },
        { timeout: 10_000, interval: 50 },
      );
      const token = new URL(confirmUrl).hash.replace('#token=', '');
      const confirm = (value: string) =>
        call('identity', 'confirmEmailChange', { url: '/account/email/confirm', payload: { token: value } });
      expect((await confirm('A'.repeat(43))).json()).toMatchObject({ code: 'IDENTITY_EMAIL_CHANGE_INVALID' });
      expect((await confirm(token)).json()).toEqual({ email: newEmail });
      expect((await confirm(token)).json()).toMatchObject({ statusCode: 410, code: 'IDENTITY_EMAIL_CHANGE_USED' });
    } finally {
      await nc.close();
    }

    const everywhere = await call('identity', 'endAllAccountSessions', { url: '/account/sessions/end-all', headers });
    expect(everywhere.statusCode).toBe(204);
  });
});

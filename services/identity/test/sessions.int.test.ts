import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { adminEmail, clearsCookie, identityTestService, refreshCookie, tokenHash } from './support.js';

const t = await identityTestService();
const { refresh, logout, signInAsAdmin } = t;

/** Moves a rotated token's revocation back past the grace period that covers two tabs refreshing at once. */
const pastGracePeriod = (token: string) =>
  t.sql("UPDATE refresh_tokens SET revoked_at = revoked_at - interval '1 minute' WHERE token_hash = :tokenHash", {
    tokenHash: tokenHash(token),
  });

describe('refreshing a session', () => {
  it('rotates the token: a new access token and cookie, the old cookie no longer works', async () => {
    const { session, cookie } = await signInAsAdmin();
    const rotated = await refresh(cookie);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json()).toMatchObject({ expiresIn: 900, user: { id: session.user.id, email: adminEmail, role: 'admin' } });
    expect(t.verifyAccessToken(rotated.json().accessToken)).toMatchObject({ sub: session.user.id, role: 'admin' });
    const next = refreshCookie(rotated);
    expect(next.value).not.toBe(cookie);
    expect(next).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/identity/auth' });

    const [old] = await t.sql<{ id: string; familyId: string; revokedAt: Date | null; replacedBy: string | null }>(
      'SELECT id, family_id, revoked_at, replaced_by FROM refresh_tokens WHERE token_hash = :tokenHash',
      { tokenHash: tokenHash(cookie) },
    );
    const [successor] = await t.sql<{ id: string; familyId: string; revokedAt: Date | null }>(
      'SELECT id, family_id, revoked_at FROM refresh_tokens WHERE token_hash = :tokenHash',
      { tokenHash: tokenHash(next.value) },
    );
    expect(old?.revokedAt).not.toBeNull();
    expect(old?.replacedBy).toBe(successor?.id);
    expect(successor).toMatchObject({ familyId: old?.familyId, revokedAt: null });

    // The new one keeps working, and keeps rotating.
    const again = await refresh(next.value);
    expect(again.statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again, so the thief’s copy dies too', async () => {
    const { cookie: original } = await signInAsAdmin();
    const first = refreshCookie(await refresh(original)).value;
    await pastGracePeriod(original);

    const replay = await refresh(original);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      statusCode: 401,
      code: 'IDENTITY_SESSION_EXPIRED',
      requestId: replay.headers['x-request-id'],
    });
    expect(clearsCookie(replay)).toBe(true);

    const afterTheft = await refresh(first);
    expect(afterTheft.statusCode).toBe(401);
    expect(afterTheft.json().code).toBe('IDENTITY_SESSION_EXPIRED');

    const [family] = await t.sql<{ live: string }>(
      'SELECT count(*) FILTER (WHERE revoked_at IS NULL) AS live FROM refresh_tokens WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = :tokenHash)',
      { tokenHash: tokenHash(original) },
    );
    expect(Number(family?.live)).toBe(0);

    // The session's access tokens are refused everywhere from now, not only once they expire: one event, however
    // often the stolen token is replayed.
    const [familyId] = (
      await t.sql<{ familyId: string }>('SELECT family_id FROM refresh_tokens WHERE token_hash = :tokenHash', {
        tokenHash: tokenHash(original),
      })
    ).map((row) => row.familyId);
    await refresh(original);
    const ended = (await t.outboxOf('identity.sessions.ended.v1')).filter((row) =>
      (row.envelope.data.sessionIds as string[]).includes(familyId!),
    );
    expect(ended).toHaveLength(1);
    expect(ended[0]!.envelope).toMatchObject({
      actor: { kind: 'visitor' },
      data: { reason: 'refresh-reused', sessionIds: [familyId], issuedBefore: null },
    });
  });

  it('gives two tabs refreshing with the same token at once a working session each', async () => {
    const { cookie } = await signInAsAdmin();
    const answers = await Promise.all([refresh(cookie), refresh(cookie)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = answers.map((r) => refreshCookie(r).value);
    expect(a).not.toBe(b);
    expect((await refresh(a)).statusCode).toBe(200);
    expect((await refresh(b)).statusCode).toBe(200);
  });

  it('does not let a rotated token back in once its session was signed out, even within the grace period', async () => {
    const { cookie } = await signInAsAdmin();
    const next = refreshCookie(await refresh(cookie)).value;
    await t.app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie: `agency_refresh=${next}` } });
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('leaves other sessions of the same user alone when one family is revoked', async () => {
    const { cookie: laptop } = await signInAsAdmin();
    const { cookie: phone } = await signInAsAdmin();
    await refresh(laptop);
    await pastGracePeriod(laptop);
    await refresh(laptop); // replay after the grace period: the laptop's family is revoked
    expect((await refresh(phone)).statusCode).toBe(200);
  });

  it('answers 401 and clears the cookie for a missing, unknown, malformed or expired token', async () => {
    const { cookie } = await signInAsAdmin();
    await t.sql("UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = :tokenHash", {
      tokenHash: tokenHash(cookie),
    });
    for (const token of [undefined, '', 'A'.repeat(43), 'not a token', cookie]) {
      const response = await refresh(token);
      expect(response.statusCode, String(token)).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized', code: 'IDENTITY_SESSION_EXPIRED' });
      expect(clearsCookie(response), String(token)).toBe(true);
    }
  });

  it('re-reads the account, so a role change applies and a deleted account cannot refresh', async () => {
    const email = `temp-${randomUUID().slice(0, 8)}@maple.example`;
    const id = await t.addUser(email, 'Temporary-Pass-1', 'client');
    const signedIn = await t.login({ email, password: 'Temporary-Pass-1' });
    expect(signedIn.json().user.role).toBe('client');

    await t.sql("UPDATE users SET role = 'admin' WHERE id = :id", { id });
    const promoted = await refresh(refreshCookie(signedIn).value);
    expect(promoted.json().user.role).toBe('admin');
    expect(t.verifyAccessToken(promoted.json().accessToken)).toMatchObject({ role: 'admin' });

    await t.sql('DELETE FROM users WHERE id = :id', { id });
    expect((await refresh(refreshCookie(promoted).value)).statusCode).toBe(401);
  });
});

describe('signing out', () => {
  it('revokes the refresh token and clears the cookie', async () => {
    const { cookie } = await signInAsAdmin();
    const response = await logout(cookie);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(clearsCookie(response)).toBe(true);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('ends the whole session even when given an older token of it', async () => {
    const { cookie: original } = await signInAsAdmin();
    const current = refreshCookie(await refresh(original)).value;
    expect((await logout(original)).statusCode).toBe(204);
    expect((await refresh(current)).statusCode).toBe(401);
  });

  it('answers 204 and clears the cookie without a cookie, or with one that is not ours', async () => {
    for (const token of [undefined, 'garbage', 'B'.repeat(43)]) {
      const response = await logout(token);
      expect(response.statusCode).toBe(204);
      expect(clearsCookie(response)).toBe(true);
    }
  });

  it('ends the session’s access tokens everywhere: identity.sessions.ended.v1, and the token refused at once', async () => {
    const { session, cookie } = await signInAsAdmin();
    const { session: elsewhere } = await signInAsAdmin();
    const [familyId] = (
      await t.sql<{ familyId: string }>('SELECT family_id FROM refresh_tokens WHERE token_hash = :tokenHash', {
        tokenHash: tokenHash(cookie),
      })
    ).map((row) => row.familyId);
    // The access token names its session: ending the session ends the token.
    expect(t.verifyAccessToken(session.accessToken)).toMatchObject({ sub: session.user.id, sid: familyId });
    const bearer = (token: string) => `Bearer ${token}`;
    expect((await t.me(bearer(session.accessToken))).statusCode).toBe(200);

    expect((await logout(cookie)).statusCode).toBe(204);
    const [ended] = await t
      .outboxOf('identity.sessions.ended.v1')
      .then((rows) =>
        rows.filter(
          (row) => row.envelope.data.userId === session.user.id && (row.envelope.data.sessionIds as string[]).includes(familyId!),
        ),
      );
    expect(ended?.envelope).toMatchObject({
      source: 'identity',
      actor: { kind: 'team', id: session.user.id, name: 'Admin', role: 'admin' },
      data: { userId: session.user.id, reason: 'signed-out', sessionIds: [familyId], issuedBefore: null },
    });
    const data = ended!.envelope.data as { endedAt: string; tokensExpireBy: string };
    expect(Date.parse(data.tokensExpireBy) - Date.parse(data.endedAt)).toBe(900_000);
    // Published at once, not on the relay's next round; identity's own check hears it like every service's.
    const [row] = await t.sql<{ publishedAt: string | null }>('SELECT published_at FROM outbox_events WHERE id = :id', {
      id: ended!.id,
    });
    expect(row?.publishedAt).not.toBeNull();
    await vi.waitFor(async () => expect((await t.me(bearer(session.accessToken))).statusCode).toBe(401), {
      timeout: 5_000,
      interval: 20,
    });
    expect((await t.me(bearer(session.accessToken))).json()).toMatchObject({ code: 'AUTH_INVALID_TOKEN' });
    // The same account's other session is not signed out.
    expect((await t.me(bearer(elsewhere.accessToken))).statusCode).toBe(200);
  });

  it('records nothing more for a session already signed out', async () => {
    const { cookie } = await signInAsAdmin();
    const before = (await t.outboxOf('identity.sessions.ended.v1')).length;
    await logout(cookie);
    await logout(cookie);
    expect(await t.outboxOf('identity.sessions.ended.v1')).toHaveLength(before + 1);
  });
});

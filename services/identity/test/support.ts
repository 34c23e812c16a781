import { createHash, randomInt, randomUUID } from 'node:crypto';
import { createVerifier } from 'fast-jwt';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, expect, vi } from 'vitest';
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { Actor } from '@agency/contracts';
import { testNatsUrl, testService } from '@agency/kit/testing';
import { buildIdentityService } from '../src/app.js';
import { loadIdentityConfig } from '../src/config.js';
import { accessCodesDurable } from '../src/modules/access-codes/access-codes.module.js';
import { hashPassword } from '../src/modules/users/passwords.js';

export const identity = { name: 'identity', build: buildIdentityService, loadConfig: loadIdentityConfig };

export const adminEmail = 'owner@maple.example';
export const adminPassword = 'Admin-Password-2026!';
export const clientEmail = 'client@shop.example';
export const clientPassword = 'Client-Password-2026!';

/**
 * The identity service on fresh databases, seeded with its demo admin, and the calls its tests make:
 * sign in, refresh, sign out, and ask who is signed in.
 */
export async function identityTestService(env: Record<string, string> = {}) {
  const t = await testService(identity, {
    afterAll,
    env: { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword, PUBLIC_ORIGIN: publicOrigin, ...env },
  });
  const { app } = t;

  const post = (url: string) => (payload: unknown) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers: { 'content-type': 'application/json' } });
  const login = post('/auth/login');
  const register = post('/auth/register');
  const signInWithCode = post('/auth/access-code');
  const requestReset = post('/auth/password-reset');
  const confirmReset = post('/auth/password-reset/confirm');
  /**
   * The calls as they come from one client address: the gateway names it in X-Forwarded-For, which services
   * trust from it. Only tests write the header themselves.
   */
  const from = (address: string) => {
    const postFrom = (url: string) => (payload: unknown) =>
      app.inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      });
    return {
      login: postFrom('/auth/login'),
      register: postFrom('/auth/register'),
      signInWithCode: postFrom('/auth/access-code'),
      confirmReset: postFrom('/auth/password-reset/confirm'),
    };
  };
  const withCookie = (token?: string) => (token !== undefined ? { cookies: { agency_refresh: token } } : {});
  const refresh = (token?: string) => app.inject({ method: 'POST', url: '/auth/refresh', ...withCookie(token) });
  const logout = (token?: string) => app.inject({ method: 'POST', url: '/auth/logout', ...withCookie(token) });
  const me = (authorization?: string) => app.inject({ url: '/me', ...(authorization && { headers: { authorization } }) });

  async function signInAsAdmin() {
    const response = await login({ email: adminEmail, password: adminPassword });
    expect(response.statusCode).toBe(200);
    return {
      session: response.json<{ accessToken: string; user: { id: string } }>(),
      cookie: refreshCookie(response).value,
    };
  }

  /** Stores an account with a real password hash and answers its id. */
  async function addUser(email: string, password: string, role: 'admin' | 'member' | 'client', clientId: string | null = null) {
    const id = randomUUID();
    await t.sql(
      'INSERT INTO users (id, email, password_hash, role, client_id) VALUES (:id, :email, :passwordHash, :role, :clientId)',
      { id, email, passwordHash: await hashPassword(password), role, clientId },
    );
    return id;
  }

  const verifyAccessToken = createVerifier({
    key: t.keys.publicKey,
    algorithms: ['ES256'],
    allowedAud: 'agency',
    allowedIss: 'agency-identity',
  });

  const nc = await connect({ servers: testNatsUrl });
  afterAll(() => nc.close());
  const js = jetstream(nc);
  const jsm = await jetstreamManager(nc);

  /** Publishes an event on onboarding's stream, under a fresh Nats-Msg-Id unless told otherwise. */
  const publishInvitation = (envelope: Envelope, msgID = randomUUID()) =>
    js.publish(`${t.namespace}.onboarding.client.invited.v1`, JSON.stringify(envelope), { msgID });

  /** Waits until identity's access-code consumer has taken and settled everything on the stream. */
  async function accessCodesCaughtUp(): Promise<void> {
    await vi.waitFor(
      async () => {
        const info = await jsm.consumers.info(`${t.namespace}_ONBOARDING`, accessCodesDurable);
        expect(info.num_pending + info.num_ack_pending).toBe(0);
      },
      { timeout: 10_000, interval: 25 },
    );
  }

  /** Onboarding invites a client (or issues it a new code): the event is published and identity has applied it. */
  async function invite(overrides: InvitationOverrides = {}) {
    const envelope = invitationEvent(overrides);
    await publishInvitation(envelope);
    await accessCodesCaughtUp();
    return envelope.data;
  }

  const outboxOf = (type: string) =>
    t.sql<{ id: string; envelope: Envelope<Record<string, unknown>> }>(
      'SELECT id, envelope FROM outbox_events WHERE type = :type ORDER BY occurred_at',
      { type },
    );

  return {
    ...t,
    login,
    register,
    signInWithCode,
    from,
    requestReset,
    confirmReset,
    refresh,
    logout,
    me,
    signInAsAdmin,
    addUser,
    verifyAccessToken,
    publishInvitation,
    accessCodesCaughtUp,
    invite,
    outboxOf,
  };
}

export const publicOrigin = 'https://portal.maple.example';

export interface Envelope<Data = Record<string, unknown>> {
  id: string;
  type: string;
  occurredAt: string;
  source: string;
  actor?: Actor;
  data: Data;
}

interface InvitationOverrides {
  clientId?: string;
  email?: string;
  code?: string;
  accessCodeId?: string;
  expiresAt?: string;
  revokedAccessCodeIds?: string[];
}

/** The symbols onboarding draws codes from: capitals and digits without the look-alikes 0/O and 1/I/L. */
export const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A code as onboarding makes them: `MB-` and 6 symbols of codeAlphabet from a cryptographic source. */
export function newAccessCode(): string {
  return `MB-${Array.from({ length: 6 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('')}`;
}

/** A code as onboarding made them before: `MB-` and 6 capitals or digits, look-alikes included. */
export function oldAccessCode(): string {
  const symbols = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return `MB-${Array.from({ length: 6 }, () => symbols[randomInt(symbols.length)]).join('')}`;
}

/** An `onboarding.client.invited.v1` envelope: a new client with a fresh code valid 30 days, unless told otherwise. */
export function invitationEvent(overrides: InvitationOverrides = {}) {
  const now = new Date();
  return {
    id: randomUUID(),
    type: 'onboarding.client.invited.v1',
    occurredAt: now.toISOString(),
    source: 'onboarding',
    data: {
      clientId: overrides.clientId ?? randomUUID(),
      businessName: 'Prairie Bakery',
      contactName: 'Ada Lovelace',
      email: overrides.email ?? `owner.${randomUUID().slice(0, 8)}@bakery.example`,
      package: 'growth' as const,
      accessCode: {
        id: overrides.accessCodeId ?? randomUUID(),
        code: overrides.code ?? newAccessCode(),
        expiresAt: overrides.expiresAt ?? new Date(now.getTime() + 30 * 24 * 3600 * 1000).toISOString(),
      },
      revokedAccessCodeIds: overrides.revokedAccessCodeIds ?? [],
      invitedAt: now.toISOString(),
    },
  };
}

export function refreshCookie(response: LightMyRequestResponse) {
  const cookie = response.cookies.find((c) => c.name === 'agency_refresh');
  if (!cookie) throw new Error('no agency_refresh cookie was set');
  return cookie;
}

/** True when the response tells the browser to drop the refresh cookie. */
export function clearsCookie(response: LightMyRequestResponse): boolean {
  const cookie = response.cookies.find((c) => c.name === 'agency_refresh');
  return (
    cookie !== undefined &&
    cookie.value === '' &&
    cookie.path === '/api/identity/auth' &&
    (cookie.expires?.getTime() ?? Infinity) <= Date.now()
  );
}

/** How a refresh token is stored: its SHA-256, never its value. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

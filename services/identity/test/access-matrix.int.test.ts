import { createHmac, createPrivateKey, generateKeyPairSync, randomBytes, randomUUID, sign, type KeyObject } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '@agency/kit';
import { generateKeys } from '@agency/kit/testing';
import { identityContract } from '../src/contract.js';
import { hashPassword } from '../src/modules/users/passwords.js';
import { adminEmail, adminPassword, identityTestService } from './support.js';
import { checkCallersFirst } from '@agency/kit/caller-checks';

const t = await identityTestService();
const identityContractFile = loadContract(identityContract.file);
const password = 'Matrix-Password-1';

type Role = 'anonymous' | 'client A' | 'client B' | 'access-code session' | 'member' | 'admin';
const roles: Role[] = ['anonymous', 'client A', 'client B', 'access-code session', 'member', 'admin'];

interface Caller {
  authorization?: string;
  id?: string;
  email?: string;
  password?: string;
}
const callers = {} as Record<Role, Caller>;
let a: Awaited<ReturnType<typeof t.invite>>;
let b: Awaited<ReturnType<typeof t.invite>>;
let onboarding: Awaited<ReturnType<typeof t.invite>>;
/** A person on the team whose role and status the admin's probes change (and put back). */
let teammateId: string;
/** Pending team invitations: one for the resend probes, one for the revoke probes. */
let toResend: string;
let toRevoke: string;
let invited = 0;
const invitationEmail = () => `invited.${Date.now()}.${(invited += 1)}@students.example`;

/** Invites a person to the team as the admin; answers the invitation's id and the token its link carries. */
async function inviteToTeam(authorization: string, role: 'admin' | 'member' = 'member') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/team/invitations',
    payload: { email: invitationEmail(), name: 'Sam Student', role },
    headers: { authorization, 'content-type': 'application/json' },
  });
  const id = response.json<{ id: string }>().id;
  const [sent] = (await t.outboxOf('identity.team-invitation.sent.v1')).filter((row) => row.envelope.data.invitationId === id);
  return { id, token: new URL(String(sent?.envelope.data.acceptUrl)).hash.replace('#token=', '') };
}

beforeAll(async () => {
  [a, b, onboarding] = [await t.invite(), await t.invite(), await t.invite()];
  callers.anonymous = {};
  for (const [role, invitation] of [
    ['client A', a],
    ['client B', b],
  ] as const) {
    const session = (await t.register({ accessCode: invitation.accessCode.code, email: invitation.email, password })).json();
    callers[role] = { authorization: `Bearer ${session.accessToken}`, id: session.user.id, email: invitation.email, password };
  }
  const memberEmail = 'student.matrix@maple.example';
  await t.sql("INSERT INTO users (id, email, password_hash, role) VALUES (gen_random_uuid(), :email, :passwordHash, 'member')", {
    email: memberEmail,
    passwordHash: await hashPassword(password),
  });
  const member = (await t.login({ email: memberEmail, password })).json();
  callers.member = { authorization: `Bearer ${member.accessToken}`, id: member.user.id, email: memberEmail, password };
  const code = (await t.signInWithCode({ code: onboarding.accessCode.code })).json();
  callers['access-code session'] = { authorization: `Bearer ${code.accessToken}`, id: code.user.id, email: onboarding.email };
  const admin = await t.signInAsAdmin();
  callers.admin = {
    authorization: `Bearer ${admin.session.accessToken}`,
    id: admin.session.user.id,
    email: adminEmail,
    password: adminPassword,
  };
  const { token } = await inviteToTeam(callers.admin.authorization!);
  const teammate = (
    await t.app.inject({
      method: 'POST',
      url: '/team/invitations/accept',
      payload: { token, name: 'Sam Student', password },
      headers: { 'content-type': 'application/json' },
    })
  ).json();
  teammateId = teammate.user.id;
  toResend = (await inviteToTeam(callers.admin.authorization!)).id;
  toRevoke = (await inviteToTeam(callers.admin.authorization!)).id;
});

interface Probe {
  route: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string | (() => string);
  /** The contract's path, where the URL fills in its parameters. */
  path?: string;
  /** What each caller tries: never something that is theirs to do, except where the route is open to all. */
  payload?: (caller: Caller) => object;
  /** The status every caller must get, or one per caller. */
  expected: number | Record<Role, number>;
}

/** Admins only: nobody 401, every other caller 403. */
const adminOnly = { anonymous: 401, 'client A': 403, 'client B': 403, 'access-code session': 403, member: 403 } as const;

const probes: Probe[] = [
  { route: 'GET /healthz (open)', method: 'GET', url: '/healthz', expected: 200 },
  { route: 'GET /readyz (open)', method: 'GET', url: '/readyz', expected: 200 },
  {
    route: 'POST /auth/login as client A, wrong password',
    method: 'POST',
    url: '/auth/login',
    payload: () => ({ email: a.email, password: 'not-the-password' }),
    expected: 401,
  },
  { route: 'POST /auth/refresh without a cookie', method: 'POST', url: '/auth/refresh', expected: 401 },
  { route: 'POST /auth/logout (always signs out)', method: 'POST', url: '/auth/logout', expected: 204 },
  {
    route: 'POST /auth/register with client A’s redeemed code',
    method: 'POST',
    url: '/auth/register',
    payload: () => ({ accessCode: a.accessCode.code, email: a.email, password }),
    expected: 400,
  },
  {
    route: 'POST /auth/register with the onboarding code, client B’s e-mail',
    method: 'POST',
    url: '/auth/register',
    payload: () => ({ accessCode: onboarding.accessCode.code, email: b.email, password }),
    expected: 400,
  },
  {
    route: 'POST /auth/access-code with client A’s redeemed code',
    method: 'POST',
    url: '/auth/access-code',
    payload: () => ({ code: a.accessCode.code }),
    expected: 401,
  },
  {
    route: 'POST /auth/password-reset for client A (202 for anyone)',
    method: 'POST',
    url: '/auth/password-reset',
    payload: () => ({ email: a.email }),
    expected: 202,
  },
  {
    route: 'POST /auth/password-reset/confirm with a made-up token',
    method: 'POST',
    url: '/auth/password-reset/confirm',
    payload: () => ({ token: randomBytes(32).toString('base64url'), password: 'Taken-Over-Password-1' }),
    expected: 400,
  },
  {
    route: 'GET /me',
    method: 'GET',
    url: '/me',
    expected: { anonymous: 401, 'client A': 200, 'client B': 200, 'access-code session': 403, member: 200, admin: 200 },
  },
  {
    route: 'GET /team/members',
    method: 'GET',
    url: '/team/members',
    expected: { ...adminOnly, admin: 200 },
  },
  {
    route: 'GET /team/teammates',
    method: 'GET',
    url: '/team/teammates',
    expected: { ...adminOnly, member: 200, admin: 200 },
  },
  {
    route: 'PATCH /team/members/{memberId} (the teammate stays a member)',
    method: 'PATCH',
    url: () => `/team/members/${teammateId}`,
    path: '/team/members/{memberId}',
    payload: () => ({ role: 'member' }),
    expected: { ...adminOnly, admin: 200 },
  },
  {
    route: 'POST /team/members/{memberId}/deactivate (the teammate)',
    method: 'POST',
    url: () => `/team/members/${teammateId}/deactivate`,
    path: '/team/members/{memberId}/deactivate',
    expected: { ...adminOnly, admin: 200 },
  },
  {
    route: 'POST /team/members/{memberId}/reactivate (the teammate)',
    method: 'POST',
    url: () => `/team/members/${teammateId}/reactivate`,
    path: '/team/members/{memberId}/reactivate',
    expected: { ...adminOnly, admin: 200 },
  },
  {
    route: 'POST /team/invitations',
    method: 'POST',
    url: '/team/invitations',
    payload: () => ({ email: invitationEmail(), name: 'Sam Student', role: 'member' }),
    expected: { ...adminOnly, admin: 201 },
  },
  {
    route: 'POST /team/invitations/{invitationId}/resend',
    method: 'POST',
    url: () => `/team/invitations/${toResend}/resend`,
    path: '/team/invitations/{invitationId}/resend',
    expected: { ...adminOnly, admin: 200 },
  },
  {
    route: 'DELETE /team/invitations/{invitationId}',
    method: 'DELETE',
    url: () => `/team/invitations/${toRevoke}`,
    path: '/team/invitations/{invitationId}',
    expected: { ...adminOnly, admin: 204 },
  },
  {
    route: 'POST /team/invitations/lookup with a made-up token',
    method: 'POST',
    url: '/team/invitations/lookup',
    payload: () => ({ token: randomBytes(32).toString('base64url') }),
    expected: 400,
  },
  {
    route: 'POST /team/invitations/accept with a made-up token',
    method: 'POST',
    url: '/team/invitations/accept',
    payload: () => ({ token: randomBytes(32).toString('base64url'), name: 'Mallory', password }),
    expected: 400,
  },
  { route: 'GET /account (own)', method: 'GET', url: '/account', expected: accountHolders(200) },
  {
    route: 'PUT /account/time-zone (own)',
    method: 'PUT',
    url: '/account/time-zone',
    payload: () => ({ timeZone: 'America/Winnipeg' }),
    expected: accountHolders(200),
  },
  {
    route: 'PATCH /account (own name)',
    method: 'PATCH',
    url: '/account',
    payload: () => ({ name: 'Matrix Name' }),
    expected: accountHolders(200),
  },
  {
    route: 'POST /account/password (own, to the same password)',
    method: 'POST',
    url: '/account/password',
    payload: (caller) => ({ currentPassword: caller.password ?? password, newPassword: caller.password ?? password }),
    expected: accountHolders(204),
  },
  { route: 'GET /account/sessions (own)', method: 'GET', url: '/account/sessions', expected: accountHolders(200) },
  {
    route: 'DELETE /account/sessions/{id} (a session that is nobody’s)',
    method: 'DELETE',
    url: `/account/sessions/${randomUUID()}`,
    path: '/account/sessions/{sessionId}',
    expected: accountHolders(404),
  },
  {
    route: 'POST /account/email (own, to a free address)',
    method: 'POST',
    url: '/account/email',
    payload: (caller) => ({
      newEmail: `moved.${randomUUID().slice(0, 8)}@maple.example`,
      currentPassword: caller.password ?? password,
    }),
    expected: accountHolders(202),
  },
  {
    route: 'POST /account/email/confirm with a made-up token (open to all)',
    method: 'POST',
    url: '/account/email/confirm',
    payload: () => ({ token: randomBytes(32).toString('base64url') }),
    expected: 400,
  },
  // Last: it ends every session of the caller.
  {
    route: 'POST /account/sessions/end-all (own)',
    method: 'POST',
    url: '/account/sessions/end-all',
    expected: accountHolders(204),
  },
];

/** A route for every account signed in with a password, on the caller's own account. */
function accountHolders(status: number): Record<Role, number> {
  return { anonymous: 401, 'client A': status, 'client B': status, 'access-code session': 403, member: status, admin: status };
}

describe('every identity route, for every kind of caller', () => {
  it('answers as expected, with no unexpected 2xx', async () => {
    const lines: string[] = [];
    const unexpected: string[] = [];
    for (const probe of probes) {
      const cells: string[] = [];
      for (const role of roles) {
        const caller = callers[role];
        const response = await t.app.inject({
          method: probe.method,
          url: typeof probe.url === 'string' ? probe.url : probe.url(),
          ...(probe.payload && { payload: probe.payload(caller) }),
          // Each kind of caller from an address of its own, as different people are: one address's failed
          // sign-ins on an account are limited to five.
          headers: {
            'x-forwarded-for': `198.51.100.${roles.indexOf(role) + 1}`,
            ...(caller.authorization && { authorization: caller.authorization }),
          },
        });
        const expected = typeof probe.expected === 'number' ? probe.expected : probe.expected[role];
        if (response.statusCode !== expected)
          unexpected.push(`${probe.route} as ${role}: ${response.statusCode}, expected ${expected}`);
        if (probe.url === '/me' && response.statusCode === 200) {
          // Each caller reads itself, and only itself.
          expect(response.json(), role).toMatchObject({ id: caller.id, email: caller.email });
        }
        cells.push(`${role} ${response.statusCode}`);
      }
      lines.push(`${probe.route}: ${cells.join(', ')}`);
    }
    console.log(`identity route x caller matrix:\n  ${lines.join('\n  ')}`);
    expect(unexpected).toEqual([]);
    // The routes open to every caller are open by design and change nothing they should not: client A's
    // password still works once the five wrong guesses above have left its sign-in window.
    await t.sql('DELETE FROM rate_limit_windows');
    expect((await t.login({ email: a.email, password })).statusCode).toBe(200);
  });

  it('covers every operation of the contract', () => {
    const operations = [...identityContractFile.operations.values()].map((operation) => `${operation.method} ${operation.path}`);
    expect(operations.length).toBeGreaterThan(0);
    const probed = new Set(probes.map((probe) => `${probe.method} ${probe.path ?? String(probe.url)}`));
    expect(operations.filter((operation) => !probed.has(operation))).toEqual([]);
  });
});

// Tokens made by hand, so that every part of one can be wrong on its own.
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function signed(header: object, claims: object, signer: (data: Buffer) => Buffer): string {
  const data = `${base64url(header)}.${base64url(claims)}`;
  return `${data}.${signer(Buffer.from(data)).toString('base64url')}`;
}

const es256 = (key: KeyObject | string) => {
  const privateKey = typeof key === 'string' ? createPrivateKey(key) : key;
  return (data: Buffer) => sign('sha256', data, { key: privateKey, dsaEncoding: 'ieee-p1363' });
};

describe('access tokens that are forged, expired, or for someone else', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const adminClaims = () => ({
    sub: callers.admin.id,
    email: adminEmail,
    role: 'admin',
    aud: 'agency',
    iss: 'agency-identity',
    iat: now(),
    exp: now() + 600,
  });
  const privateKey = () => createPrivateKey(t.keys.privateKey);

  it('are told apart from a genuine token made the same way, which is accepted', async () => {
    const genuine = signed({ alg: 'ES256', typ: 'JWT' }, adminClaims(), es256(privateKey()));
    expect((await t.me(`Bearer ${genuine}`)).statusCode).toBe(200);
  });

  const cases: Array<[string, () => string]> = [
    [
      'expired',
      () => signed({ alg: 'ES256', typ: 'JWT' }, { ...adminClaims(), iat: now() - 1000, exp: now() - 10 }, es256(privateKey())),
    ],
    ['not valid yet', () => signed({ alg: 'ES256', typ: 'JWT' }, { ...adminClaims(), nbf: now() + 600 }, es256(privateKey()))],
    [
      'for another audience',
      () => signed({ alg: 'ES256', typ: 'JWT' }, { ...adminClaims(), aud: 'other-app' }, es256(privateKey())),
    ],
    [
      'without an audience',
      () => signed({ alg: 'ES256', typ: 'JWT' }, { ...adminClaims(), aud: undefined }, es256(privateKey())),
    ],
    [
      'from another issuer',
      () => signed({ alg: 'ES256', typ: 'JWT' }, { ...adminClaims(), iss: 'evil-identity' }, es256(privateKey())),
    ],
    ['without an issuer', () => signed({ alg: 'ES256', typ: 'JWT' }, { ...adminClaims(), iss: undefined }, es256(privateKey()))],
    [
      'signed with another P-256 key',
      () => signed({ alg: 'ES256', typ: 'JWT' }, adminClaims(), es256(generateKeys().privateKey)),
    ],
    [
      'HS256 with the public key as the secret',
      () =>
        signed({ alg: 'HS256', typ: 'JWT' }, adminClaims(), (data) =>
          createHmac('sha256', t.keys.publicKey).update(data).digest(),
        ),
    ],
    ['alg none, unsigned', () => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(adminClaims())}.`],
    ['alg None, unsigned', () => `${base64url({ alg: 'None', typ: 'JWT' })}.${base64url(adminClaims())}.`],
    [
      'RS256 with an RSA key of its own',
      () => {
        const { privateKey: rsa } = generateKeyPairSync('rsa', { modulusLength: 2048 });
        return signed({ alg: 'RS256', typ: 'JWT' }, adminClaims(), (data) => sign('sha256', data, rsa));
      },
    ],
    [
      'ES384 with a P-384 key of its own',
      () => {
        const { privateKey: p384 } = generateKeyPairSync('ec', { namedCurve: 'secp384r1' });
        return signed({ alg: 'ES384', typ: 'JWT' }, adminClaims(), (data) =>
          sign('sha384', data, { key: p384, dsaEncoding: 'ieee-p1363' }),
        );
      },
    ],
    [
      'a client’s genuine token with the role changed to admin',
      () => {
        const [header, payload, signature] = callers['client A'].authorization!.slice('Bearer '.length).split('.');
        const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
        return `${header}.${base64url({ ...claims, role: 'admin' })}.${signature}`;
      },
    ],
    [
      'an access-code token with its scope removed',
      () => {
        const [header, payload, signature] = callers['access-code session'].authorization!.slice('Bearer '.length).split('.');
        const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
        return `${header}.${base64url({ ...claims, scope: undefined })}.${signature}`;
      },
    ],
    [
      'a genuine token with its signature cut off',
      () => `${callers.admin.authorization!.slice('Bearer '.length).split('.').slice(0, 2).join('.')}.`,
    ],
    [
      'a key-id header pointing elsewhere',
      () =>
        signed(
          { alg: 'ES256', kid: 'attacker', jku: 'https://evil.example/jwks' },
          adminClaims(),
          es256(generateKeys().privateKey),
        ),
    ],
    ['not a token at all', () => 'not.a.token'],
  ];

  it.each(cases)('answers a token %s with 401 AUTH_INVALID_TOKEN', async (_label, make) => {
    const response: LightMyRequestResponse = await t.me(`Bearer ${make()}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, code: 'AUTH_INVALID_TOKEN' });
  });

  it('answers no token, or an empty one, with 401', async () => {
    for (const authorization of [undefined, 'Bearer ', 'Basic YWRtaW46YWRtaW4=']) {
      const response = await t.app.inject({ url: '/me', headers: { ...(authorization !== undefined && { authorization }) } });
      expect(response.statusCode, String(authorization)).toBe(401);
    }
  });
});

describe('who calls, checked before what was sent', () => {
  it('refuses nobody with 401 and every caller the roles leave out with 403, whatever the request carries', async () => {
    const { sent, unexpected } = await checkCallersFirst(t, identityContract.file);
    expect(sent).toBeGreaterThan(0);
    expect(unexpected).toEqual([]);
  });
});

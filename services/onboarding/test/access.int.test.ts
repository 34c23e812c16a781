import { createHmac, createPrivateKey, randomUUID, sign } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '@agency/kit';
import { generateKeys, signTestToken } from '@agency/kit/testing';
import { onboardingTestService } from './support.js';
import { checkCallersFirst } from '@agency/kit/caller-checks';
import { onboardingContract } from '../src/contract.js';

const t = await onboardingTestService();

const base64url = (value: object | Buffer) =>
  (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

/** A compact JWS made by hand, to send what no honest signer would. */
function handMadeToken(header: object, claims: object, signWith: (input: string) => Buffer | string): string {
  const input = `${base64url(header)}.${base64url(claims)}`;
  const signature = signWith(input);
  return `${input}.${typeof signature === 'string' ? signature : signature.toString('base64url')}`;
}

const es256 = (privateKey: string) => (input: string) =>
  sign('sha256', Buffer.from(input), { key: createPrivateKey(privateKey), dsaEncoding: 'ieee-p1363' });

type Caller = 'anonymous' | 'client A' | 'client A by access code' | 'client B' | 'member' | 'admin';

const adminClaims = () => {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: randomUUID(),
    email: 'team@maple.example',
    role: 'admin',
    aud: TOKEN_AUDIENCE,
    iss: TOKEN_ISSUER,
    iat: now,
    exp: now + 600,
  };
};

describe('who may call what: every onboarding route × every kind of caller', () => {
  let a: { id: string };
  let b: { id: string };
  /** Each caller's Authorization header; empty for nobody signed in. */
  let callers: Record<Caller, string>;
  beforeEach(async () => {
    const added = await t.addClient({ businessName: 'Client A Shop', email: 'a@clients.example' });
    a = added.client;
    b = (await t.addClient({ businessName: 'Client B Shop', email: 'b@clients.example' })).client;
    callers = {
      anonymous: '',
      'client A': t.clientBearer(a.id),
      'client A by access code': t.accessCodeBearer(a.id, added.accessCode.id),
      'client B': t.clientBearer(b.id),
      member: t.bearer.member,
      admin: t.bearer.admin,
    };
  });

  const routes: Array<{
    name: string;
    send: (authorization: string) => ReturnType<typeof t.get>;
    expect: Record<Caller, number>;
  }> = [
    {
      name: 'POST /admin/clients',
      send: (authorization) =>
        t.post('/admin/clients', { businessName: 'New', email: `${randomUUID()}@new.example` }, authorization),
      expect: { anonymous: 401, 'client A': 403, 'client A by access code': 403, 'client B': 403, member: 201, admin: 201 },
    },
    {
      name: 'GET /admin/clients',
      send: (authorization) => t.get('/admin/clients', authorization),
      expect: { anonymous: 401, 'client A': 403, 'client A by access code': 403, 'client B': 403, member: 200, admin: 200 },
    },
    {
      name: 'GET /admin/clients/summary',
      send: (authorization) => t.get('/admin/clients/summary', authorization),
      expect: { anonymous: 401, 'client A': 403, 'client A by access code': 403, 'client B': 403, member: 200, admin: 200 },
    },
    {
      name: "GET /admin/clients/{A's id}",
      send: (authorization) => t.get(`/admin/clients/${a.id}`, authorization),
      expect: { anonymous: 401, 'client A': 403, 'client A by access code': 403, 'client B': 403, member: 200, admin: 200 },
    },
    {
      name: "POST /admin/clients/{B's id}/access-codes",
      send: (authorization) => t.post(`/admin/clients/${b.id}/access-codes`, undefined, authorization),
      expect: { anonymous: 401, 'client A': 403, 'client A by access code': 403, 'client B': 403, member: 201, admin: 201 },
    },
    {
      // DESIGN §4: the payment diagnostic is for admins only, not for members.
      name: 'GET /admin/payment-status',
      send: (authorization) => t.get('/admin/payment-status', authorization),
      expect: { anonymous: 401, 'client A': 403, 'client A by access code': 403, 'client B': 403, member: 403, admin: 200 },
    },
    {
      name: 'GET /client',
      send: (authorization) => t.get('/client', authorization),
      expect: { anonymous: 401, 'client A': 200, 'client A by access code': 200, 'client B': 200, member: 403, admin: 403 },
    },
    {
      name: 'GET /admin/clients/teammates',
      send: (authorization) => t.get('/admin/clients/teammates', authorization),
      expect: { anonymous: 401, 'client A': 403, 'client A by access code': 403, 'client B': 403, member: 200, admin: 200 },
    },
    {
      name: "PATCH /admin/clients/{A's id}/team",
      send: (authorization) =>
        t.patch(`/admin/clients/${a.id}/team`, { projectManagerId: null, leadDeveloperId: null }, authorization),
      expect: { anonymous: 401, 'client A': 403, 'client A by access code': 403, 'client B': 403, member: 200, admin: 200 },
    },
    {
      name: "PATCH /admin/clients/{B's id}",
      send: (authorization) => t.patch(`/admin/clients/${b.id}`, { contactName: 'Grace Hopper' }, authorization),
      expect: { anonymous: 401, 'client A': 403, 'client A by access code': 403, 'client B': 403, member: 200, admin: 200 },
    },
    {
      // The member completes it; the admin after them finds it completed already (409).
      name: "POST /admin/clients/{A's id}/completion",
      send: (authorization) => t.post(`/admin/clients/${a.id}/completion`, { note: 'Launched' }, authorization),
      expect: { anonymous: 401, 'client A': 403, 'client A by access code': 403, 'client B': 403, member: 200, admin: 409 },
    },
    {
      name: "POST /admin/clients/{A's id}/reopening",
      send: (authorization) => t.post(`/admin/clients/${a.id}/reopening`, { note: 'More to do' }, authorization),
      expect: { anonymous: 401, 'client A': 403, 'client A by access code': 403, 'client B': 403, member: 200, admin: 409 },
    },
    {
      // Each client edits only the record its token names.
      name: 'PATCH /client/contact',
      send: (authorization) => t.patch('/client/contact', { contactName: 'Own Name' }, authorization),
      expect: { anonymous: 401, 'client A': 200, 'client A by access code': 200, 'client B': 200, member: 403, admin: 403 },
    },
  ];

  it('answers each caller as the matrix says, and never another 2xx', async () => {
    const answered: string[] = [];
    const expected: string[] = [];
    for (const route of routes) {
      for (const caller of Object.keys(route.expect) as Caller[]) {
        const authorization = callers[caller];
        const response = await route.send(authorization);
        answered.push(`${route.name} as ${caller}: ${response.statusCode}`);
        expected.push(`${route.name} as ${caller}: ${route.expect[caller]}`);
        if (response.statusCode >= 400) {
          expect(response.json()).toMatchObject({ statusCode: response.statusCode, requestId: response.headers['x-request-id'] });
          expect(response.json().code).toEqual(
            response.statusCode === 401 ? 'AUTH_REQUIRED' : response.statusCode === 403 ? 'AUTH_FORBIDDEN' : expect.any(String),
          );
        }
      }
    }
    expect(answered).toEqual(expected);
  });

  it('gives a client only its own record, whichever way it signed in', async () => {
    const ownOf = async (authorization: string) => (await t.get('/client', authorization)).json();
    expect(await ownOf(callers['client A'])).toEqual({
      id: a.id,
      businessName: 'Client A Shop',
      contactName: 'Ada Lovelace',
      email: 'a@clients.example',
      phone: '+17805550101', // as typed, 780-555-0101, stored in E.164
      package: 'growth',
      projectType: 'Growth Package ($39)',
      monthlyPriceCents: null,
      billing: null,
      stepCompleted: 0,
      paymentCompleted: false,
      contractSigned: false,
      videoWatched: false,
      onboardingComplete: false,
      projectCompleted: false,
      team: { projectManager: null, leadDeveloper: null },
      completion: null,
    });
    expect((await ownOf(callers['client A by access code'])).id).toBe(a.id);
    expect((await ownOf(callers['client B'])).id).toBe(b.id);
    // No parameter names another client: the token's clientId is all that counts.
    expect((await t.get(`/client?clientId=${b.id}`, callers['client A'])).json().id).toBe(a.id);
    expect((await t.get(`/client/${b.id}`, callers['client A'])).statusCode).toBe(404);
  });

  it('shows the steps a client has done, for routing it after sign-in', async () => {
    await t.setSteps(a.id, { payment_completed: true, contract_signed: true, step_completed: 3 });
    expect((await t.get('/client', callers['client A by access code'])).json()).toMatchObject({
      paymentCompleted: true,
      contractSigned: true,
      videoWatched: false,
      stepCompleted: 3,
    });
  });

  it('answers 404 ONBOARDING_CLIENT_NOT_FOUND to a client whose record is gone, or whose token names none', async () => {
    const gone = await t.get('/client', t.clientBearer(randomUUID()));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('ONBOARDING_CLIENT_NOT_FOUND');
    const unbound = await t.get(
      '/client',
      `Bearer ${signTestToken(t.keys, { sub: randomUUID(), email: 'c@x.example', role: 'client' })}`,
    );
    expect(unbound.statusCode).toBe(404);
  });
});

describe('tokens that are not what they claim', () => {
  const keys = generateKeys();
  const expiredClientSession = { sub: randomUUID(), email: 'c@x.example', role: 'client' as const, clientId: randomUUID() };
  const forged: Array<[string, string]> = [
    ['signed with another key', signTestToken(keys, { sub: randomUUID(), email: 'x@y.example', role: 'admin' })],
    ['expired', signTestToken(t.keys, { sub: randomUUID(), email: 'x@y.example', role: 'admin' }, -10)],
    ['of an access-code session that has run out', signTestToken(t.keys, { ...expiredClientSession, scope: 'onboarding' }, -10)],
    [
      'for another audience',
      handMadeToken({ alg: 'ES256', typ: 'JWT' }, { ...adminClaims(), aud: 'elsewhere' }, es256(t.keys.privateKey)),
    ],
    [
      'from another issuer',
      handMadeToken({ alg: 'ES256', typ: 'JWT' }, { ...adminClaims(), iss: 'someone-else' }, es256(t.keys.privateKey)),
    ],
    [
      'without an expiry',
      handMadeToken({ alg: 'ES256', typ: 'JWT' }, { ...adminClaims(), exp: undefined }, es256(t.keys.privateKey)),
    ],
    [
      'without an audience',
      handMadeToken({ alg: 'ES256', typ: 'JWT' }, { ...adminClaims(), aud: undefined }, es256(t.keys.privateKey)),
    ],
    [
      'without an issuer',
      handMadeToken({ alg: 'ES256', typ: 'JWT' }, { ...adminClaims(), iss: undefined }, es256(t.keys.privateKey)),
    ],
    [
      'HS256 keyed with the public key',
      handMadeToken({ alg: 'HS256', typ: 'JWT' }, adminClaims(), (input) =>
        createHmac('sha256', t.keys.publicKey).update(input).digest(),
      ),
    ],
    ['alg none', handMadeToken({ alg: 'none', typ: 'JWT' }, adminClaims(), () => '')],
    [
      'with its claims changed after signing',
      (() => {
        const [header, , signature] = signTestToken(t.keys, { sub: randomUUID(), email: 'x@y.example', role: 'client' }).split(
          '.',
        );
        return `${header}.${base64url({ ...adminClaims() })}.${signature}`;
      })(),
    ],
    ['not a token at all', 'not.a.token'],
  ];

  it('is honest: a well-made admin token is accepted', async () => {
    expect(
      (
        await t.get(
          '/admin/clients',
          `Bearer ${handMadeToken({ alg: 'ES256', typ: 'JWT' }, adminClaims(), es256(t.keys.privateKey))}`,
        )
      ).statusCode,
    ).toBe(200);
  });

  it.each(forged)('refuses a token %s with 401 on every route', async (_label, token) => {
    const { client } = await t.addClient();
    const authorization = `Bearer ${token}`;
    const answers = await Promise.all([
      t.post('/admin/clients', { businessName: 'Forged', email: 'forged@x.example' }, authorization),
      t.get('/admin/clients', authorization),
      t.get('/admin/clients/summary', authorization),
      t.get(`/admin/clients/${client.id}`, authorization),
      t.post(`/admin/clients/${client.id}/access-codes`, undefined, authorization),
      t.get('/client', authorization),
      t.get('/admin/clients/teammates', authorization),
      t.patch(`/admin/clients/${client.id}/team`, { projectManagerId: null, leadDeveloperId: null }, authorization),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401, 401, 401, 401, 401]);
    expect(answers.every((answer) => answer.json().code === 'AUTH_INVALID_TOKEN')).toBe(true);
    expect([await t.count('onboarding_clients'), await t.count('access_codes')]).toEqual([1, 1]);
  });
});

describe('who calls, checked before what was sent', () => {
  it('refuses nobody with 401 and every caller the roles leave out with 403, whatever the request carries', async () => {
    const { sent, unexpected } = await checkCallersFirst(t, onboardingContract.file);
    expect(sent).toBeGreaterThan(0);
    expect(unexpected).toEqual([]);
  });
});

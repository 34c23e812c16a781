import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { onboardingTestService } from './support.js';

const t = await onboardingTestService({
  DEMO_MODE: 'true',
  WELCOME_VIDEO_URL: 'https://cdn.maple.example/welcome.mp4',
  WELCOME_VIDEO_CAPTIONS_URL: '/media/welcome.en.vtt',
});

type Caller =
  | 'anonymous'
  | 'client A'
  | 'client A by access code'
  | 'client A by a revoked code'
  | 'client A by a redeemed code'
  | 'client A by an expired code'
  | 'client A by B’s code'
  | 'client B'
  | 'member'
  | 'admin';

/** A code of the client's written as the history has it: issued, and then redeemed or run out. */
async function codeOf(clientId: string, email: string, state: 'redeemed' | 'expired'): Promise<string> {
  const id = randomUUID();
  await t.sql(
    `INSERT INTO access_codes (id, client_id, code, client_email, expires_at, redeemed_at)
     VALUES (:id, :clientId, :code, :email, :expiresAt, :redeemedAt)`,
    {
      id,
      clientId,
      code: `MB-${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`,
      email,
      expiresAt: state === 'expired' ? new Date(Date.now() - 1000) : new Date(Date.now() + 86_400_000),
      redeemedAt: state === 'redeemed' ? new Date() : null,
    },
  );
  return id;
}

describe('who may take which step: every new onboarding route × every kind of caller', () => {
  let a: { id: string; email: string };
  let b: { id: string; email: string };
  let callers: Record<Caller, string>;

  beforeEach(async () => {
    const first = await t.addClient({ businessName: 'Client A Shop', email: 'a@clients.example' });
    a = first.client;
    // A's first code is revoked by the new one the team issues.
    const current = (await t.post(`/admin/clients/${a.id}/access-codes`, undefined)).json<{ id: string }>();
    const second = await t.addClient({ businessName: 'Client B Shop', email: 'b@clients.example' });
    b = second.client;
    callers = {
      anonymous: '',
      'client A': t.clientBearer(a.id),
      'client A by access code': t.accessCodeBearer(a.id, current.id),
      'client A by a revoked code': t.accessCodeBearer(a.id, first.accessCode.id),
      'client A by a redeemed code': t.accessCodeBearer(a.id, await codeOf(a.id, a.email, 'redeemed')),
      'client A by an expired code': t.accessCodeBearer(a.id, await codeOf(a.id, a.email, 'expired')),
      'client A by B’s code': t.accessCodeBearer(a.id, second.accessCode.id),
      'client B': t.clientBearer(b.id),
      member: t.bearer.member,
      admin: t.bearer.admin,
    };
    // A has paid and been sent its contract; B has done nothing yet.
    await t.post('/client/demo-payment', { package: 'growth' }, callers['client A']);
    await t.post('/client/contract/sending', undefined, callers['client A']);
  });

  const inactive = {
    'client A by a revoked code': 401,
    'client A by a redeemed code': 401,
    'client A by an expired code': 401,
    'client A by B’s code': 401,
  } as const;
  const teamOnly = {
    anonymous: 401,
    'client A': 403,
    'client A by access code': 403,
    'client A by a revoked code': 403,
    'client A by a redeemed code': 403,
    'client A by an expired code': 403,
    'client A by B’s code': 403,
    'client B': 403,
  } as const;

  // Callers in this order: A's steps change A's record as the matrix goes, as a browser's would.
  const routes: Array<{
    name: string;
    send: (authorization: string) => ReturnType<typeof t.get>;
    expect: Record<Caller, number>;
  }> = [
    {
      name: 'GET /portal-settings',
      send: (authorization) => t.get('/portal-settings', authorization),
      expect: {
        anonymous: 200,
        'client A': 200,
        'client A by access code': 200,
        'client A by a revoked code': 200,
        'client A by a redeemed code': 200,
        'client A by an expired code': 200,
        'client A by B’s code': 200,
        'client B': 200,
        member: 200,
        admin: 200,
      },
    },
    {
      name: 'GET /client',
      send: (authorization) => t.get('/client', authorization),
      expect: {
        anonymous: 401,
        'client A': 200,
        'client A by access code': 200,
        ...inactive,
        'client B': 200,
        member: 403,
        admin: 403,
      },
    },
    {
      name: 'GET /client/contract',
      send: (authorization) => t.get('/client/contract', authorization),
      expect: {
        anonymous: 401,
        'client A': 200,
        'client A by access code': 200,
        ...inactive,
        'client B': 409,
        member: 403,
        admin: 403,
      },
    },
    {
      name: 'POST /client/contract/sending',
      send: (authorization) => t.post('/client/contract/sending', undefined, authorization),
      expect: {
        anonymous: 401,
        'client A': 200,
        'client A by access code': 200,
        ...inactive,
        'client B': 409,
        member: 403,
        admin: 403,
      },
    },
    {
      name: 'GET /client/contract/document',
      send: (authorization) => t.get('/client/contract/document', authorization),
      expect: {
        anonymous: 401,
        'client A': 409,
        'client A by access code': 409,
        ...inactive,
        'client B': 409,
        member: 403,
        admin: 403,
      },
    },
    {
      name: 'POST /client/video-watched',
      send: (authorization) => t.post('/client/video-watched', undefined, authorization),
      expect: {
        anonymous: 401,
        'client A': 409,
        'client A by access code': 409,
        ...inactive,
        'client B': 409,
        member: 403,
        admin: 403,
      },
    },
    {
      name: "GET /admin/clients/{A's id}/contract",
      send: (authorization) => t.get(`/admin/clients/${a.id}/contract`, authorization),
      expect: { ...teamOnly, member: 200, admin: 200 },
    },
    {
      name: "GET /admin/clients/{A's id}/contract/document",
      send: (authorization) => t.get(`/admin/clients/${a.id}/contract/document`, authorization),
      expect: { ...teamOnly, member: 409, admin: 409 },
    },
    {
      name: 'GET /admin/payment-status',
      send: (authorization) => t.get('/admin/payment-status', authorization),
      // DESIGN §4: the payment diagnostic is for admins only.
      expect: { ...teamOnly, member: 403, admin: 200 },
    },
    {
      name: 'POST /client/contract/signature',
      send: (authorization) => t.post('/client/contract/signature', { fullName: 'Ada Lovelace', consent: true }, authorization),
      expect: {
        anonymous: 401,
        'client A': 200,
        'client A by access code': 409,
        ...inactive,
        'client B': 409,
        member: 403,
        admin: 403,
      },
    },
    {
      name: 'POST /client/contract/demo-signature',
      send: (authorization) => t.post('/client/contract/demo-signature', undefined, authorization),
      expect: {
        anonymous: 401,
        'client A': 409,
        'client A by access code': 409,
        ...inactive,
        'client B': 409,
        member: 403,
        admin: 403,
      },
    },
    {
      name: 'GET /client/contract/document (signed)',
      send: (authorization) => t.get('/client/contract/document', authorization),
      expect: {
        anonymous: 401,
        'client A': 200,
        'client A by access code': 200,
        ...inactive,
        'client B': 409,
        member: 403,
        admin: 403,
      },
    },
    {
      name: "GET /admin/clients/{A's id}/contract/document (signed)",
      send: (authorization) => t.get(`/admin/clients/${a.id}/contract/document`, authorization),
      expect: { ...teamOnly, member: 200, admin: 200 },
    },
    {
      name: 'POST /client/video-watched (signed)',
      send: (authorization) => t.post('/client/video-watched', undefined, authorization),
      expect: {
        anonymous: 401,
        'client A': 200,
        'client A by access code': 200,
        ...inactive,
        'client B': 409,
        member: 403,
        admin: 403,
      },
    },
    {
      name: 'POST /client/demo-payment',
      send: (authorization) => t.post('/client/demo-payment', { package: 'starter' }, authorization),
      expect: {
        anonymous: 401,
        'client A': 200,
        'client A by access code': 200,
        ...inactive,
        'client B': 200,
        member: 403,
        admin: 403,
      },
    },
  ];

  it('answers each caller as the matrix says, with the shared error shape and a clear code', async () => {
    const answered: string[] = [];
    const expected: string[] = [];
    for (const route of routes) {
      for (const caller of Object.keys(route.expect) as Caller[]) {
        const response = await route.send(callers[caller]);
        answered.push(`${route.name} as ${caller}: ${response.statusCode}`);
        expected.push(`${route.name} as ${caller}: ${route.expect[caller]}`);
        if (response.statusCode >= 400) {
          const body = response.json();
          expect(body).toMatchObject({ statusCode: response.statusCode, requestId: response.headers['x-request-id'] });
          if (response.statusCode === 401) {
            expect(body.code).toBe(caller === 'anonymous' ? 'AUTH_REQUIRED' : 'ONBOARDING_ACCESS_CODE_INACTIVE');
          }
          if (response.statusCode === 403) expect(body.code).toBe('AUTH_FORBIDDEN');
        }
      }
    }
    expect(answered).toEqual(expected);
  });

  it('acts on the token’s client only: B’s session never reaches A’s record', async () => {
    await t.post('/client/demo-payment', { package: 'professional' }, callers['client B']);
    const [rowA] = await t.sql<{ projectType: string }>('SELECT project_type FROM onboarding_clients WHERE id = :id', {
      id: a.id,
    });
    expect(rowA!.projectType).toBe('Growth Package ($39)');
    expect((await t.get('/client/contract', callers['client B'])).json().summary.businessName).toBe('Client B Shop');
  });

  it('refuses an access-code session whose subject is not a code id with 401, on reads and steps alike', async () => {
    const before = await t.sql('SELECT step_completed, last_activity_at FROM onboarding_clients WHERE id = :id', { id: a.id });
    for (const sub of ['not-a-uuid', '', `${randomUUID()}x`]) {
      const session = t.accessCodeBearer(a.id, sub);
      for (const response of [
        await t.get('/client', session),
        await t.get('/client/contract', session),
        await t.post('/client/contract/sending', undefined, session),
        await t.post('/client/contract/signature', { fullName: 'Ada Lovelace', consent: true }, session),
      ]) {
        expect([response.statusCode, response.json().code]).toEqual([401, 'ONBOARDING_ACCESS_CODE_INACTIVE']);
      }
    }
    expect(await t.sql('SELECT step_completed, last_activity_at FROM onboarding_clients WHERE id = :id', { id: a.id })).toEqual(
      before,
    );
  });

  it('ends an access-code session the moment its code is redeemed', async () => {
    const session = callers['client A by access code'];
    expect((await t.get('/client', session)).statusCode).toBe(200);
    await t.sql('UPDATE access_codes SET redeemed_at = now() WHERE client_id = :clientId AND revoked_at IS NULL', {
      clientId: a.id,
    });
    const refused = await t.get('/client', session);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: 'ONBOARDING_ACCESS_CODE_INACTIVE',
      message: 'Your access code is no longer valid. Sign in with your account, or ask us for a new code.',
    });
    expect((await t.post('/client/contract/sending', undefined, session)).statusCode).toBe(401);
  });
});

describe('the portal’s settings', () => {
  it('say whether demo mode is on and where the welcome video, its captions and its poster are', async () => {
    expect((await t.get('/portal-settings', '')).json()).toEqual({
      demoMode: true,
      welcomeVideo: { src: 'https://cdn.maple.example/welcome.mp4', captionsSrc: '/media/welcome.en.vtt', posterSrc: null },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { generateKeys, signTestToken } from '@agency/kit/testing';
import { application, expectError, leadsTestService, proposal, wizard } from './support.js';
import { checkCallersFirst } from '@agency/kit/caller-checks';
import { leadsContract } from '../src/contract.js';

const t = await leadsTestService();

interface AdminRoute {
  operation: string;
  method: 'GET' | 'PATCH';
  url: (ids: { inquiry: string; application: string }) => string;
  payload?: object;
}

/** Every operation the contract keeps for the team, with a request that succeeds for an admin. */
const adminRoutes: AdminRoute[] = [
  { operation: 'listInquiries', method: 'GET', url: () => '/admin/inquiries' },
  { operation: 'exportInquiries', method: 'GET', url: () => '/admin/inquiries/export' },
  { operation: 'getInquiry', method: 'GET', url: ({ inquiry }) => `/admin/inquiries/${inquiry}` },
  {
    operation: 'updateInquiryStatus',
    method: 'PATCH',
    url: ({ inquiry }) => `/admin/inquiries/${inquiry}`,
    payload: { status: 'contacted' },
  },
  { operation: 'listApplications', method: 'GET', url: () => '/admin/applications' },
  { operation: 'exportApplications', method: 'GET', url: () => '/admin/applications/export' },
  { operation: 'getApplication', method: 'GET', url: ({ application }) => `/admin/applications/${application}` },
  {
    operation: 'updateApplicationStatus',
    method: 'PATCH',
    url: ({ application }) => `/admin/applications/${application}`,
    payload: { status: 'reviewing' },
  },
  { operation: 'listLeadsByEmail', method: 'GET', url: () => '/admin/leads?email=grace%40ualberta.ca' },
];

async function seed() {
  const inquiry = (await t.post('/inquiries/proposal', proposal)).json<{ id: string }>().id;
  const applied = (await t.post('/applications', application)).json<{ id: string }>().id;
  return { inquiry, application: applied };
}

const send = (route: AdminRoute, ids: { inquiry: string; application: string }, authorization?: string) =>
  t.app.inject({
    method: route.method,
    url: route.url(ids),
    headers: {
      ...(authorization && { authorization }),
      ...(route.payload && { 'content-type': 'application/json' }),
    },
    ...(route.payload && { payload: route.payload }),
  });

describe('who may use the team routes', () => {
  it.each(adminRoutes.map((route) => [route.operation, route] as const))(
    '%s: 401 for nobody and a bad token, 403 for a client, 200 for a member and an admin',
    async (_operation, route) => {
      const ids = await seed();
      expectError(await send(route, ids), 401, /^AUTH_/);
      expectError(await send(route, ids, 'Bearer not.a.token'), 401, /^AUTH_INVALID_TOKEN$/);
      const forged = signTestToken(generateKeys(), { sub: crypto.randomUUID(), email: 'a@b.co', role: 'admin' });
      expectError(await send(route, ids, `Bearer ${forged}`), 401, /^AUTH_/);
      expectError(await send(route, ids, t.bearer.client), 403, /^AUTH_FORBIDDEN$/);

      // Nothing the refused calls asked for was done.
      const [inquiryRow] = await t.sql('SELECT status FROM solution_inquiries WHERE id = :id', { id: ids.inquiry });
      const [applicationRow] = await t.sql('SELECT status FROM volunteer_applications WHERE id = :id', { id: ids.application });
      expect([inquiryRow, applicationRow]).toEqual([{ status: 'pending' }, { status: 'pending' }]);

      // The whole team works the leads: a member (a student) as an admin (a mentor) does.
      const byMember = await send(route, await seed(), t.bearer.member);
      expect(byMember.statusCode, byMember.body).toBe(200);
      const allowed = await send(route, ids, t.bearer.admin);
      expect(allowed.statusCode, allowed.body).toBe(200);
    },
  );
});

describe('the public routes', () => {
  it.each([
    ['/inquiries/strategy-call', wizard],
    ['/inquiries/stage', { stage: 2, email: 'owner@shop.ca' }],
    ['/inquiries/proposal', proposal],
    ['/applications', application],
  ])('POST %s takes a submission from nobody signed in', async (url, body) => {
    const response = await t.post(url, body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ status: 'pending' });
  });
});

describe('who calls, checked before what was sent', () => {
  it('refuses nobody with 401 and every caller the roles leave out with 403, whatever the request carries', async () => {
    const { sent, unexpected } = await checkCallersFirst(t, leadsContract.file);
    expect(sent).toBeGreaterThan(0);
    expect(unexpected).toEqual([]);
  });

  it('answers GET /admin/leads without its query with 401 to nobody, 403 to a client and 400 to the team', async () => {
    expectError(await t.app.inject({ url: '/admin/leads' }), 401, /^AUTH_REQUIRED$/);
    expectError(
      await t.app.inject({ url: '/admin/leads', headers: { authorization: t.bearer.client } }),
      403,
      /^AUTH_FORBIDDEN$/,
    );
    for (const authorization of [t.bearer.member, t.bearer.admin]) {
      expectError(await t.app.inject({ url: '/admin/leads', headers: { authorization } }), 400, /^VALIDATION_FAILED$/);
    }
  });
});

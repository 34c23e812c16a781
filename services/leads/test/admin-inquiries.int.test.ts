import { describe, expect, it } from 'vitest';
import { generateKeys, signTestToken } from '@agency/kit/testing';
import { badInput, expectError, leadsTestService, proposal, wizard } from './support.js';

const t = await leadsTestService();
const list = (query = '', authorization = t.bearer.admin) =>
  t.app.inject({ url: `/admin/inquiries${query}`, ...(authorization && { headers: { authorization } }) });
const patch = (id: string, payload: unknown, authorization = t.bearer.admin) =>
  t.app.inject({
    method: 'PATCH',
    url: `/admin/inquiries/${id}`,
    payload: payload as object,
    headers: { authorization, 'content-type': 'application/json' },
  });

async function seed() {
  const stored: string[] = [];
  for (const [i, name] of ['Ben Baker', 'Cleo Carter', 'Dana Diaz'].entries()) {
    const response = await t.post('/inquiries/strategy-call', {
      ...wizard,
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@shop${i}.ca`,
    });
    stored.push(response.json().id);
  }
  return stored;
}

describe('the admin inquiry list', () => {
  it('refuses callers without a token, with a bad or expired token, and clients', async () => {
    expect((await list('', '')).statusCode).toBe(401);
    const garbage = await list('', 'Bearer not.a.token');
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json().code).toBe('AUTH_INVALID_TOKEN');
    const expired = signTestToken(t.keys, { sub: crypto.randomUUID(), email: 'a@b.co', role: 'admin' }, -10);
    expect((await list('', `Bearer ${expired}`)).statusCode).toBe(401);
    const forged = signTestToken(generateKeys(), { sub: crypto.randomUUID(), email: 'a@b.co', role: 'admin' });
    expect((await list('', `Bearer ${forged}`)).statusCode).toBe(401);
    const asClient = await list('', t.bearer.client);
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json().code).toBe('AUTH_FORBIDDEN');
  });

  it('lists newest first, filters by status and searches name or e-mail case-insensitively', async () => {
    const [ben, cleo] = await seed();
    const all = await list();
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(3);
    expect(all.json().items.map((i: { name: string }) => i.name)).toEqual(['Dana Diaz', 'Cleo Carter', 'Ben Baker']);

    const patched = await patch(cleo!, { status: 'contacted' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id: cleo, status: 'contacted', name: 'Cleo Carter' });

    const ids = async (query: string) => (await list(query)).json().items.map((i: { id: string }) => i.id);
    expect(await ids('?status=contacted')).toEqual([cleo]);
    expect(await ids('?q=BAKER')).toEqual([ben]);
    expect(await ids('?q=shop1.ca')).toEqual([cleo]);
    expect((await list('?q=%25')).json().total).toBe(0);
    expect((await list('?limit=2&offset=2')).json()).toMatchObject({ total: 3, items: [{ id: ben }] });
  });

  it('lets any status follow any other, and rejects what the contract does not allow', async () => {
    const [ben] = await seed();
    for (const status of ['completed', 'pending', 'cancelled', 'scheduled']) {
      expect((await patch(ben!, { status })).json().status).toBe(status);
    }
    const unknown = await patch(crypto.randomUUID(), { status: 'pending' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('LEADS_INQUIRY_NOT_FOUND');
    expect((await patch('42', { status: 'pending' })).statusCode).toBe(400);
    expect((await patch(ben!, { status: 'won' })).statusCode).toBe(400);
    expect((await patch(ben!, { status: 'pending', name: 'Mallory' })).statusCode).toBe(400);
    expect((await patch(ben!, { status: 'pending' }, t.bearer.client)).statusCode).toBe(403);
    const [row] = await t.sql('SELECT name, status FROM solution_inquiries WHERE id = :ben', { ben });
    expect(row).toEqual({ name: 'Ben Baker', status: 'scheduled' });
  });

  it('rejects bad query parameters and NUL bytes in the URL', async () => {
    for (const query of ['status=won', 'limit=0', 'limit=abc', 'offset=-1', 'unknown=1', 'q=%00']) {
      expect((await list(`?${query}`)).statusCode, query).toBe(400);
    }
  });

  it("shows a proposal's details in the list, and null for other inquiries", async () => {
    const [ben] = await seed();
    const proposed = (await t.post('/inquiries/proposal', proposal)).json().id;
    const items = (await list()).json().items as Array<{ id: string; situationType: string; details: unknown }>;
    expect(items.map((i) => i.id)).toEqual([proposed, expect.any(String), expect.any(String), ben]);
    expect(items[0]).toMatchObject({
      situationType: 'proposal',
      name: 'Prairie Bakery',
      preferredTime: 'soon',
      details: { businessName: 'Prairie Bakery', industry: 'retail', goals: 'Sell out every Saturday', timeline: 'soon' },
    });
    expect(items.slice(1).map((i) => i.details)).toEqual([null, null, null]);
    expect((await list('?q=prairie')).json().items.map((i: { id: string }) => i.id)).toEqual([proposed]);
  });
});

describe('one inquiry', () => {
  const get = (id: string, authorization = t.bearer.admin) => t.get(`/admin/inquiries/${id}`, authorization);

  it('is read whole, a proposal with its details', async () => {
    const id = (await t.post('/inquiries/proposal', proposal)).json().id;
    const response = await get(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id,
      situationType: 'proposal',
      name: 'Prairie Bakery',
      email: 'owner@prairiebakery.ca',
      phone: '+17805550142',
      preferredTime: 'soon',
      status: 'pending',
      createdAt: expect.stringMatching(/Z$/),
      details: {
        businessName: 'Prairie Bakery',
        industry: 'retail',
        teamSize: '4',
        existingTech: 'A Facebook page and a card reader',
        projectScope: 'An online shop for pre-orders',
        timeline: 'soon',
        budget: '$2,000',
        goals: 'Sell out every Saturday',
        challenges: 'No time to post',
      },
    });
  });

  it('has null details for a wizard request, and its status as it was last set', async () => {
    const [ben] = await seed();
    await patch(ben!, { status: 'scheduled' });
    expect((await get(ben!)).json()).toMatchObject({ id: ben, name: 'Ben Baker', status: 'scheduled', details: null });
  });

  it('is 404 LEADS_INQUIRY_NOT_FOUND when there is none, and 400 for an id that is not one', async () => {
    expectError(await get(crypto.randomUUID()), 404, /^LEADS_INQUIRY_NOT_FOUND$/);
    expectError(await get('42'), 400, badInput);
  });
});

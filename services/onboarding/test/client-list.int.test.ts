import { describe, expect, it } from 'vitest';
import { onboardingTestService } from './support.js';

const t = await onboardingTestService();
const list = async (query = '') => {
  const response = await t.get(`/admin/clients${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    items: Array<{ id: string; businessName: string; status: string }>;
    total: number;
    page: number;
    pageCount: number;
  }>();
};
const names = async (query = '') => (await list(query)).items.map((item) => item.businessName);

/** Five clients, one per derived status, added oldest first, their steps set as the next issue's steps will. */
async function clientsInEveryStatus() {
  const added: Record<string, string> = {};
  const steps: Array<[string, Record<string, unknown>]> = [
    ['Acorn Accounting', {}],
    ['Birch Bikes', { payment_completed: true, step_completed: 1, payment_completed_at: new Date() }],
    ['Cedar Cafe', { payment_completed: true, contract_signed: true, step_completed: 3 }],
    [
      'Douglas Dental',
      { payment_completed: true, contract_signed: true, video_watched: true, onboarding_complete: true, step_completed: 4 },
    ],
    [
      'Elm Electric',
      {
        payment_completed: true,
        contract_signed: true,
        video_watched: true,
        onboarding_complete: true,
        project_completed: true,
        step_completed: 4,
      },
    ],
  ];
  for (const [i, [businessName, columns]] of steps.entries()) {
    const { client } = await t.addClient({
      businessName,
      contactName: `Contact ${String.fromCharCode(65 + i)}`,
      email: `${businessName.split(' ')[0]!.toLowerCase()}@trees.example`,
    });
    await t.sql('UPDATE onboarding_clients SET created_at = now() - make_interval(mins => :minutes) WHERE id = :id', {
      minutes: 10 - i,
      id: client.id,
    });
    if (Object.keys(columns).length) await t.setSteps(client.id, columns);
    added[businessName] = client.id;
  }
  return added;
}

describe('the client list', () => {
  it('lists newest first with each client’s derived status', async () => {
    await clientsInEveryStatus();
    const page = await list();
    expect(page).toMatchObject({ total: 5, page: 1, pageCount: 1 });
    expect(page.items.map((item) => [item.businessName, item.status])).toEqual([
      ['Elm Electric', 'completed'],
      ['Douglas Dental', 'active'],
      ['Cedar Cafe', 'onboarding'],
      ['Birch Bikes', 'contract-pending'],
      ['Acorn Accounting', 'payment-pending'],
    ]);
    expect(page.items[3]).toMatchObject({ paymentCompleted: true, contractSigned: false, stepCompleted: 1, package: 'growth' });
  });

  it('filters as the spec defines: pending, active and completed', async () => {
    await clientsInEveryStatus();
    expect(await names('?filter=all')).toHaveLength(5);
    expect(await names('?filter=pending')).toEqual(['Cedar Cafe', 'Birch Bikes', 'Acorn Accounting']);
    expect(await names('?filter=active')).toEqual(['Douglas Dental']);
    expect(await names('?filter=completed')).toEqual(['Elm Electric']);
  });

  it('searches business, contact and e-mail, case-insensitively and in part, with the filter', async () => {
    const ids = await clientsInEveryStatus();
    expect(await names('?q=cedar')).toEqual(['Cedar Cafe']);
    expect(await names('?q=CONTACT%20b')).toEqual(['Birch Bikes']);
    expect(await names('?q=douglas%40trees')).toEqual(['Douglas Dental']);
    expect(await names('?q=TREES.example')).toHaveLength(5);
    expect(await names('?q=%20%20elm%20')).toEqual(['Elm Electric']);
    expect(await names('?q=trees&filter=completed')).toEqual(['Elm Electric']);
    expect((await list('?q=nobody')).items).toEqual([]);
    // LIKE's own characters are matched as themselves.
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=_')).total).toBe(0);
    expect((await list(`?q=${ids['Acorn Accounting']}`)).total).toBe(0);
  });

  it('pages 10 at a time by default, with the exact total and the page count', async () => {
    for (let i = 0; i < 23; i++) {
      const { client } = await t.addClient({ businessName: `Shop ${String(i).padStart(2, '0')}` });
      await t.sql('UPDATE onboarding_clients SET created_at = now() - make_interval(secs => :seconds) WHERE id = :id', {
        seconds: 100 - i,
        id: client.id,
      });
    }
    const first = await list();
    expect(first).toMatchObject({ total: 23, page: 1, pageCount: 3 });
    expect(first.items.map((item) => item.businessName)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Shop ${String(22 - i).padStart(2, '0')}`),
    );
    const third = await list('?page=3');
    expect(third).toMatchObject({ total: 23, page: 3, pageCount: 3 });
    expect(third.items.map((item) => item.businessName)).toEqual(['Shop 02', 'Shop 01', 'Shop 00']);
    expect(await list('?page=4')).toMatchObject({ items: [], total: 23, page: 4, pageCount: 3 });
    expect(await list('?pageSize=5&page=2')).toMatchObject({ total: 23, pageCount: 5 });
    expect((await list('?pageSize=5&page=2')).items).toHaveLength(5);
    const seen = new Set<string>();
    for (const page of [1, 2, 3]) for (const item of (await list(`?page=${page}`)).items) seen.add(item.id);
    expect(seen.size).toBe(23);
  });

  it('is empty, with no pages, when there are no clients', async () => {
    expect(await list()).toEqual({ items: [], total: 0, page: 1, pageCount: 0 });
  });

  it.each([
    'filter=lost',
    'filter=Pending',
    'page=0',
    'page=-1',
    'page=abc',
    'page=100001',
    'pageSize=0',
    'pageSize=101',
    'unknown=1',
    `q=${'a'.repeat(201)}`,
    'q=%00',
    'clientId=5d3c1a44-8f0e-4a55-9d7a-0a6f1c3e2b10',
  ])('refuses ?%s with a 400 in the error shape', async (query) => {
    const response = await t.get(`/admin/clients?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', requestId: response.headers['x-request-id'] });
  });
});

describe('the summary cards', () => {
  it('count Total Clients, Active Projects, Pending Onboarding and Completed by the filter definitions', async () => {
    expect((await t.get('/admin/clients/summary')).json()).toEqual({
      totalClients: 0,
      activeProjects: 0,
      pendingOnboarding: 0,
      completed: 0,
      unreadMessages: 0,
    });
    await clientsInEveryStatus();
    const summary = (await t.get('/admin/clients/summary')).json();
    expect(summary).toEqual({ totalClients: 5, activeProjects: 1, pendingOnboarding: 3, completed: 1, unreadMessages: 0 });
    for (const [filter, count] of [
      ['active', summary.activeProjects],
      ['pending', summary.pendingOnboarding],
      ['completed', summary.completed],
    ] as const) {
      expect((await list(`?filter=${filter}`)).total).toBe(count);
    }
  });
});

describe('one client', () => {
  it('shows its steps with their times, and its status', async () => {
    const { client } = await t.addClient({ businessName: 'Fir Florist', package: 'professional' });
    const paid = '2026-01-05T10:00:00.000Z';
    const sent = '2026-01-06T11:00:00.000Z';
    const signed = '2026-01-07T12:00:00.000Z';
    await t.setSteps(client.id, {
      payment_completed: true,
      payment_completed_at: paid,
      contract_sent_at: sent,
      contract_signed: true,
      contract_signed_at: signed,
      step_completed: 3,
    });
    const detail = (await t.get(`/admin/clients/${client.id}`)).json();
    expect(detail).toMatchObject({
      id: client.id,
      businessName: 'Fir Florist',
      package: 'professional',
      status: 'onboarding',
      stepCompleted: 3,
      paymentCompletedAt: paid,
      contractSentAt: sent,
      contractSignedAt: signed,
      videoWatchedAt: null,
      onboardingCompletedAt: null,
    });
  });

  it('shows its access codes newest first: active, e-mailed, redeemed, revoked and expired', async () => {
    const { client, accessCode: first } = await t.addClient();
    const second = (await t.post(`/admin/clients/${client.id}/access-codes`, undefined)).json();
    const third = (await t.post(`/admin/clients/${client.id}/access-codes`, undefined)).json();
    await t.sql("UPDATE access_codes SET issued_at = now() - interval '3 days' WHERE id = :id", { id: first.id });
    await t.sql("UPDATE access_codes SET issued_at = now() - interval '2 days' WHERE id = :id", { id: second.id });
    // The second had run out before it was revoked; the third was e-mailed and is still good.
    await t.sql("UPDATE access_codes SET expires_at = now() - interval '1 day', revoked_at = NULL WHERE id = :id", {
      id: second.id,
    });
    await t.sql("UPDATE access_codes SET emailed_at = now() - interval '1 minute' WHERE id = :id", { id: third.id });

    const codes = (await t.get(`/admin/clients/${client.id}`)).json().accessCodes;
    expect(codes.map((code: { id: string; state: string }) => [code.id, code.state])).toEqual([
      [third.id, 'active'],
      [second.id, 'expired'],
      [first.id, 'revoked'],
    ]);
    expect(codes[0].emailedAt).not.toBeNull();
    expect(codes[2].revokedAt).not.toBeNull();

    await t.sql('UPDATE access_codes SET redeemed_at = now() WHERE id = :id', { id: third.id });
    expect((await t.get(`/admin/clients/${client.id}`)).json().accessCodes[0]).toMatchObject({ id: third.id, state: 'redeemed' });
  });

  it('answers 404 ONBOARDING_CLIENT_NOT_FOUND for an unknown client and 400 for a malformed id', async () => {
    const unknown = await t.get(`/admin/clients/${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'ONBOARDING_CLIENT_NOT_FOUND', message: 'No client with this id.' });
    for (const id of ['42', 'not-a-uuid', `${crypto.randomUUID()}x`]) {
      expect((await t.get(`/admin/clients/${id}`)).statusCode, id).toBe(400);
    }
  });
});

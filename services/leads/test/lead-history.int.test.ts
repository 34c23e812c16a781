import { describe, expect, it } from 'vitest';
import { application, badInput, expectError, leadsTestService, proposal, wizard } from './support.js';

const t = await leadsTestService();

type Entry = { kind: string; createdAt: string; inquiry: { id: string } | null; application: { id: string } | null };
const history = async (email: string) => {
  const response = await t.get(`/admin/leads?email=${encodeURIComponent(email)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ email: string; items: Entry[] }>();
};
const idOf = (response: { json: <T>() => T }) => response.json<{ id: string }>().id;

describe('one lead inbox', () => {
  it('merges every inquiry, proposal and application of an address, newest first, whatever the case of the address', async () => {
    const stage = idOf(await t.post('/inquiries/stage', { stage: 1, email: 'Sam@Shop.ca' }));
    const applied = idOf(await t.post('/applications', { ...application, email: 'sam@shop.ca' }));
    const proposed = idOf(await t.post('/inquiries/proposal', { ...proposal, email: 'SAM@SHOP.CA' }));
    const call = idOf(await t.post('/inquiries/strategy-call', { ...wizard, email: 'sam@shop.ca' }));
    // Someone else's, and a longer address holding this one: neither belongs.
    await t.post('/inquiries/strategy-call', { ...wizard, email: 'other@shop.ca' });
    await t.post('/applications', { ...application, email: 'xsam@shop.ca' });
    await t.post('/inquiries/stage', { stage: 2, email: 'sam@shop.ca.evil.example' });

    const found = await history('sAm@sHoP.cA');
    expect(found.email).toBe('sAm@sHoP.cA');
    expect(found.items.map((item) => [item.kind, item.inquiry?.id ?? item.application?.id])).toEqual([
      ['inquiry', call],
      ['proposal', proposed],
      ['application', applied],
      ['inquiry', stage],
    ]);
    const times = found.items.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const [first, second, third] = found.items;
    expect(first).toMatchObject({ inquiry: { situationType: 'declining-sales', details: null }, application: null });
    expect(second).toMatchObject({
      inquiry: { name: 'Prairie Bakery', details: { businessName: 'Prairie Bakery' } },
      application: null,
    });
    expect(third).toMatchObject({ inquiry: null, application: { name: 'Grace Hopper', interests: application.interests } });
    expect(third?.createdAt).toBe((third?.application as { createdAt?: string }).createdAt);
  });

  it('interleaves the two kinds by time, not by kind', async () => {
    await t.sql(
      `INSERT INTO solution_inquiries (id, situation_type, name, email, phone, preferred_time, status, created_at) VALUES
       (gen_random_uuid(), 'poor-roi', 'A', 'mix@shop.ca', '', 'morning', 'pending', '2026-01-01T10:00:00Z'),
       (gen_random_uuid(), 'poor-roi', 'C', 'mix@shop.ca', '', 'morning', 'pending', '2026-01-03T10:00:00Z')`,
    );
    await t.sql(
      `INSERT INTO volunteer_applications (id, name, email, phone, university, program, year, experience, availability,
         motivation, created_at) VALUES
       (gen_random_uuid(), 'B', 'mix@shop.ca', '1', 'U', 'P', '1', 'E', 'fall', 'M', '2026-01-02T10:00:00Z'),
       (gen_random_uuid(), 'D', 'MIX@shop.ca', '1', 'U', 'P', '1', 'E', 'fall', 'M', '2026-01-04T10:00:00Z')`,
    );
    const found = await history('mix@shop.ca');
    expect(
      found.items.map((item) => (item.inquiry ?? item.application) as unknown as { name: string }).map((x) => x.name),
    ).toEqual(['D', 'C', 'B', 'A']);
    expect(found.items.map((item) => item.createdAt)).toEqual([
      '2026-01-04T10:00:00.000Z',
      '2026-01-03T10:00:00.000Z',
      '2026-01-02T10:00:00.000Z',
      '2026-01-01T10:00:00.000Z',
    ]);
  });

  it('keeps the 200 newest of a busy address', async () => {
    await t.sql(
      `INSERT INTO solution_inquiries (id, situation_type, name, email, phone, preferred_time, status, created_at)
       SELECT gen_random_uuid(), 'poor-roi', 'Inquiry ' || n, 'busy@shop.ca', '', 'morning', 'pending',
              '2026-01-01T00:00:00Z'::timestamptz + n * interval '2 minutes'
       FROM generate_series(1, 150) AS n`,
    );
    await t.sql(
      `INSERT INTO volunteer_applications (id, name, email, phone, university, program, year, experience, availability,
         motivation, created_at)
       SELECT gen_random_uuid(), 'Application ' || n, 'busy@shop.ca', '1', 'U', 'P', '1', 'E', 'fall', 'M',
              '2026-01-01T00:01:00Z'::timestamptz + n * interval '2 minutes'
       FROM generate_series(1, 150) AS n`,
    );
    const found = await history('busy@shop.ca');
    expect(found.items).toHaveLength(200);
    const label = (item: Entry) => ((item.inquiry ?? item.application) as unknown as { name: string }).name;
    // 300 in all, alternating; the 200 newest are numbers 51 to 150 of each, application 150 first.
    expect(label(found.items[0]!)).toBe('Application 150');
    expect(label(found.items[1]!)).toBe('Inquiry 150');
    expect(label(found.items[199]!)).toBe('Inquiry 51');
  });

  it('is empty for an address nothing came from', async () => {
    await t.post('/applications', application);
    expect(await history('nobody@shop.ca')).toEqual({ email: 'nobody@shop.ca', items: [] });
  });

  it('refuses a missing or malformed address', async () => {
    for (const query of ['', '?email=', '?email=not-an-email', '?email=a%40b.co%0D%0Ax', '?email=a%40b.co&q=1', '?email=%00']) {
      expectError(await t.get(`/admin/leads${query}`), 400, badInput);
    }
  });
});

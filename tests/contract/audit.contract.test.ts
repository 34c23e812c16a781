// The audit service's contract through the gateway: an inquiry sent to leads is recorded, then read back.
import { expect, it, vi } from 'vitest';
import { signTestToken } from '@agency/kit/testing';
import { describeContract } from './harness.js';

describeContract('audit', { alsoStarts: ['leads'] }, (platform) => {
  const { call, keys } = platform;

  it('audit: the record of an inquiry, its list, people, export and history', async () => {
    const admin = {
      authorization: `Bearer ${signTestToken(keys, { sub: crypto.randomUUID(), email: 'a@example.com', role: 'admin', name: 'Morgan Mentor' })}`,
    };
    const member = {
      authorization: `Bearer ${signTestToken(keys, { sub: crypto.randomUUID(), email: 'm@example.com', role: 'member' })}`,
    };
    const sent = await call('leads', 'submitStrategyCall', {
      url: '/inquiries/strategy-call',
      payload: {
        situationType: 'customer-churn',
        name: 'Recorded Visitor',
        email: 'rv@example.com',
        phone: '780 555 0123',
        preferredTime: 'evening',
      },
    });
    const inquiryId = sent.json<{ id: string }>().id;

    const page = await vi.waitFor(
      async () => {
        const answer = await call('audit', 'listActivity', { url: '/activity?subjectType=inquiry', headers: admin });
        expect(answer.json<{ total: number }>().total).toBe(1);
        return answer.json<{ items: Array<{ actor: { kind: string }; subject: { id: string; label: string } }> }>();
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(page.items[0]).toMatchObject({ actor: { kind: 'visitor' }, subject: { id: inquiryId, label: 'Recorded Visitor' } });
    expect((await call('audit', 'listActivity', { url: '/activity', headers: member })).statusCode).toBe(403);
    expect((await call('audit', 'listActivity', { url: '/activity?page=0', headers: admin })).statusCode).toBe(400);

    const people = await call('audit', 'listActivityPeople', { url: '/activity/people', headers: admin });
    expect(people.statusCode).toBe(200);

    const csv = await call('audit', 'exportActivity', { url: '/activity/export?subjectType=inquiry', headers: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Recorded Visitor');

    const history = await call('audit', 'getHistory', { url: `/history/inquiry/${inquiryId}`, headers: member });
    expect(history.json()).toHaveLength(1);
    expect((await call('audit', 'getHistory', { url: `/history/inquiry/${inquiryId}` })).statusCode).toBe(401);
  });
});

// Leads' contract through the gateway: the public forms and the team's lead inbox.
import { expect, it } from 'vitest';
import { signTestToken } from '@agency/kit/testing';
import { describeContract } from './harness.js';

describeContract('leads', {}, (platform) => {
  const { call, keys } = platform;

  it('leads: public submissions and the admin list', async () => {
    const token = signTestToken(keys, { sub: crypto.randomUUID(), email: 'team@example.com', role: 'admin' });
    const clientToken = signTestToken(keys, { sub: crypto.randomUUID(), email: 'c@example.com', role: 'client' });
    const created = await call('leads', 'submitStrategyCall', {
      url: '/inquiries/strategy-call',
      payload: {
        situationType: 'customer-churn',
        name: 'Contract Test',
        email: 'ct@example.com',
        phone: '780 555 0123',
        preferredTime: 'evening',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(
      (await call('leads', 'submitStrategyCall', { url: '/inquiries/strategy-call', payload: { name: 'x' } })).statusCode,
    ).toBe(400);
    expect(
      (await call('leads', 'submitStageInquiry', { url: '/inquiries/stage', payload: { stage: 5, email: 'top@example.com' } }))
        .statusCode,
    ).toBe(201);
    expect(
      (await call('leads', 'submitStageInquiry', { url: '/inquiries/stage', payload: { stage: 9, email: 'top@example.com' } }))
        .statusCode,
    ).toBe(400);

    const list = await call('leads', 'listInquiries', {
      url: '/admin/inquiries?limit=10',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.json().total).toBe(2);
    expect((await call('leads', 'listInquiries', { url: '/admin/inquiries' })).statusCode).toBe(401);
    expect(
      (await call('leads', 'listInquiries', { url: '/admin/inquiries', headers: { authorization: `Bearer ${clientToken}` } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('leads', 'listInquiries', {
          url: '/admin/inquiries?status=nope',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(400);

    const id = created.json().id as string;
    const auth = { authorization: `Bearer ${token}` };
    expect(
      (
        await call('leads', 'updateInquiryStatus', {
          url: `/admin/inquiries/${id}`,
          payload: { status: 'scheduled' },
          headers: auth,
        })
      ).json().status,
    ).toBe('scheduled');
    expect(
      (
        await call('leads', 'updateInquiryStatus', {
          url: `/admin/inquiries/${crypto.randomUUID()}`,
          payload: { status: 'scheduled' },
          headers: auth,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('leads', 'updateInquiryStatus', { url: `/admin/inquiries/${id}`, payload: { status: 'won' }, headers: auth }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('leads', 'updateInquiryStatus', { url: `/admin/inquiries/${id}`, payload: { status: 'pending' } })).statusCode,
    ).toBe(401);
    expect(
      (
        await call('leads', 'updateInquiryStatus', {
          url: `/admin/inquiries/${id}`,
          payload: { status: 'pending' },
          headers: { authorization: `Bearer ${clientToken}` },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('leads: proposals, volunteer applications, one inquiry, the lead inbox and the CSV exports', async () => {
    const team = {
      authorization: `Bearer ${signTestToken(keys, { sub: crypto.randomUUID(), email: 't@example.com', role: 'admin' })}`,
    };
    const client = {
      authorization: `Bearer ${signTestToken(keys, { sub: crypto.randomUUID(), email: 'c@example.com', role: 'client' })}`,
    };
    const leads = (operationId: string, request: Parameters<typeof call>[2]) => call('leads', operationId, request);

    const proposal = {
      businessName: 'Contract Bakery',
      industry: 'retail',
      timeline: 'flexible',
      goals: 'More pre-orders',
      email: 'lead@example.com',
      phone: '780 555 0144',
    };
    const proposed = await leads('submitProposal', { url: '/inquiries/proposal', payload: proposal });
    expect(proposed.statusCode).toBe(201);
    expect(
      (await leads('submitProposal', { url: '/inquiries/proposal', payload: { ...proposal, timeline: 'someday' } })).statusCode,
    ).toBe(400);
    const student = {
      name: 'Contract Student',
      email: 'LEAD@example.com',
      phone: '587 555 0100',
      university: 'University of Alberta',
      program: 'Business',
      year: '2',
      experience: 'Ran a club',
      availability: 'fall',
      interests: ['Digital Marketing'],
      motivation: 'Learn by doing',
    };
    const applied = await leads('submitApplication', { url: '/applications', payload: student });
    expect(applied.statusCode).toBe(201);
    expect(applied.headers['x-ratelimit-limit']).toBeDefined();
    expect(
      (await leads('submitApplication', { url: '/applications', payload: { ...student, interests: ['Cooking'] } })).statusCode,
    ).toBe(400);

    const inquiryId = proposed.json().id as string;
    const inquiry = await leads('getInquiry', { url: `/admin/inquiries/${inquiryId}`, headers: team });
    expect(inquiry.json()).toMatchObject({ situationType: 'proposal', details: { businessName: 'Contract Bakery' } });
    expect((await leads('getInquiry', { url: `/admin/inquiries/${crypto.randomUUID()}`, headers: team })).statusCode).toBe(404);
    expect((await leads('getInquiry', { url: '/admin/inquiries/42', headers: team })).statusCode).toBe(400);
    expect((await leads('getInquiry', { url: `/admin/inquiries/${inquiryId}` })).statusCode).toBe(401);
    expect((await leads('getInquiry', { url: `/admin/inquiries/${inquiryId}`, headers: client })).statusCode).toBe(403);

    const applications = await leads('listApplications', { url: '/admin/applications?q=alberta', headers: team });
    expect(applications.json()).toMatchObject({ total: 1, items: [{ name: 'Contract Student', status: 'pending' }] });
    expect((await leads('listApplications', { url: '/admin/applications?status=contacted', headers: team })).statusCode).toBe(
      400,
    );
    expect((await leads('listApplications', { url: '/admin/applications' })).statusCode).toBe(401);
    expect((await leads('listApplications', { url: '/admin/applications', headers: client })).statusCode).toBe(403);

    const applicationUrl = `/admin/applications/${applied.json().id}`;
    expect((await leads('getApplication', { url: applicationUrl, headers: team })).json().interests).toEqual([
      'Digital Marketing',
    ]);
    expect((await leads('getApplication', { url: `/admin/applications/${crypto.randomUUID()}`, headers: team })).statusCode).toBe(
      404,
    );
    expect((await leads('getApplication', { url: '/admin/applications/42', headers: team })).statusCode).toBe(400);
    expect((await leads('getApplication', { url: applicationUrl })).statusCode).toBe(401);
    expect((await leads('getApplication', { url: applicationUrl, headers: client })).statusCode).toBe(403);

    const setStatus = (url: string, status: string, headers?: Record<string, string>) =>
      leads('updateApplicationStatus', { url, payload: { status }, ...(headers && { headers }) });
    expect((await setStatus(applicationUrl, 'accepted', team)).json().status).toBe('accepted');
    expect((await setStatus(`/admin/applications/${crypto.randomUUID()}`, 'accepted', team)).statusCode).toBe(404);
    expect((await setStatus(applicationUrl, 'hired', team)).statusCode).toBe(400);
    expect((await setStatus(applicationUrl, 'rejected')).statusCode).toBe(401);
    expect((await setStatus(applicationUrl, 'rejected', client)).statusCode).toBe(403);

    const history = await leads('listLeadsByEmail', { url: '/admin/leads?email=Lead%40Example.com', headers: team });
    expect(history.json().items.map((item: { kind: string }) => item.kind)).toEqual(['application', 'proposal']);
    expect((await leads('listLeadsByEmail', { url: '/admin/leads?email=nope', headers: team })).statusCode).toBe(400);
    expect((await leads('listLeadsByEmail', { url: '/admin/leads?email=a%40b.co' })).statusCode).toBe(401);
    expect((await leads('listLeadsByEmail', { url: '/admin/leads?email=a%40b.co', headers: client })).statusCode).toBe(403);

    for (const [operationId, list, expected] of [
      ['exportInquiries', 'inquiries', 'Contract Bakery'],
      ['exportApplications', 'applications', 'Contract Student'],
    ] as const) {
      const csv = await leads(operationId, { url: `/admin/${list}/export`, headers: team });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="${list}-\\d{4}-\\d\\d-\\d\\d\\.csv"$`),
      );
      expect(csv.body.startsWith('\uFEFFSubmitted (UTC),Name,')).toBe(true);
      expect(csv.body).toContain(expected);
      expect((await leads(operationId, { url: `/admin/${list}/export?status=nope`, headers: team })).statusCode).toBe(400);
      expect((await leads(operationId, { url: `/admin/${list}/export` })).statusCode).toBe(401);
      expect((await leads(operationId, { url: `/admin/${list}/export`, headers: client })).statusCode).toBe(403);
    }
  });
});

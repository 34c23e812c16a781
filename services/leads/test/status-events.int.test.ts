import { describe, expect, it } from 'vitest';
import { application, leadsTestService, proposal, wizard } from './support.js';

const t = await leadsTestService();

const statusEvents = async (key: string, id: string) =>
  (await t.outboxFor(key, id)).filter(({ type }) => type.endsWith('.status-changed.v1')).map(({ envelope }) => envelope);

describe('an inquiry’s status change', () => {
  it('records one event with before and after, the business as its label, and the admin as actor', async () => {
    const id = (await t.post('/inquiries/proposal', proposal)).json<{ id: string }>().id;

    expect((await t.patch(`/admin/inquiries/${id}`, { status: 'contacted' })).statusCode).toBe(200);

    const [event, ...more] = await statusEvents('inquiryId', id);
    expect(more).toEqual([]);
    expect(event?.type).toBe('leads.inquiry.status-changed.v1');
    expect(event?.data).toEqual({
      inquiryId: id,
      label: 'Prairie Bakery',
      before: 'pending',
      after: 'contacted',
      changedAt: expect.any(String),
    });
    expect(event?.actor).toMatchObject({ kind: 'team', id: t.principals.admin.sub, role: 'admin' });
    const message = await t.published('leads.inquiry.status-changed.v1', 'inquiryId', id);
    expect(message?.envelope.data).toEqual(event?.data);
  });

  it('is labelled with the contact’s name when there is no business, and records nothing for the same status', async () => {
    const id = (await t.post('/inquiries/strategy-call', wizard)).json<{ id: string }>().id;

    expect((await t.patch(`/admin/inquiries/${id}`, { status: 'pending' })).statusCode).toBe(200);
    expect(await statusEvents('inquiryId', id)).toEqual([]);

    await t.patch(`/admin/inquiries/${id}`, { status: 'scheduled' });
    await t.patch(`/admin/inquiries/${id}`, { status: 'scheduled' });
    await t.patch(`/admin/inquiries/${id}`, { status: 'completed' });
    const events = await statusEvents('inquiryId', id);
    expect(events.map(({ data }) => [data.label, data.before, data.after])).toEqual(
      expect.arrayContaining([
        ['Ada Lovelace', 'pending', 'scheduled'],
        ['Ada Lovelace', 'scheduled', 'completed'],
      ]),
    );
    expect(events).toHaveLength(2);
  });

  it('records nothing when refused', async () => {
    const id = (await t.post('/inquiries/strategy-call', wizard)).json<{ id: string }>().id;
    expect((await t.patch(`/admin/inquiries/${id}`, { status: 'won' })).statusCode).toBe(400);
    expect((await t.patch(`/admin/inquiries/${id}`, { status: 'contacted' }, t.bearer.client)).statusCode).toBe(403);
    expect(await statusEvents('inquiryId', id)).toEqual([]);
    expect((await t.get(`/admin/inquiries/${id}`)).json()).toMatchObject({ status: 'pending' });
  });
});

describe('an application’s status change', () => {
  it('records one event per change with the applicant’s name, before and after, and none for the same status', async () => {
    const id = (await t.post('/applications', application)).json<{ id: string }>().id;

    expect((await t.patch(`/admin/applications/${id}`, { status: 'pending' })).statusCode).toBe(200);
    expect(await statusEvents('applicationId', id)).toEqual([]);

    expect((await t.patch(`/admin/applications/${id}`, { status: 'reviewing' })).statusCode).toBe(200);
    const [event, ...more] = await statusEvents('applicationId', id);
    expect(more).toEqual([]);
    expect(event?.type).toBe('leads.application.status-changed.v1');
    expect(event?.data).toEqual({
      applicationId: id,
      label: 'Grace Hopper',
      before: 'pending',
      after: 'reviewing',
      changedAt: expect.any(String),
    });
    expect(event?.actor).toMatchObject({ kind: 'team', id: t.principals.admin.sub });
    const message = await t.published('leads.application.status-changed.v1', 'applicationId', id);
    expect(message?.envelope.data).toEqual(event?.data);
  });
});

import { describe, expect, it } from 'vitest';
import { application, badInput, expectError, leadsTestService } from './support.js';

const t = await leadsTestService();

const submit = (body: unknown) => t.post('/applications', body);
type Listed = { id: string; name: string; status: string };
const names = async (query = '') =>
  (await t.get(`/admin/applications${query}`)).json<{ items: Listed[] }>().items.map((a) => a.name);

/** Three applications, oldest first: Ben at NAIT, Cleo at MacEwan, Dana at the U of A. */
async function seed(): Promise<string[]> {
  const people = [
    ['Ben Baker', 'ben@nait.ca', 'NAIT'],
    ['Cleo Carter', 'cleo@macewan.ca', 'MacEwan University'],
    ['Dana Diaz', 'dana@example.com', 'University of Alberta'],
  ];
  const ids: string[] = [];
  for (const [name, email, university] of people) {
    const response = await submit({ ...application, name, email, university });
    expect(response.statusCode).toBe(201);
    ids.push(response.json<{ id: string }>().id);
  }
  return ids;
}

describe('a volunteer application', () => {
  it('is stored pending, with its event in the outbox, published to JetStream', async () => {
    const response = await submit(application);
    expect(response.statusCode).toBe(201);
    const receipt = response.json<{ id: string; status: string; createdAt: string }>();
    expect(receipt).toEqual({ id: expect.any(String), status: 'pending', createdAt: expect.any(String) });

    const [row] = await t.sql('SELECT * FROM volunteer_applications WHERE id = :id', { id: receipt.id });
    expect(row).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@ualberta.ca',
      phone: '+15875550199',
      university: 'University of Alberta',
      program: 'Computing Science',
      year: '3',
      experience: 'Built the campus club website',
      availability: 'winter',
      interests: ['Web Development', 'Content Creation'],
      motivation: 'I want to help local businesses',
      status: 'pending',
    });

    const [event] = await t.outboxFor('applicationId', receipt.id);
    expect(event?.type).toBe('leads.application.received.v1');
    expect(event?.envelope.data).toEqual({
      applicationId: receipt.id,
      ...application,
      phone: '+15875550199',
      status: 'pending',
      createdAt: receipt.createdAt,
    });
    const message = await t.published('leads.application.received.v1', 'applicationId', receipt.id);
    expect(message?.subject).toBe(`${t.namespace}.leads.application.received.v1`);
    expect(message?.msgId).toBe(event?.id);
    expect(message?.envelope.data).toEqual(event?.envelope.data);
  });

  it('has no interests when none were chosen, and trims what was typed', async () => {
    const { interests: _none, ...rest } = application;
    const response = await submit({
      ...rest,
      name: '  Grace Hopper ',
      university: ' University of Alberta\t',
      program: ' CS ',
      experience: '\n Built things \n',
      motivation: ' Help ',
      phone: ' 587 555 0199 ',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.sql(
      'SELECT name, phone, university, program, experience, motivation, interests FROM volunteer_applications',
    );
    expect(row).toEqual({
      name: 'Grace Hopper',
      phone: '+15875550199',
      university: 'University of Alberta',
      program: 'CS',
      experience: 'Built things',
      motivation: 'Help',
      interests: [],
    });
    const [event] = await t.outboxFor('applicationId', response.json<{ id: string }>().id);
    expect(event?.envelope.data).toMatchObject({ interests: [], name: 'Grace Hopper' });
  });

  it('takes every year, term and interest the form offers', async () => {
    const all = [
      'Social Media Marketing',
      'Web Development',
      'Content Creation',
      'Digital Marketing',
      'Business Strategy',
      'Graphic Design',
    ];
    for (const [year, availability] of [
      ['1', 'winter'],
      ['2', 'spring'],
      ['4', 'fall'],
      ['5+', 'fall'],
    ]) {
      expect((await submit({ ...application, year, availability, interests: all })).statusCode).toBe(201);
    }
    expect(await t.applicationCount()).toBe(4);
  });

  const without = (field: keyof typeof application) => {
    const { [field]: _left, ...rest } = application;
    return rest;
  };
  const required = [
    'name',
    'email',
    'phone',
    'university',
    'program',
    'year',
    'experience',
    'availability',
    'motivation',
  ] as const;
  const bad: Array<[string, unknown]> = [
    ...required.map((field): [string, unknown] => [`no ${field}`, without(field)]),
    ...(['name', 'university', 'program', 'experience', 'motivation'] as const).flatMap((field): Array<[string, unknown]> => [
      [`a blank ${field}`, { ...application, [field]: ' \t\n ' }],
      [`an empty ${field}`, { ...application, [field]: '' }],
      [`a NUL byte in the ${field}`, { ...application, [field]: 'a\u0000b' }],
    ]),
    ['an unknown year', { ...application, year: '6' }],
    ['a year as a number', { ...application, year: 3 }],
    ['a year as the form labels it', { ...application, year: 'Third Year' }],
    ['an unknown term', { ...application, availability: 'summer' }],
    ['a term in capitals', { ...application, availability: 'Winter' }],
    ['an interest not in the list', { ...application, interests: ['Web Development', 'Cooking'] }],
    ['an interest in another case', { ...application, interests: ['web development'] }],
    ['a repeated interest', { ...application, interests: ['Web Development', 'Web Development'] }],
    ['interests as one string', { ...application, interests: 'Web Development' }],
    ['a null interest', { ...application, interests: [null] }],
    ['CR/LF in the e-mail', { ...application, email: 'grace@ualberta.ca\r\nBcc: all@example.com' }],
    ['an LF in the e-mail', { ...application, email: 'grace@ualberta.ca\nx' }],
    ['an e-mail without a domain', { ...application, email: 'grace@' }],
    ['a phone without a digit', { ...application, phone: '(---)' }],
    ['a phone with letters', { ...application, phone: 'call me' }],
    ['an over-long name', { ...application, name: 'G'.repeat(121) }],
    ['an over-long e-mail', { ...application, email: `${'g'.repeat(250)}@ualberta.ca` }],
    ['an over-long phone', { ...application, phone: '5'.repeat(41) }],
    ['an over-long university', { ...application, university: 'U'.repeat(161) }],
    ['an over-long program', { ...application, program: 'P'.repeat(161) }],
    ['over-long experience', { ...application, experience: 'e'.repeat(4001) }],
    ['an over-long motivation', { ...application, motivation: 'm'.repeat(4001) }],
    ['a wrong-typed field', { ...application, phone: 5875550199 }],
    ['an unknown field', { ...application, linkedin: 'https://linkedin.com/in/grace' }],
    ['a mass-assigned status', { ...application, status: 'accepted' }],
    ['a mass-assigned id', { ...application, id: '5d3c1a44-8f0e-4a55-9d7a-0a6f1c3e2b10' }],
    ['a mass-assigned time', { ...application, createdAt: '2020-01-01T00:00:00Z' }],
    ['an array body', [application]],
    ['a null body', null],
  ];
  it.each(bad)('refuses %s with a 400 in the error shape, storing nothing and publishing nothing', async (_label, body) => {
    const outbox = await t.outboxCount();
    expectError(await submit(body), 400, badInput);
    expect(await t.applicationCount()).toBe(0);
    expect(await t.outboxCount()).toBe(outbox);
  });

  it('names the offending fields', async () => {
    const response = await submit({ ...application, year: '9', interests: ['Cooking'], status: 'accepted' });
    const paths = response.json<{ details: { path: string }[] }>().details.map((detail) => detail.path);
    expect(paths).toEqual(expect.arrayContaining(['body/year', 'body/status']));
  });

  it('answers 413 for a body over the limit and 415 for another media type', async () => {
    expectError(await submit({ ...application, motivation: 'm'.repeat(70 * 1024) }), 413, /^PAYLOAD_TOO_LARGE$/);
    const text = await t.app.inject({
      method: 'POST',
      url: '/applications',
      payload: 'name=Grace',
      headers: { 'content-type': 'text/plain' },
    });
    expectError(text, 415, /^UNSUPPORTED_MEDIA_TYPE$/);
    expect(await t.applicationCount()).toBe(0);
  });
});

describe('the admin application list', () => {
  it('lists newest first with the exact total, and pages', async () => {
    const [ben, cleo, dana] = await seed();
    const all = await t.get('/admin/applications');
    expect(all.statusCode).toBe(200);
    const page = all.json<{ items: Array<Record<string, unknown>>; total: number }>();
    expect(page.total).toBe(3);
    expect(page.items.map((item) => item.id)).toEqual([dana, cleo, ben]);
    expect(page.items[0]).toEqual({
      ...application,
      phone: '+15875550199',
      id: dana,
      name: 'Dana Diaz',
      email: 'dana@example.com',
      university: 'University of Alberta',
      status: 'pending',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect((await t.get('/admin/applications?limit=2')).json()).toMatchObject({ total: 3, items: [{ id: dana }, { id: cleo }] });
    expect((await t.get('/admin/applications?limit=2&offset=2')).json()).toMatchObject({ total: 3, items: [{ id: ben }] });
    expect((await t.get('/admin/applications?offset=5')).json()).toEqual({ total: 3, items: [] });
  });

  it('searches name, e-mail and university case-insensitively and in part, and filters by status', async () => {
    const [, cleo] = await seed();
    expect(await names('?q=bAkEr')).toEqual(['Ben Baker']);
    expect(await names('?q=MACEWAN.CA')).toEqual(['Cleo Carter']);
    expect(await names('?q=alberta')).toEqual(['Dana Diaz']);
    expect(await names('?q=univers')).toEqual(['Dana Diaz', 'Cleo Carter']);
    expect(await names('?q=%20%20nait%20')).toEqual(['Ben Baker']);
    // The search is taken literally: % and _ match only themselves.
    expect((await t.get('/admin/applications?q=%25')).json()).toEqual({ items: [], total: 0 });
    expect((await t.get('/admin/applications?q=_')).json()).toEqual({ items: [], total: 0 });
    expect((await t.get('/admin/applications?q=%5C')).json()).toEqual({ items: [], total: 0 });

    expect((await t.patch(`/admin/applications/${cleo}`, { status: 'reviewing' })).statusCode).toBe(200);
    expect(await names('?status=reviewing')).toEqual(['Cleo Carter']);
    expect(await names('?status=pending')).toEqual(['Dana Diaz', 'Ben Baker']);
    expect(await names('?status=pending&q=dana')).toEqual(['Dana Diaz']);
    expect((await t.get('/admin/applications?status=accepted')).json()).toEqual({ items: [], total: 0 });
  });

  it('rejects bad query parameters', async () => {
    for (const query of [
      'status=won',
      'status=contacted',
      'limit=0',
      'limit=201',
      'limit=abc',
      'offset=-1',
      'unknown=1',
      'q=%00',
      `q=${'x'.repeat(201)}`,
    ]) {
      expectError(await t.get(`/admin/applications?${query}`), 400, badInput);
    }
  });
});

describe('one application', () => {
  it('is read whole, and 404 LEADS_APPLICATION_NOT_FOUND when there is none', async () => {
    const [ben] = await seed();
    const response = await t.get(`/admin/applications/${ben}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: ben, name: 'Ben Baker', university: 'NAIT', interests: application.interests });
    expectError(await t.get(`/admin/applications/${crypto.randomUUID()}`), 404, /^LEADS_APPLICATION_NOT_FOUND$/);
    expectError(await t.get('/admin/applications/42'), 400, badInput);
  });

  it('takes any status after any other, and keeps the rest as it was', async () => {
    const [ben] = await seed();
    for (const status of ['accepted', 'pending', 'rejected', 'reviewing', 'rejected', 'accepted']) {
      const response = await t.patch(`/admin/applications/${ben}`, { status });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: ben, status, name: 'Ben Baker' });
    }
    expect((await t.get(`/admin/applications/${ben}`)).json()).toMatchObject({ status: 'accepted' });
  });

  it('refuses a status change it cannot make, changing nothing', async () => {
    const [ben] = await seed();
    expectError(
      await t.patch(`/admin/applications/${crypto.randomUUID()}`, { status: 'accepted' }),
      404,
      /^LEADS_APPLICATION_NOT_FOUND$/,
    );
    expectError(await t.patch('/admin/applications/42', { status: 'accepted' }), 400, badInput);
    expectError(await t.patch(`/admin/applications/${ben}`, { status: 'hired' }), 400, badInput);
    expectError(await t.patch(`/admin/applications/${ben}`, { status: 'contacted' }), 400, badInput);
    expectError(await t.patch(`/admin/applications/${ben}`, {}), 400, badInput);
    expectError(await t.patch(`/admin/applications/${ben}`, { status: 'accepted', name: 'Mallory' }), 400, badInput);
    expectError(await t.patch(`/admin/applications/${ben}`, { status: 'accepted\u0000' }), 400, badInput);
    const [row] = await t.sql('SELECT name, status FROM volunteer_applications WHERE id = :ben', { ben });
    expect(row).toEqual({ name: 'Ben Baker', status: 'pending' });
  });
});

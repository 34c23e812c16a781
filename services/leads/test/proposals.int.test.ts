import { describe, expect, it } from 'vitest';
import { badInput, expectError, leadsTestService, proposal } from './support.js';

const t = await leadsTestService();

const submit = (body: unknown) => t.post('/inquiries/proposal', body);

describe('a proposal request', () => {
  it('is stored as a pending proposal inquiry with every field in its details, and its event carries them', async () => {
    const response = await submit(proposal);
    expect(response.statusCode).toBe(201);
    const receipt = response.json();
    expect(receipt).toEqual({ id: expect.any(String), status: 'pending', createdAt: expect.any(String) });

    const [row] = await t.sql(
      'SELECT situation_type, name, email, phone, preferred_time, status, details FROM solution_inquiries',
    );
    const details = {
      businessName: 'Prairie Bakery',
      industry: 'retail',
      teamSize: '4',
      existingTech: 'A Facebook page and a card reader',
      projectScope: 'An online shop for pre-orders',
      timeline: 'soon',
      budget: '$2,000',
      goals: 'Sell out every Saturday',
      challenges: 'No time to post',
    };
    expect(row).toEqual({
      situationType: 'proposal',
      name: 'Prairie Bakery',
      email: 'owner@prairiebakery.ca',
      phone: '+17805550142',
      preferredTime: 'soon',
      status: 'pending',
      details,
    });

    const [event] = await t.outboxFor('inquiryId', receipt.id);
    expect(event?.type).toBe('leads.inquiry.received.v1');
    expect(event?.envelope.data).toEqual({
      inquiryId: receipt.id,
      situationType: 'proposal',
      name: 'Prairie Bakery',
      email: 'owner@prairiebakery.ca',
      phone: '+17805550142',
      preferredTime: 'soon',
      status: 'pending',
      createdAt: receipt.createdAt,
      details,
    });

    const message = await t.published('leads.inquiry.received.v1', 'inquiryId', receipt.id);
    expect(message?.subject).toBe(`${t.namespace}.leads.inquiry.received.v1`);
    expect(message?.msgId).toBe(event?.id);
    expect(message?.envelope.data).toEqual(event?.envelope.data);
  });

  it('takes the e-mail as its name when the business name is left empty, and keeps empty strings for what was left out', async () => {
    const response = await submit({
      timeline: 'planning',
      goals: '  More calls  ',
      email: 'someone@shop.ca',
      phone: ' 780 555 0100 ',
      businessName: '   ',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.sql('SELECT name, email, phone, preferred_time, details FROM solution_inquiries');
    expect(row).toEqual({
      name: 'someone@shop.ca',
      email: 'someone@shop.ca',
      phone: '+17805550100',
      preferredTime: 'planning',
      details: {
        businessName: '',
        industry: '',
        teamSize: '',
        existingTech: '',
        projectScope: '',
        timeline: 'planning',
        budget: '',
        goals: 'More calls',
        challenges: '',
      },
    });
    const [event] = await t.outboxFor('inquiryId', response.json().id);
    expect(event?.envelope.data).toMatchObject({ name: 'someone@shop.ca', details: { businessName: '', goals: 'More calls' } });
  });

  it('trims what was typed around the text', async () => {
    const response = await submit({ ...proposal, businessName: '  Prairie Bakery \t', budget: ' $500 ', industry: '' });
    expect(response.statusCode).toBe(201);
    const [row] = await t.sql<{ name: string; details: Record<string, string> }>('SELECT name, details FROM solution_inquiries');
    expect(row?.name).toBe('Prairie Bakery');
    expect(row?.details).toMatchObject({ businessName: 'Prairie Bakery', budget: '$500', industry: '' });
  });

  it('is not an event for other inquiries to carry details: a wizard request has none', async () => {
    const response = await t.post('/inquiries/strategy-call', {
      situationType: 'poor-roi',
      name: 'Ada',
      email: 'ada@example.com',
      phone: '780-555-0199',
      preferredTime: 'morning',
    });
    const [event] = await t.outboxFor('inquiryId', response.json().id);
    expect(event?.envelope.data).not.toHaveProperty('details');
    const [row] = await t.sql('SELECT details FROM solution_inquiries');
    expect(row).toEqual({ details: null });
  });

  const without = (field: keyof typeof proposal) => {
    const { [field]: _left, ...rest } = proposal;
    return rest;
  };
  const bad: Array<[string, unknown]> = [
    ['no timeline', without('timeline')],
    ['no goals', without('goals')],
    ['no e-mail', without('email')],
    ['no phone', without('phone')],
    ['blank goals', { ...proposal, goals: ' \n\t ' }],
    ['empty goals', { ...proposal, goals: '' }],
    ['an unknown timeline', { ...proposal, timeline: 'tomorrow' }],
    ['an unknown industry', { ...proposal, industry: 'mining' }],
    ['an industry in capitals', { ...proposal, industry: 'Retail' }],
    ['a NUL byte in the business name', { ...proposal, businessName: 'Prairie\u0000Bakery' }],
    ['a NUL byte in the project scope', { ...proposal, projectScope: 'shop\u0000' }],
    ['CR/LF in the e-mail', { ...proposal, email: 'owner@prairiebakery.ca\r\nBcc: all@example.com' }],
    ['an e-mail without a domain', { ...proposal, email: 'owner@' }],
    ['a phone without a digit', { ...proposal, phone: '---' }],
    ['a phone with letters', { ...proposal, phone: '780-CALL-NOW' }],
    ['an over-long business name', { ...proposal, businessName: 'B'.repeat(161) }],
    ['an over-long team size', { ...proposal, teamSize: '9'.repeat(161) }],
    ['an over-long budget', { ...proposal, budget: '$'.repeat(161) }],
    ['over-long existing technology', { ...proposal, existingTech: 'x'.repeat(4001) }],
    ['an over-long project scope', { ...proposal, projectScope: 'x'.repeat(4001) }],
    ['over-long goals', { ...proposal, goals: 'x'.repeat(4001) }],
    ['over-long challenges', { ...proposal, challenges: 'x'.repeat(4001) }],
    ['an over-long phone', { ...proposal, phone: '1'.repeat(41) }],
    ['an over-long e-mail', { ...proposal, email: `${'a'.repeat(250)}@example.com` }],
    ['a wrong-typed field', { ...proposal, teamSize: 4 }],
    ['an unknown field', { ...proposal, website: 'https://prairiebakery.ca' }],
    ['a mass-assigned name', { ...proposal, name: 'Someone else' }],
    ['a mass-assigned status', { ...proposal, status: 'completed' }],
    ['a mass-assigned situation', { ...proposal, situationType: 'declining-sales' }],
    ['an array body', [proposal]],
    ['a null body', null],
  ];
  it.each(bad)('refuses %s with a 400 in the error shape, storing nothing and publishing nothing', async (_label, body) => {
    const outbox = await t.outboxCount();
    expectError(await submit(body), 400, badInput);
    expect(await t.rowCount()).toBe(0);
    expect(await t.outboxCount()).toBe(outbox);
  });

  it('names the offending fields', async () => {
    const response = await submit({ ...proposal, timeline: 'later', industry: 'mining', extra: 1 });
    const paths = response.json<{ details: { path: string }[] }>().details.map((detail) => detail.path);
    expect(paths).toEqual(expect.arrayContaining(['body/timeline', 'body/extra']));
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await submit({ ...proposal, projectScope: 'x'.repeat(70 * 1024) });
    expectError(response, 413, /^PAYLOAD_TOO_LARGE$/);
    expect(await t.rowCount()).toBe(0);
  });
});

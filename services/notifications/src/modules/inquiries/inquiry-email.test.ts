import { describe, expect, it } from 'vitest';
import { confirmsToSender, inquiryTeamEmail, proposalConfirmationEmail } from './inquiry-email.js';

/** The team's inbox gets times in the agency's zone, named. */
const zone = 'America/Edmonton';

const inquiry = {
  inquiryId: '5d3c1a44-8f0e-4a55-9d7a-0a6f1c3e2b10',
  situationType: 'missing-targets',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '780-555-0199',
  preferredTime: 'evening',
  status: 'pending' as const,
  createdAt: '2025-11-20T23:30:00.000Z',
};

const proposal = {
  ...inquiry,
  situationType: 'proposal',
  name: 'Prairie Bakery',
  preferredTime: 'soon',
  details: {
    businessName: 'Prairie Bakery',
    industry: 'retail',
    teamSize: '6-10',
    existingTech: '',
    projectScope: 'A website with online orders\r\nand a loyalty programme',
    timeline: 'soon',
    budget: '$5,000-$10,000',
    goals: 'Sell online before the holidays',
    challenges: '',
  },
};

describe('the team e-mail about an inquiry', () => {
  it('names the request and its situation, lists the details and the reply deadline', () => {
    const mail = inquiryTeamEmail(inquiry, zone);
    expect(mail.subject).toBe('New strategy call request: Missing Targets');
    expect(mail.replyTo).toBe('grace@example.com');
    expect(mail.text).toContain('Name:           Grace Hopper');
    expect(mail.text).toContain('Phone:          780-555-0199');
    expect(mail.text).toContain('Preferred time: evening (5PM-8PM)');
    expect(mail.text).toContain('Submitted:      Thursday 20 November 2025, 4:30 PM MST (America/Edmonton)');
    expect(mail.text).toContain(
      'within 24 hours, so please get back to them by Friday 21 November 2025, 4:30 PM MST (America/Edmonton)',
    );
    expect(mail.text).not.toContain('The proposal:');
  });

  it('knows stage inquiries and proposals, and shows a time it does not know as given', () => {
    expect(inquiryTeamEmail({ ...inquiry, situationType: 'business-stage-5', phone: '' }, zone)).toMatchObject({
      subject: 'New business stage inquiry: Business Stage 5',
      text: expect.stringContaining('Phone:          not given'),
    });
    const mail = inquiryTeamEmail({ ...inquiry, situationType: 'proposal', preferredTime: 'flexible' }, zone);
    expect(mail.subject).toBe('New proposal request');
    expect(mail.text).toContain('Preferred time: flexible');
  });

  it("lists every field of a proposal, 'not given' for the empty ones", () => {
    const { text } = inquiryTeamEmail(proposal, zone);
    const lines = text.split('\n');
    const from = lines.indexOf('The proposal:');
    expect(lines.slice(from, from + 14)).toEqual([
      'The proposal:',
      'Business name:       Prairie Bakery',
      'Industry:            Retail',
      'Team size:           6-10',
      'Existing technology: not given',
      'Project scope:',
      '  A website with online orders',
      '  and a loyalty programme',
      'Timeline:            Soon',
      'Budget:              $5,000-$10,000',
      'Goals:',
      '  Sell online before the holidays',
      'Challenges: not given',
      '',
    ]);
    expect(text).toContain(
      'within 24 hours, so please get back to them by Friday 21 November 2025, 4:30 PM MST (America/Edmonton)',
    );
  });

  it('lists a proposal that came without details as not given', () => {
    const { text } = inquiryTeamEmail({ ...proposal, details: null }, zone);
    expect(text).toContain('Business name:       not given');
    expect(text).toContain('Goals: not given');
  });

  it('never lets a line break reach a header, nor a second address into Reply-To', () => {
    const mail = inquiryTeamEmail({ ...inquiry, situationType: 'poor-roi\nX-Evil: 1', email: 'g@example.com\r\n' }, zone);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.replyTo).toBe('g@example.com');
    expect(inquiryTeamEmail({ ...inquiry, email: 'g@example.com\r\nBcc: x@y.z' }, zone).replyTo).toBeNull();
    expect(inquiryTeamEmail({ ...inquiry, email: 'g@example.com, x@y.z' }, zone).replyTo).toBeNull();
  });

  it('keeps a typed line break from forging a line of its own', () => {
    const { text } = inquiryTeamEmail({ ...inquiry, name: 'Grace\nSubmitted: never' }, zone);
    expect(text).toContain('Name:           Grace Submitted: never');
    expect(text.split('\n').filter((line) => line.startsWith('Submitted:'))).toHaveLength(1);
  });
});

describe('the confirmation to a proposal’s sender', () => {
  it('goes to proposals only', () => {
    expect(confirmsToSender(proposal)).toBe(true);
    expect(confirmsToSender(inquiry)).toBe(false);
    expect(confirmsToSender({ ...inquiry, situationType: 'business-stage-2' })).toBe(false);
  });

  it('thanks them, promises an answer within 24 hours and repeats what they sent', () => {
    const mail = proposalConfirmationEmail(proposal);
    expect(mail.subject).toBe('We received your proposal request');
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).toContain('Thank you for asking Maple Builders for a proposal.');
    expect(mail.text).toContain('our team will get back to you within 24 hours.');
    expect(mail.text).toContain('Business name:       Prairie Bakery');
    expect(mail.text).toContain('Project scope:\n  A website with online orders\n  and a loyalty programme');
    expect(mail.text).toContain('Timeline:            Soon');
    expect(mail.text).toContain('E-mail:              grace@example.com');
    expect(mail.text).toContain('Phone:               780-555-0199');
    expect(mail.text).toContain('Challenges: not given');
    expect(mail.text).not.toContain('48 hours');
  });
});

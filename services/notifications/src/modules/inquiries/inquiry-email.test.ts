import { describe, expect, it } from 'vitest';
import { inquiryTeamEmail, singleLine } from './inquiry-email.js';

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

describe('the team e-mail about an inquiry', () => {
  it('names the request and its situation, lists the details and the reply deadline', () => {
    const mail = inquiryTeamEmail(inquiry);
    expect(mail.subject).toBe('New strategy call request: Missing Targets');
    expect(mail.replyTo).toBe('grace@example.com');
    expect(mail.text).toContain('Name:           Grace Hopper');
    expect(mail.text).toContain('Phone:          780-555-0199');
    expect(mail.text).toContain('Preferred time: evening (5PM-8PM)');
    expect(mail.text).toContain('Submitted:      2025-11-20 23:30 UTC');
    expect(mail.text).toContain('within 24 hours, so please get back to them by 2025-11-21 23:30 UTC');
  });

  it('knows stage inquiries and proposals, and shows a time it does not know as given', () => {
    expect(inquiryTeamEmail({ ...inquiry, situationType: 'business-stage-5', phone: '' })).toMatchObject({
      subject: 'New business stage inquiry: Business Stage 5',
      text: expect.stringContaining('Phone:          not given'),
    });
    const proposal = inquiryTeamEmail({ ...inquiry, situationType: 'proposal', preferredTime: 'flexible' });
    expect(proposal.subject).toBe('New proposal request');
    expect(proposal.text).toContain('Preferred time: flexible');
  });

  it('never lets a line break reach a header', () => {
    expect(singleLine('a\r\nBcc: x@y.z\u0000')).toBe('a Bcc: x@y.z');
    const mail = inquiryTeamEmail({ ...inquiry, situationType: 'poor-roi\nX-Evil: 1', email: 'g@example.com\r\n' });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.replyTo).toBe('g@example.com');
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { healthOf } from '@agency/kit/testing';
import { inquiryEvent, mailFrom, notificationsTestService, teamEmail } from './support.js';

const t = await notificationsTestService();
const { mail, publish, deliveriesFor } = t;

describe('the team e-mail for a new inquiry', () => {
  it('records one delivery and sends one e-mail to the team, with the visitor as Reply-To', async () => {
    const event = inquiryEvent();
    await publish(event);
    const sent = await mail.waitFor(event.id);

    expect(sent.to).toEqual([teamEmail]);
    expect(sent.headers.from).toBe(mailFrom);
    expect(sent.subject).toBe('New strategy call request: Declining Sales');
    expect(sent.replyTo).toBe(event.data.email);
    expect(sent.text).toContain('Name:           Ada Lovelace');
    expect(sent.text).toContain(`E-mail:         ${event.data.email}`);
    expect(sent.text).toContain('Phone:          780-555-0101');
    expect(sent.text).toContain('Preferred time: afternoon (12PM-5PM)');
    expect(sent.text).toContain('Submitted:      2025-11-20 18:04 UTC');
    expect(sent.text).toContain('within 24 hours');
    expect(sent.html).toBeUndefined();

    await vi.waitFor(async () => expect((await deliveriesFor(event.id))[0]?.status).toBe('sent'));
    const [row] = await deliveriesFor(event.id);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      last_error: null,
      to_address: teamEmail,
      message_id: sent.messageId,
    });
    expect(row?.sent_at).toEqual(expect.any(String));
  });

  it('titles a business-stage inquiry by its stage and says when no phone was given', async () => {
    const email = `owner.${randomUUID().slice(0, 8)}@shop.ca`;
    const event = inquiryEvent({ situationType: 'business-stage-3', name: email, email, phone: '', preferredTime: 'any' });
    await publish(event);
    const sent = await mail.waitFor(event.id);
    expect(sent.subject).toBe('New business stage inquiry: Business Stage 3');
    expect(sent.text).toContain('Phone:          not given');
    expect(sent.text).toContain('Preferred time: any');
    expect(sent.replyTo).toBe(email);
  });

  it('keeps CR/LF a visitor smuggled into the data out of the headers', async () => {
    const event = inquiryEvent({ situationType: 'poor-roi\r\nBcc: victim@example.com' });
    await publish(event);
    const sent = await mail.waitFor(event.id);
    expect(sent.subject).toBe('New strategy call request: Poor Roi Bcc: victim@example.com');
    expect(sent.to).toEqual([teamEmail]);
    expect(sent.headers.bcc).toBeUndefined();
  });
});

describe('health', () => {
  it('is live and ready with the database and NATS', async () => {
    expect(await healthOf(t.app)).toEqual({
      live: { status: 'ok' },
      ready: { status: 'ok', checks: { database: 'ok', nats: 'ok' } },
    });
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { healthOf } from '@agency/kit/testing';
import { inquiryEvent, mailFrom, notificationsTestService, proposalEvent, teamEmail, eventually } from './support.js';

const t = await notificationsTestService();
const { mail, publish, deliveriesFor, consumerCaughtUp } = t;

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
    expect(sent.text).toContain('Submitted:      Thursday 20 November 2025, 11:04 AM MST (America/Edmonton)');
    expect(sent.text).toContain('within 24 hours');
    expect(sent.html).toBeUndefined();

    await eventually(async () => expect((await deliveriesFor(event.id))[0]?.status).toBe('sent'));
    const [row] = await deliveriesFor(event.id);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      toAddress: teamEmail,
      messageId: sent.messageId,
    });
    expect(row?.sentAt).toEqual(expect.any(String));
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

describe('the e-mails for a proposal request', () => {
  it('sends the team every detail and the sender a confirmation promising an answer within 24 hours', async () => {
    const event = proposalEvent();
    const sender = event.data.email;
    await publish(event);
    const [team, confirmation] = await Promise.all([
      mail.waitFor(event.id, 'inquiry.team'),
      mail.waitFor(event.id, 'inquiry.confirmation'),
    ]);

    expect(team.to).toEqual([teamEmail]);
    expect(team.replyTo).toBe(sender);
    expect(team.subject).toBe('New proposal request');
    for (const line of [
      'Name:           Prairie Bakery',
      `E-mail:         ${sender}`,
      'Preferred time: soon',
      'Business name:       Prairie Bakery',
      'Industry:            Retail',
      'Team size:           6-10',
      'Existing technology:\n  A Square till and a Facebook page',
      'Project scope:\n  A website with online orders\n  and a loyalty programme',
      'Timeline:            Soon',
      'Budget:              $5,000-$10,000',
      'Goals:\n  Sell online before the holidays',
      'Challenges: not given',
      'within 24 hours, so please get back to them by Friday 21 November 2025, 11:04 AM MST (America/Edmonton).',
    ]) {
      expect(team.text).toContain(line);
    }

    expect(confirmation.to).toEqual([sender]);
    expect(confirmation.headers.from).toBe(mailFrom);
    expect(confirmation.replyTo).toBe(teamEmail);
    expect(confirmation.subject).toBe('We received your proposal request');
    expect(confirmation.text).toContain('our team will get back to you within 24 hours.');
    expect(confirmation.text).toContain('Business name:       Prairie Bakery');
    expect(confirmation.text).toContain('Goals:\n  Sell online before the holidays');
    expect(confirmation.html).toBeUndefined();

    await eventually(async () => expect((await deliveriesFor(event.id)).map((row) => row.status)).toEqual(['sent', 'sent']));
    expect((await deliveriesFor(event.id)).map((row) => row.kind)).toEqual(['inquiry.confirmation', 'inquiry.team']);
  });

  it('adds nothing when the same proposal is delivered again', async () => {
    const event = proposalEvent();
    await publish(event);
    await mail.waitFor(event.id, 'inquiry.confirmation');
    await publish(event);
    await consumerCaughtUp();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await deliveriesFor(event.id)).toHaveLength(2);
    expect(mail.allFor(event.id)).toHaveLength(2);
  });

  it('sends strategy calls and stage inquiries no confirmation', async () => {
    const wizard = inquiryEvent();
    const stage = inquiryEvent({ situationType: 'business-stage-4', phone: '', preferredTime: 'any' });
    await publish(wizard);
    await publish(stage);
    await mail.waitFor(wizard.id);
    await mail.waitFor(stage.id);
    await consumerCaughtUp();
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const event of [wizard, stage]) {
      expect((await deliveriesFor(event.id)).map((row) => row.kind)).toEqual(['inquiry.team']);
      expect(mail.allFor(event.id)).toHaveLength(1);
    }
    expect(mail.catcher.messages().filter((m) => m.to.includes(wizard.data.email))).toEqual([]);
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

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { applicationEvent, mailFrom, notificationsTestService, teamEmail, eventually } from './support.js';

const t = await notificationsTestService();
const { mail, publish, expectRedeliveryAddsNothing, deliveriesFor, consumerCaughtUp } = t;

describe('the e-mails for a volunteer application', () => {
  it('sends the team the whole application and the applicant a confirmation, each once', async () => {
    const event = applicationEvent();
    const applicant = event.data.email;
    await publish(event);
    const [team, confirmation] = await Promise.all([
      mail.waitFor(event.id, 'application.team'),
      mail.waitFor(event.id, 'application.confirmation'),
    ]);

    expect(team.to).toEqual([teamEmail]);
    expect(team.headers.from).toBe(mailFrom);
    expect(team.replyTo).toBe(applicant);
    expect(team.subject).toBe('New volunteer application: Mary Jackson');
    for (const line of [
      'Name:         Mary Jackson',
      `E-mail:       ${applicant}`,
      'Phone:        780-555-0177',
      'University:   University of Alberta',
      'Program:      Computing Science',
      'Year:         Third Year',
      'Availability: Fall (September-December)',
      'Interests:    Web Development, Graphic Design',
      'Submitted:    Thursday 20 November 2025, 11:04 AM MST (America/Edmonton)',
      'Experience:\n  Ran the robotics club website.\n  Tutored first-year students.',
      'Motivation:\n  I want to help local businesses grow.',
      'within 48 hours, so please get back to them by Saturday 22 November 2025, 11:04 AM MST (America/Edmonton).',
      `Application ${event.data.applicationId}`,
    ]) {
      expect(team.text).toContain(line);
    }
    expect(team.html).toBeUndefined();

    expect(confirmation.to).toEqual([applicant]);
    expect(confirmation.headers.from).toBe(mailFrom);
    expect(confirmation.replyTo).toBe(teamEmail);
    expect(confirmation.subject).toBe('We received your volunteer application');
    expect(confirmation.text).toMatch(/^Hello Mary Jackson,\n/);
    expect(confirmation.text).toContain('our team will get back to you within 48 hours.');
    expect(confirmation.text).toContain('Year:         Third Year');
    expect(confirmation.text).toContain('Motivation:\n  I want to help local businesses grow.');
    expect(confirmation.html).toBeUndefined();
    expect(confirmation.messageId).not.toBe(team.messageId);

    await eventually(async () => expect((await deliveriesFor(event.id)).map((row) => row.status)).toEqual(['sent', 'sent']));
    expect(await deliveriesFor(event.id)).toMatchObject([
      { kind: 'application.confirmation', toAddress: applicant, replyTo: teamEmail, recipientKey: applicant },
      { kind: 'application.team', toAddress: teamEmail, replyTo: applicant, recipientKey: null },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.allFor(event.id)).toHaveLength(2);
  });

  it("says 'none chosen' when the applicant picked no interest", async () => {
    const event = applicationEvent({ interests: [], year: '5+', availability: 'winter' });
    await publish(event);
    const team = await mail.waitFor(event.id, 'application.team');
    expect(team.text).toContain('Interests:    none chosen');
    expect(team.text).toContain('Year:         Fifth Year or Above');
    expect(team.text).toContain('Availability: Winter (January-April)');
    expect((await mail.waitFor(event.id, 'application.confirmation')).text).toContain('Interests:    none chosen');
  });

  it('adds nothing when the same event is delivered again', async () => {
    const event = applicationEvent();
    await publish(event);
    await mail.waitFor(event.id, 'application.confirmation');
    await expectRedeliveryAddsNothing(event, 'notifications--application-email', 2);
  });

  it('keeps CR/LF and very long text the applicant typed out of the headers', async () => {
    const event = applicationEvent({ name: `Mary\r\nBcc: victim@example.com\r\n${'A'.repeat(3000)}` });
    await publish(event);
    const [team, confirmation] = await Promise.all([
      mail.waitFor(event.id, 'application.team'),
      mail.waitFor(event.id, 'application.confirmation'),
    ]);
    for (const sent of [team, confirmation]) {
      expect(sent.headers.bcc).toBeUndefined();
      expect(sent.subject.length).toBeLessThanOrEqual(120);
      expect(Object.values(sent.headers).join('\n')).not.toContain(
        'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      );
    }
    expect(team.to).toEqual([teamEmail]);
    expect(team.subject).toMatch(/^New volunteer application: Mary Bcc: victim@example\.com A+…$/);
    expect(team.text).toContain(`Name:         Mary Bcc: victim@example.com ${'A'.repeat(3000)}`);
    expect(confirmation.to).toEqual([event.data.email]);
    expect(confirmation.subject).toBe('We received your volunteer application');
  });

  it('sends no confirmation to an address that is not one address, and says why in the delivery log', async () => {
    const victim = `victim.${randomUUID().slice(0, 8)}@example.com`;
    const event = applicationEvent({ email: `mary@ualberta.ca\r\nBcc: ${victim}` });
    await publish(event);
    const team = await mail.waitFor(event.id, 'application.team');
    expect(team.to).toEqual([teamEmail]);
    expect(team.replyTo).toBeUndefined();
    expect(team.headers.bcc).toBeUndefined();

    await consumerCaughtUp();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await deliveriesFor(event.id)).toMatchObject([
      { kind: 'application.confirmation', status: 'suppressed', lastError: 'not one e-mail address', attempts: 0 },
      { kind: 'application.team', status: 'sent' },
    ]);
    expect(mail.catcher.messages().filter((m) => m.to.includes(victim) || m.to.includes('mary@ualberta.ca'))).toEqual([]);
  });

  it('dead-letters an application that fails its schema and handles the next one', async () => {
    const bad = applicationEvent({ interests: 'Web Development' });
    await publish(bad);
    const good = applicationEvent();
    await publish(good);
    await mail.waitFor(good.id, 'application.team');
    await consumerCaughtUp();
    expect(await deliveriesFor(bad.id)).toHaveLength(0);
    const letters = await t.sql('SELECT 1 FROM dead_letters WHERE event_id = :eventId', { eventId: bad.id });
    expect(letters).toHaveLength(1);
  });
});

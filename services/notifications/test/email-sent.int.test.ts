import { describe, expect, it } from 'vitest';
import type { Envelope } from '@agency/contracts';
import type { EmailSent } from '@agency/contracts/events/notifications';
import { applicationEvent, inquiryEvent, notificationsTestService, teamEmail, eventually } from './support.js';

// Two attempts, so a delivery SMTP keeps refusing is marked failed within a few seconds.
const t = await notificationsTestService({ MAIL_MAX_ATTEMPTS: '2' });
const { mail, publish, deliveriesFor, sentEvents, sentEventsOf } = t;

describe('notifications.email.sent.v1 on the NOTIFICATIONS stream', () => {
  it('comes once for every sent delivery, the team’s and the sender’s, with no reference where none was given', async () => {
    const event = applicationEvent();
    await publish(event);
    await eventually(async () => expect((await deliveriesFor(event.id)).map((row) => row.status)).toEqual(['sent', 'sent']));
    const [confirmation, team] = await deliveriesFor(event.id);

    await eventually(async () => {
      expect(await sentEventsOf(confirmation!.id)).toHaveLength(1);
      expect(await sentEventsOf(team!.id)).toHaveLength(1);
    });
    const [toApplicant] = await sentEventsOf(confirmation!.id);
    const [toTeam] = await sentEventsOf(team!.id);
    expect(toApplicant!.data).toEqual({
      deliveryId: confirmation!.id,
      kind: 'application.confirmation',
      reference: null,
      to: event.data.email,
      sentAt: new Date(confirmation!.sentAt!).toISOString(),
    });
    expect(toTeam!.data).toMatchObject({ deliveryId: team!.id, kind: 'application.team', reference: null, to: teamEmail });
    expect(toApplicant!.id).not.toBe(toTeam!.id);

    // Nothing else arrives for them later.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const all = await sentEvents();
    expect(all.filter((e) => e.data.deliveryId === confirmation!.id || e.data.deliveryId === team!.id)).toHaveLength(2);
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
  });

  it('is recorded as the system’s doing, whoever caused the event that asked for the e-mail', async () => {
    const event = { ...inquiryEvent(), actor: { kind: 'visitor' } };
    await publish(event);
    await eventually(async () => expect((await deliveriesFor(event.id)).map((row) => row.status)).toEqual(['sent']), {
      timeout: 10_000,
      interval: 100,
    });
    const [delivery] = await deliveriesFor(event.id);
    const [recorded] = await eventually(async () => {
      const rows = await t.sql<{ envelope: Envelope<EmailSent> }>(
        "SELECT envelope FROM outbox_events WHERE envelope->'data'->>'deliveryId' = :deliveryId",
        { deliveryId: delivery!.id },
      );
      expect(rows).toHaveLength(1);
      return rows;
    });
    expect(recorded!.envelope).toMatchObject({ causationId: event.id, actor: { kind: 'system' } });
  });

  it('never comes for a delivery SMTP kept refusing until it was marked failed, nor once SMTP is back', async () => {
    await mail.stop();
    const event = inquiryEvent();
    await publish(event);
    await eventually(async () => expect((await deliveriesFor(event.id))[0]).toMatchObject({ status: 'failed', attempts: 2 }), {
      timeout: 15_000,
      interval: 100,
    });
    const [failed] = await deliveriesFor(event.id);
    await mail.restart();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mail.allFor(event.id)).toEqual([]);
    expect(await sentEventsOf(failed!.id)).toEqual([]);
    expect(failed!.sentAt).toBeNull();

    // The stream is still carrying what does get sent.
    const next = inquiryEvent();
    await publish(next);
    await mail.waitFor(next.id);
    const [sent] = await deliveriesFor(next.id);
    await eventually(async () => expect(await sentEventsOf(sent!.id)).toHaveLength(1));
  });
});

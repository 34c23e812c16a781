import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { recordCappedEmail } from '../src/modules/deliveries/deliveries.service.js';
import type { DeliveryKind } from '../src/modules/deliveries/email-delivery.entity.js';
import {
  applicationEvent,
  invitationEvent,
  notificationsTestService,
  passwordResetEvent,
  proposalEvent,
  teamEmail,
  eventually,
} from './support.js';

// The default cap: 3 confirmations per address and rolling hour.
const t = await notificationsTestService();
const { mail, publish, consumerCaughtUp, sentEventsOf } = t;
const cap = 3;

const freshAddress = () => `flooded.${randomUUID().slice(0, 8)}@example.com`;

interface CappedRow {
  id: string;
  eventId: string;
  kind: DeliveryKind;
  status: string;
  lastError: string | null;
}

const confirmationsTo = (key: string) =>
  t.sql<CappedRow>(
    `SELECT id, event_id, kind, status, last_error FROM email_deliveries WHERE recipient_key = :key ORDER BY created_at, id`,
    { key },
  );

/**
 * Waits until every event has been handled and the worker has sent what it will send; each event
 * records `rowsPerEvent` deliveries (the team's e-mail and a confirmation, unless told).
 */
async function settled(eventIds: string[], rowsPerEvent = 2): Promise<void> {
  await consumerCaughtUp();
  await eventually(
    async () => {
      const [row] = await t.sql<{ unsent: number; recorded: number }>(
        `SELECT count(*) FILTER (WHERE status IN ('pending', 'sending'))::int AS unsent, count(*)::int AS recorded
         FROM email_deliveries WHERE event_id = ANY (:eventIds::uuid[])`,
        { eventIds },
      );
      expect(row).toMatchObject({ unsent: 0 });
      expect(row!.recorded).toBeGreaterThanOrEqual(eventIds.length * rowsPerEvent);
    },
    { timeout: 15_000, interval: 100 },
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
}

describe('the hourly cap on confirmations to one address', () => {
  it(`sends ${cap} confirmations for ${cap + 1} applications from one address, and the team every application`, async () => {
    const address = freshAddress();
    const events = Array.from({ length: cap + 1 }, () => applicationEvent({ email: address }));
    for (const event of events) {
      await publish(event);
      await eventually(async () =>
        expect(await t.sql('SELECT 1 FROM inbox_events WHERE event_id = :eventId', { eventId: event.id })).toHaveLength(1),
      );
    }
    await settled(events.map((event) => event.id));

    const sent = mail.catcher.messages();
    expect(sent.filter((m) => m.to.includes(address))).toHaveLength(cap);
    expect(sent.filter((m) => m.to.includes(teamEmail) && m.replyTo === address)).toHaveLength(cap + 1);
    for (const event of events.slice(0, cap)) expect(mail.for(event.id, 'application.confirmation')).toHaveLength(1);
    const last = events[cap]!;
    expect(mail.for(last.id, 'application.confirmation')).toHaveLength(0);
    expect(mail.for(last.id, 'application.team')).toHaveLength(1);

    const rows = await confirmationsTo(address);
    expect(rows.map((row) => row.status)).toEqual([...Array(cap).fill('sent'), 'suppressed']);
    expect(rows[cap]).toMatchObject({
      eventId: last.id,
      lastError: `over the cap of ${cap} e-mails per address and hour`,
    });
  });

  it('counts applications and proposals together, whatever the case or +tag of the address', async () => {
    const local = `flooded.${randomUUID().slice(0, 8)}`;
    const events = [
      applicationEvent({ email: `${local}@example.com` }),
      proposalEvent({ email: `${local.toUpperCase()}@Example.com` }),
      applicationEvent({ email: `${local}+again@example.com` }),
      proposalEvent({ email: `${local}+more@EXAMPLE.COM` }),
      applicationEvent({ email: `${local}@example.com` }),
    ];
    for (const event of events) await publish(event);
    await settled(events.map((event) => event.id));

    const rows = await confirmationsTo(`${local}@example.com`);
    expect(rows).toHaveLength(events.length);
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(cap);
    expect(rows.filter((row) => row.status === 'suppressed')).toHaveLength(events.length - cap);
    const confirmations = mail.catcher.messages().filter((m) => m.to.some((to) => to.toLowerCase().startsWith(local)));
    expect(confirmations).toHaveLength(cap);
    for (const event of events) expect(mail.allFor(event.id).filter((m) => m.to.includes(teamEmail))).toHaveLength(1);
  });

  it('leaves other addresses alone', async () => {
    const flooded = freshAddress();
    const floods = Array.from({ length: cap + 1 }, () => applicationEvent({ email: flooded }));
    for (const event of floods) await publish(event);
    const other = applicationEvent();
    await publish(other);
    await settled([...floods, other].map((event) => event.id));
    expect(mail.for(other.id, 'application.confirmation')).toHaveLength(1);
    expect(mail.catcher.messages().filter((m) => m.to.includes(flooded))).toHaveLength(cap);
  });

  it('counts a rolling hour: confirmations older than an hour no longer count', async () => {
    const address = freshAddress();
    const insertConfirmations = (age: string) =>
      t.sql(
        `INSERT INTO email_deliveries (id, event_id, kind, to_address, subject, text_body, status, attempts, message_id, recipient_key, created_at, sent_at)
         SELECT gen_random_uuid(), gen_random_uuid(), 'application.confirmation', :address, 'Earlier', 'body', 'sent', 1, 'earlier', :address, now() - :age::interval, now()
         FROM generate_series(1, :cap)`,
        { address, age, cap },
      );

    await insertConfirmations('61 minutes');
    const afterAnHour = applicationEvent({ email: address });
    await publish(afterAnHour);
    await mail.waitFor(afterAnHour.id, 'application.confirmation');

    await t.sql(`DELETE FROM email_deliveries WHERE recipient_key = :address`, { address });
    await insertConfirmations('59 minutes');
    const withinTheHour = applicationEvent({ email: address });
    await publish(withinTheHour);
    await settled([withinTheHour.id]);
    expect(mail.for(withinTheHour.id, 'application.confirmation')).toHaveLength(0);
    expect((await confirmationsTo(address)).filter((row) => row.status === 'suppressed')).toHaveLength(1);
  });

  it('holds when many events for one address are handled at the same time', async () => {
    const address = freshAddress();
    const { orm } = t.service.context;
    const attempts = 8;
    const statuses = await Promise.all(
      Array.from({ length: attempts }, () =>
        orm.em.fork().transactional((em) =>
          recordCappedEmail(em, {
            eventId: randomUUID(),
            kind: 'application.confirmation',
            to: address,
            replyTo: teamEmail,
            mail: { subject: 'We received your volunteer application', text: 'Thank you.' },
            capPerHour: cap,
            log: t.app.log,
          }),
        ),
      ),
    );
    expect(statuses.filter((status) => status === 'pending')).toHaveLength(cap);
    expect(statuses.filter((status) => status === 'suppressed')).toHaveLength(attempts - cap);
    await eventually(() => expect(mail.catcher.messages().filter((m) => m.to.includes(address))).toHaveLength(cap));
  });

  it('holds across two replicas handling one address’s events at once', async () => {
    const replica = await t.another();
    try {
      const address = freshAddress();
      const events = [
        ...Array.from({ length: 4 }, () => applicationEvent({ email: address })),
        ...Array.from({ length: 4 }, () => proposalEvent({ email: address })),
      ];
      await Promise.all(events.map((event) => publish(event)));
      await settled(events.map((event) => event.id));
      expect(mail.catcher.messages().filter((m) => m.to.includes(address))).toHaveLength(cap);
      expect(mail.catcher.messages().filter((m) => m.to.includes(teamEmail) && m.replyTo === address)).toHaveLength(
        events.length,
      );
      expect((await confirmationsTo(address)).filter((row) => row.status === 'suppressed')).toHaveLength(events.length - cap);
    } finally {
      await replica.app.close();
    }
  });
});

describe('the hourly cap on invitations and password resets', () => {
  it(`sends ${cap} of each to one address in an hour, each kind on its own budget, reports only those sent, and keeps the rest`, async () => {
    const address = freshAddress();
    const events = [
      invitationEvent({ email: address }),
      passwordResetEvent({ email: address.toUpperCase() }),
      ...Array.from({ length: cap }, () => invitationEvent({ email: address })),
      ...Array.from({ length: cap }, () => passwordResetEvent({ email: address })),
    ];
    for (const event of events) {
      await publish(event);
      await eventually(async () =>
        expect(await t.sql('SELECT 1 FROM inbox_events WHERE event_id = :eventId', { eventId: event.id })).toHaveLength(1),
      );
    }
    await settled(
      events.map((event) => event.id),
      1,
    );

    expect(mail.catcher.messages().filter((m) => m.to.some((to) => to.toLowerCase() === address))).toHaveLength(2 * cap);
    const rows = await confirmationsTo(address);
    const statuses = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.status);
    expect(statuses('client.invitation')).toEqual([...Array(cap).fill('sent'), 'suppressed']);
    expect(statuses('password.reset')).toEqual([...Array(cap).fill('sent'), 'suppressed']);
    const suppressed = rows.filter((row) => row.status === 'suppressed');
    for (const row of suppressed) expect(row.lastError).toBe(`over the cap of ${cap} e-mails per address and hour`);
    for (const row of rows) {
      await eventually(async () => expect(await sentEventsOf(row.id)).toHaveLength(row.status === 'sent' ? 1 : 0));
    }
  });

  it('are not held back by the confirmations anyone can set off for an address from a public form', async () => {
    const address = freshAddress();
    const applications = Array.from({ length: cap + 1 }, () => applicationEvent({ email: address }));
    for (const event of applications) await publish(event);
    await settled(applications.map((event) => event.id));
    const invitation = invitationEvent({ email: address });
    const reset = passwordResetEvent({ email: address });
    await publish(invitation);
    await mail.waitFor(invitation.id, 'client.invitation');
    await publish(reset);
    await mail.waitFor(reset.id, 'password.reset');
    await settled([invitation.id, reset.id], 1);

    const rows = await confirmationsTo(address);
    expect(rows.filter((row) => row.kind === 'application.confirmation').map((row) => row.status)).toEqual([
      ...Array(cap).fill('sent'),
      'suppressed',
    ]);
    expect(rows.filter((row) => row.kind !== 'application.confirmation').map((row) => [row.kind, row.status])).toEqual([
      ['client.invitation', 'sent'],
      ['password.reset', 'sent'],
    ]);
    // The team still hears of every application.
    for (const event of applications) expect(mail.for(event.id, 'application.team')).toHaveLength(1);
  });
});

import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { DeliveryWorker } from '../src/modules/deliveries/delivery.worker.js';
import { smtpMailer, type SendMail } from '../src/modules/deliveries/mailer.js';
import { mailFrom, notificationsTestService, eventually } from './support.js';

/**
 * Two workers on one delivery: the first hangs in SMTP until its lease runs out, the second takes the
 * row over, sends it and marks it sent; then the first comes back. The service's own worker is left
 * idle here (no events are published and it polls once in ten minutes), so these two are the only ones.
 */
const t = await notificationsTestService({ MAIL_POLL_MS: '600000' });
const { mail, sentEventsOf } = t;
const { orm, relay } = t.service.context;

const workers: DeliveryWorker[] = [];
afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.stop();
});

function worker(send: SendMail, staleSendingMs: number): DeliveryWorker {
  const started = new DeliveryWorker({
    orm,
    relay,
    log: t.app.log,
    send,
    from: mailFrom,
    pollMs: 600_000,
    staleSendingMs,
    retryMaxMs: 1000,
    maxAttempts: 20,
  });
  workers.push(started);
  return started;
}

/** A send that reports when it was called and finishes (or fails) only when told. */
function hangingSend() {
  let called!: () => void;
  let finish!: (error?: Error) => void;
  const calledOnce = new Promise<void>((resolve) => (called = resolve));
  const finished = new Promise<void>((resolve, reject) => (finish = (error) => (error ? reject(error) : resolve())));
  const send: SendMail = async () => {
    called();
    await finished;
  };
  return { send, calledOnce, finish };
}

async function pendingInvitation() {
  const id = randomUUID();
  const eventId = randomUUID();
  const reference = `access-code:${randomUUID()}`;
  const to = `jane.${randomUUID().slice(0, 8)}@prairiebakery.ca`;
  await t.sql(
    `INSERT INTO email_deliveries (id, event_id, kind, to_address, subject, text_body, status, attempts, message_id, reference)
     VALUES (:id, :eventId, 'client.invitation', :to, 'Your Maple Builders access code', 'body', 'pending', 0, :messageId, :reference)`,
    { id, eventId, to, messageId: `<${eventId}.client.invitation@agency.notifications>`, reference },
  );
  return { id, eventId, reference, to };
}

const rowOf = async (id: string) =>
  (
    await t.sql<{ status: string; attempts: number; lastError: string | null }>(
      'SELECT status, attempts, last_error FROM email_deliveries WHERE id = :id',
      { id },
    )
  )[0]!;

/** The first worker claims the row and hangs; once its lease is over, the second sends the row for real. */
async function takenOver() {
  const delivery = await pendingInvitation();
  const first = hangingSend();
  const slow = worker(first.send, 300);
  slow.start();
  await first.calledOnce;
  await new Promise((resolve) => setTimeout(resolve, 400));
  const mailer = smtpMailer(mail.catcher.smtpUrl);
  worker(mailer.send, 60_000).start();
  await eventually(async () => expect(await rowOf(delivery.id)).toMatchObject({ status: 'sent', attempts: 2 }));
  await eventually(async () => expect(await sentEventsOf(delivery.id)).toHaveLength(1));
  mailer.close();
  return { delivery, slow, finishFirst: first.finish };
}

describe('one email.sent per delivery when a worker’s lease ran out mid-send', () => {
  it('records no second event when the first worker’s send gets through after the row was marked sent', async () => {
    const { delivery, slow, finishFirst } = await takenOver();
    finishFirst();
    await slow.stop();
    await new Promise((resolve) => setTimeout(resolve, 500));

    const events = await sentEventsOf(delivery.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ kind: 'client.invitation', reference: delivery.reference, to: delivery.to });
    expect(await rowOf(delivery.id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(mail.catcher.messages().filter((m) => m.to.includes(delivery.to))).toHaveLength(1);
  });

  it('keeps the row sent when the first worker’s send fails after the row was marked sent', async () => {
    const { delivery, slow, finishFirst } = await takenOver();
    finishFirst(new Error('connection reset'));
    await slow.stop();
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(await rowOf(delivery.id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(await sentEventsOf(delivery.id)).toHaveLength(1);
  });
});

import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  eventually,
  expectCleanShutdown,
  faultTestContext,
  messageIdOf,
  postJson,
  sleep,
  strategyCall,
  recoveryMs,
} from './harness.js';

/**
 * leads dies right after committing an inquiry and its outbox row, before the relay publishes it.
 * Nothing is lost: the event waits in the outbox, and the restarted leads publishes it.
 */

const world = faultTestContext();

it('publishes an inquiry committed just before leads crashed, once leads is back, and mails it exactly once', async () => {
  const [notifications, crashingLeads] = await Promise.all([
    world.start('notifications'),
    world.start('leads', { AGENCY_FAULT: 'outbox:after-commit' }),
  ]);

  const email = `crash.${randomUUID().slice(0, 8)}@example.com`;
  await expect(postJson(`${crashingLeads.url}/inquiries/strategy-call`, strategyCall(email))).rejects.toThrow();
  expect(await crashingLeads.exited).toEqual({ code: null, signal: 'SIGKILL' });

  // The inquiry committed, and so did its event, which nothing has published.
  const inquiries = await world.query<{ id: string }>('leads', 'SELECT id FROM solution_inquiries WHERE email = $1', [email]);
  expect(inquiries).toHaveLength(1);
  const outbox = await world.query<{ id: string; published_at: Date | null }>(
    'leads',
    "SELECT id, published_at FROM outbox_events WHERE envelope->'data'->>'inquiryId' = $1",
    [inquiries[0]!.id],
  );
  expect(outbox).toEqual([{ id: expect.any(String), published_at: null }]);
  const eventId = outbox[0]!.id;
  expect(world.mailCatcher().messages()).toHaveLength(0);

  const leads = await world.start('leads');
  const mail = await world.mailCatcher().waitFor((m) => m.messageId === messageIdOf(eventId), recoveryMs);
  expect(mail.subject).toBe('New strategy call request: Poor Roi');
  expect(mail.replyTo).toBe(email);

  await eventually(async () => {
    const [row] = await world.query<{ published_at: Date | null }>(
      'leads',
      'SELECT published_at FROM outbox_events WHERE id = $1',
      [eventId],
    );
    expect(row?.published_at).not.toBeNull();
  });
  await sleep(2000);
  expect(world.mailsFor(eventId)).toHaveLength(1);
  expect(world.mailCatcher().messages()).toHaveLength(1);
  await expectCleanShutdown(leads, notifications);
});

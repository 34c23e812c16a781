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
 * notifications dies after the SMTP server accepted an e-mail and before the row was marked sent.
 * SMTP has no way to ask "did you get this one?", so the restarted worker sends it again once the
 * row's lease runs out: at-least-once, with the same Message-ID, which lets mail clients (and
 * people) recognise the copy.
 */

const world = faultTestContext();
const staleAfter = { STALE_SENDING_MS: '3000' };

it('sends an e-mail again, under the same Message-ID, when notifications crashed between sending and marking it', async () => {
  const [leads, crashingNotifications] = await Promise.all([
    world.start('leads'),
    world.start('notifications', { AGENCY_FAULT: 'mail:after-send', ...staleAfter }),
  ]);

  const email = `send.${randomUUID().slice(0, 8)}@example.com`;
  expect((await postJson(`${leads.url}/inquiries/strategy-call`, strategyCall(email))).status).toBe(201);
  expect(await crashingNotifications.exited).toEqual({ code: null, signal: 'SIGKILL' });

  expect(world.mailCatcher().messages()).toHaveLength(1);
  const [first] = world.mailCatcher().messages();
  const [row] = await world.query<{ event_id: string; status: string; attempts: number }>(
    'notifications',
    'SELECT event_id, status, attempts FROM email_deliveries WHERE reply_to = $1',
    [email],
  );
  expect(row).toMatchObject({ status: 'sending', attempts: 1 });
  expect(first?.messageId).toBe(messageIdOf(row!.event_id));

  const notifications = await world.start('notifications', staleAfter);
  const second = await world.mailCatcher().waitFor((m) => m.id !== first!.id, recoveryMs);
  expect(second.messageId).toBe(first!.messageId);
  expect(second.subject).toBe(first!.subject);
  expect(second.text).toBe(first!.text);

  await eventually(async () => {
    const [sent] = await world.query<{ status: string; attempts: number }>(
      'notifications',
      'SELECT status, attempts FROM email_deliveries WHERE event_id = $1',
      [row!.event_id],
    );
    expect(sent).toEqual({ status: 'sent', attempts: 2 });
  });
  await sleep(1500);
  expect(world.mailCatcher().messages()).toHaveLength(2);
  await expectCleanShutdown(leads, notifications);
});

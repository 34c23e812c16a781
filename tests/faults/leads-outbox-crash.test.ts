import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  eventually,
  messageIdOf,
  postJson,
  queryDatabase,
  sleep,
  startService,
  strategyCall,
  faultTestContext,
} from './harness.js';

/**
 * leads dies right after committing an inquiry and its outbox row, before the relay publishes it.
 * Nothing is lost: the event waits in the outbox, and the restarted leads publishes it.
 */

const { namespace, keys, mailCatcher } = faultTestContext();

it('publishes an inquiry committed just before leads crashed, once leads is back, and mails it exactly once', async () => {
  const [notifications, crashingLeads] = await Promise.all([
    startService('notifications', { namespace, keys, env: { SMTP_URL: mailCatcher().smtpUrl } }),
    startService('leads', { namespace, keys, env: { AGENCY_FAULT: 'outbox:after-commit' } }),
  ]);

  const email = `crash.${randomUUID().slice(0, 8)}@example.com`;
  await expect(postJson(`${crashingLeads.url}/inquiries/strategy-call`, strategyCall(email))).rejects.toThrow();
  expect(await crashingLeads.exited).toEqual({ code: null, signal: 'SIGKILL' });

  // The inquiry committed, and so did its event, which nothing has published.
  const inquiries = await queryDatabase<{ id: string }>(
    namespace,
    'leads',
    'SELECT id FROM solution_inquiries WHERE email = $1',
    [email],
  );
  expect(inquiries).toHaveLength(1);
  const outbox = await queryDatabase<{ id: string; published_at: Date | null }>(
    namespace,
    'leads',
    "SELECT id, published_at FROM outbox_events WHERE envelope->'data'->>'inquiryId' = $1",
    [inquiries[0]!.id],
  );
  expect(outbox).toEqual([{ id: expect.any(String), published_at: null }]);
  const eventId = outbox[0]!.id;
  expect(mailCatcher().messages()).toHaveLength(0);

  const leads = await startService('leads', { namespace, keys });
  const mail = await mailCatcher().waitFor((m) => m.messageId === messageIdOf(eventId), 20_000);
  expect(mail.subject).toBe('New strategy call request: Poor Roi');
  expect(mail.replyTo).toBe(email);

  await eventually(async () => {
    const [row] = await queryDatabase<{ published_at: Date | null }>(
      namespace,
      'leads',
      'SELECT published_at FROM outbox_events WHERE id = $1',
      [eventId],
    );
    expect(row?.published_at).not.toBeNull();
  });
  await sleep(2000);
  expect(
    mailCatcher()
      .messages()
      .filter((m) => m.messageId === messageIdOf(eventId)),
  ).toHaveLength(1);
  expect(mailCatcher().messages()).toHaveLength(1);
  // Both shut down cleanly on SIGTERM (consumer, relay and delivery worker stopped, database closed).
  expect(await Promise.all([leads.stop(), notifications.stop()])).toEqual([
    { code: 0, signal: null },
    { code: 0, signal: null },
  ]);
});

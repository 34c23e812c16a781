import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  freePort,
  makeTempDir,
  postJson,
  removeDir,
  sleep,
  startNatsServer,
  startService,
  strategyCall,
  type Process,
  faultTestContext,
} from './harness.js';

/**
 * NATS goes away. A visitor's inquiry is still accepted (it waits in the outbox), and once NATS
 * is back it is published, consumed and mailed exactly once.
 */

const { namespace, keys, mailCatcher } = faultTestContext();
let storeDir: string;
let nats: Process | undefined;

beforeAll(async () => {
  storeDir = await makeTempDir('agency-faults-nats-');
});

afterAll(async () => {
  if (storeDir) await removeDir(storeDir);
});

it('accepts an inquiry while NATS is down and mails it once NATS is back', async () => {
  const natsPort = await freePort();
  nats = await startNatsServer(natsPort, storeDir);
  const env = { NATS_URL: `nats://127.0.0.1:${natsPort}` };
  const [leads, notifications] = await Promise.all([
    startService('leads', { namespace, keys, env }),
    startService('notifications', { namespace, keys, env: { ...env, SMTP_URL: mailCatcher().smtpUrl } }),
  ]);

  // The whole path works before the outage.
  const before = `before.${randomUUID().slice(0, 8)}@example.com`;
  expect((await postJson(`${leads.url}/inquiries/strategy-call`, strategyCall(before))).status).toBe(201);
  await mailCatcher().waitFor((m) => m.replyTo === before, 20_000);

  await nats.stop(); // nats-server exits with status 1 on SIGTERM; it is gone either way
  const during = `during.${randomUUID().slice(0, 8)}@example.com`;
  const response = await postJson(`${leads.url}/inquiries/stage`, { stage: 2, email: during });
  expect(response.status).toBe(201);
  await sleep(2000);
  expect(
    mailCatcher()
      .messages()
      .filter((m) => m.replyTo === during),
  ).toHaveLength(0);

  nats = await startNatsServer(natsPort, storeDir);
  const mail = await mailCatcher().waitFor((m) => m.replyTo === during, 30_000);
  expect(mail.subject).toBe('New business stage inquiry: Business Stage 2');
  await sleep(2000);
  expect(
    mailCatcher()
      .messages()
      .filter((m) => m.replyTo === during),
  ).toHaveLength(1);
  expect(mailCatcher().messages()).toHaveLength(2);
  // Both shut down cleanly on SIGTERM (consumer, relay and delivery worker stopped, database closed).
  expect(await Promise.all([leads.stop(), notifications.stop()])).toEqual([
    { code: 0, signal: null },
    { code: 0, signal: null },
  ]);
  await nats.stop();
});

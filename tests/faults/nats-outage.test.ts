import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  expectCleanShutdown,
  faultTestContext,
  freePort,
  makeTempDir,
  postJson,
  removeDir,
  sleep,
  startNatsServer,
  strategyCall,
  type Process,
  recoveryMs,
} from './harness.js';

/**
 * NATS goes away. A visitor's inquiry is still accepted (it waits in the outbox), and once NATS
 * is back it is published, consumed and mailed exactly once.
 */

const world = faultTestContext();
let storeDir: string;
let nats: Process | undefined;

beforeAll(async () => {
  storeDir = await makeTempDir('agency-faults-nats-');
});

afterAll(async () => {
  if (storeDir) await removeDir(storeDir);
});

/** The e-mails that came from one visitor's inquiry (the visitor is its Reply-To). */
const mailsFrom = (visitor: string) =>
  world
    .mailCatcher()
    .messages()
    .filter((m) => m.replyTo === visitor);

it('accepts an inquiry while NATS is down and mails it once NATS is back', async () => {
  const natsPort = await freePort();
  nats = await startNatsServer(natsPort, storeDir);
  const env = { NATS_URL: `nats://127.0.0.1:${natsPort}` };
  const [leads, notifications] = await Promise.all([world.start('leads', env), world.start('notifications', env)]);

  // The whole path works before the outage.
  const before = `before.${randomUUID().slice(0, 8)}@example.com`;
  expect((await postJson(`${leads.url}/inquiries/strategy-call`, strategyCall(before))).status).toBe(201);
  await world.mailCatcher().waitFor((m) => m.replyTo === before, recoveryMs);

  await nats.stop(); // nats-server exits with status 1 on SIGTERM; it is gone either way
  const during = `during.${randomUUID().slice(0, 8)}@example.com`;
  const response = await postJson(`${leads.url}/inquiries/stage`, { stage: 2, email: during });
  expect(response.status).toBe(201);
  await sleep(2000);
  expect(mailsFrom(during)).toHaveLength(0);

  nats = await startNatsServer(natsPort, storeDir);
  const mail = await world.mailCatcher().waitFor((m) => m.replyTo === during, recoveryMs);
  expect(mail.subject).toBe('New business stage inquiry: Business Stage 2');
  await sleep(2000);
  expect(mailsFrom(during)).toHaveLength(1);
  expect(world.mailCatcher().messages()).toHaveLength(2);
  await expectCleanShutdown(leads, notifications);
  await nats.stop();
});

import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { dropTestResources, generateKeys } from '@agency/kit/testing';
import { freePort } from '../../scripts/lib/infra.mjs';
import { defaultPorts } from '../../scripts/lib/registry.mjs';
import { startSystem } from '../../scripts/lib/system.mjs';
import { startMailCatcher } from '../support/mail-catcher.js';
import { startStripeStandIn } from '../support/stripe-stand-in.js';

const resultsDir = path.resolve(import.meta.dirname, '../../.data/test-results');

export const e2eAdmin = { email: 'e2e-admin@maplebuilders.ca', password: 'E2E-admin-password-1!', name: 'Morgan Lee' };

/** Starts the built platform on free ports with a namespace of its own; returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const namespace = `e2e${randomBytes(3).toString('hex')}`;
  // What the services log (warnings and errors unless E2E_LOG_LEVEL says more), kept with the run's results so
  // that a failure can be read against what the platform said at the time.
  mkdirSync(resultsDir, { recursive: true });
  const log = createWriteStream(path.join(resultsDir, 'platform.log'));
  const mail = await startMailCatcher();
  const ports: Record<string, number> = {};
  // The services take any free port (0), which the gateway learns; the gateway's is the address, chosen here.
  for (const name of Object.keys(defaultPorts)) ports[name] = name === 'gateway' ? await freePort() : 0;
  // Stripe's few endpoints, locally; its hosted page tells the platform's webhook when a browser pays.
  const stripe = await startStripeStandIn({ webhookUrl: `http://127.0.0.1:${ports.gateway}/api/payments/webhooks/stripe` });
  const system = await startSystem({
    postgresUrl: process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
    keys: generateKeys(),
    namespace,
    ports,
    // Two messaging replicas behind the gateway, as production runs them: live messages cross between them.
    replicas: { messaging: 2 },
    nodeEnv: 'test',
    logLevel: process.env.E2E_LOG_LEVEL ?? 'warn',
    env: {
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_NAME: e2eAdmin.name,
      ADMIN_PASSWORD: e2eAdmin.password,
      SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
      TEAM_EMAIL: 'team@maplebuilders.ca',
      // Every browser test comes from one address: room for the whole suite within each rule's window.
      SIGN_IN_RATE_LIMIT: '250',
      ACCESS_CODE_RATE_LIMIT: '100',
      PASSWORD_RESET_RATE_LIMIT: '50',
      TEAM_INVITATION_RATE_LIMIT: '100',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      DEMO_MODE: 'true',
      // A message left unread brings its reminder e-mail within seconds, not half an hour (messages.spec.ts).
      UNREAD_NUDGE_AFTER_MS: '2000',
      UNREAD_NUDGE_SCAN_MS: '500',
      // A scheduled post goes live within a second of its time rather than five (post-versions.spec.ts waits for it).
      SCHEDULE_SCAN_MS: '1000',
    },
    onLine: (name, line) => {
      log.write(`[${name}] ${line}\n`);
      if (process.env.E2E_LOG_LEVEL) console.log(`[${name}] ${line}`);
    },
  });
  process.env.E2E_BASE_URL = system.url;
  process.env.E2E_MAIL_URL = `http://127.0.0.1:${mail.httpPort}/messages`;
  // The run's own databases (agency_<namespace>_<database>), for a spec that must set a state no screen can (a client waiting for days).
  process.env.E2E_NAMESPACE = namespace;
  process.env.E2E_STRIPE_URL = stripe.url;
  process.env.E2E_STRIPE_WEBHOOK_SECRET = stripe.webhookSecret;
  return async () => {
    await system.stop();
    await stripe.close();
    await mail.close();
    await dropTestResources(namespace);
    await new Promise((resolve) => log.end(resolve));
  };
}

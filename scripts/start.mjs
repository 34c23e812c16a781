// `npm start`: from a fresh clone to the whole platform running at one URL.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { ensureDependencies, run } from './lib/setup.mjs';

ensureDependencies();
const { ensureKeys, ensureNats, ensurePostgres, freePort, portIsFree, root } = await import('./lib/infra.mjs');
const { startListening } = await import('./lib/listening.mjs');
const { startSystem } = await import('./lib/system.mjs');
const { defaultPorts, serviceNames } = await import('./lib/registry.mjs');
const { combinedLog } = await import('./lib/logs.mjs');

const say = (text) => console.log(`\u001b[1m${text}\u001b[0m`);
// MESSAGING_REPLICAS=2 runs messaging twice, the gateway balancing both (sockets included).
const messagingReplicas = Number(process.env.MESSAGING_REPLICAS ?? 1);
if (!Number.isInteger(messagingReplicas) || messagingReplicas < 1) {
  console.error(`MESSAGING_REPLICAS must be a whole number of at least 1, not "${process.env.MESSAGING_REPLICAS}"`);
  process.exit(1);
}
const replicaNames = Array.from({ length: messagingReplicas - 1 }, (_, i) => `messaging#${i + 2}`);
const log = combinedLog([...serviceNames, ...replicaNames, 'gateway', 'mail']);
const stops = [];
const portalKeys = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_URL',
  'STRIPE_AUTOMATIC_TAX',
  'GST_HST_NUMBER',
  'DEMO_MODE',
  'WELCOME_VIDEO_URL',
  'WELCOME_VIDEO_CAPTIONS_URL',
  'WELCOME_VIDEO_POSTER_URL',
  // The unread-messages nudge's timing (services/messaging/README.md), e.g. shorter to try it.
  'UNREAD_NUDGE_AFTER_MS',
  'UNREAD_NUDGE_REPEAT_MS',
  'UNREAD_NUDGE_SCAN_MS',
  // How long the record of who did what keeps an entry (services/audit/README.md).
  'AUDIT_RETENTION_DAYS',
];

async function pickPort(preferred) {
  return (await portIsFree(preferred)) ? preferred : freePort();
}

/** The preferred port while it is free, else 0: any free one, which the process takes and reports. */
const preferredOrAny = async (preferred) => ((await portIsFree(preferred)) ? preferred : 0);

/** The local SMTP catcher, listening before any service starts, so no e-mail meets a refused connection. */
async function startMailCatcher() {
  const { child, smtpPort, httpPort } = await startListening({
    movable: ['SMTP_PORT', 'HTTP_PORT'],
    env: {
      ...process.env,
      SMTP_PORT: String(await preferredOrAny(1025)),
      HTTP_PORT: String(await preferredOrAny(1080)),
    },
    spawnChild: (env) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/mail-catcher-server.ts'], {
        cwd: root,
        env,
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      });
      for (const stream of [child.stdout, child.stderr])
        readline.createInterface({ input: stream }).on('line', (line) => log('mail', line));
      return child;
    },
  });
  stops.push(async () => child.kill('SIGTERM'));
  return { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, inbox: `http://127.0.0.1:${httpPort}/messages` };
}

async function main() {
  const postgres = await ensurePostgres(say);
  stops.push(postgres.stop);
  const nats = await ensureNats(say);
  stops.push(nats.stop);
  const keys = ensureKeys();

  say('Building services and the web app…');
  run('npm run build --silent');

  const mail = process.env.SMTP_URL ? { smtpUrl: process.env.SMTP_URL, inbox: undefined } : await startMailCatcher();
  // A service whose port is taken listens on any free one, which the gateway is told; the gateway's is the address
  // printed below and in the services' links, so it is chosen here.
  const ports = {};
  for (const [name, port] of Object.entries(defaultPorts)) {
    const preferred = Number(process.env[`${name.toUpperCase().replace(/-/g, '_')}_PORT`] ?? port);
    ports[name] = name === 'gateway' ? await pickPort(preferred) : await preferredOrAny(preferred);
  }
  const admin = {
    email: process.env.ADMIN_EMAIL ?? 'admin@maplebuilders.ca',
    password: process.env.ADMIN_PASSWORD ?? 'ChangeMe-Admin-2026!',
  };
  const system = await startSystem({
    postgresUrl: postgres.url,
    natsUrl: nats.url,
    keys,
    ports,
    replicas: { messaging: messagingReplicas },
    logLevel: process.env.LOG_LEVEL ?? 'info',
    env: {
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SMTP_URL: mail.smtpUrl,
      ...(process.env.TEAM_EMAIL && { TEAM_EMAIL: process.env.TEAM_EMAIL }),
      // Card payments (Stripe test keys work), the demo buttons that skip them and the welcome video, from the environment.
      ...Object.fromEntries(portalKeys.filter((key) => process.env[key]).map((key) => [key, process.env[key]])),
    },
    onLine: log,
  });
  stops.unshift(system.stop);

  say('');
  say(`  The platform is running at ${system.url}`);
  if (messagingReplicas > 1) {
    say(`  Messaging runs as ${messagingReplicas} replicas (${system.origins.messaging.join(', ')}), balanced by the gateway`);
  }
  say(`  Admin sign-in: ${system.url}/admin/login  (${admin.email} / ${admin.password})`);
  if (mail.inbox) say(`  E-mails sent by the platform: ${mail.inbox}`);
  say(
    process.env.STRIPE_SECRET_KEY
      ? `  Card payments through Stripe; its webhook: ${system.url}/api/payments/webhooks/stripe`
      : '  Card payments are off (no STRIPE_SECRET_KEY); DEMO_MODE=true lets a client skip the payment step',
  );
  say('  Press Ctrl-C to stop everything.');
  say('');
}

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  say('Stopping…');
  for (const stop of stops) await stop().catch((error) => console.error(error));
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
});

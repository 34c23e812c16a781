// Starts the built services of the registry and the gateway as child processes, waits until each is ready, and stops
// them all together. Used by `npm start` and by the browser tests.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { root } from './infra.mjs';
import { startListening } from './listening.mjs';
import { databaseNameOf, defaultPorts, serviceNames, upstreamUrlKey } from './registry.mjs';

function databaseUrl(postgresUrl, namespace, name) {
  const url = new URL(postgresUrl);
  url.pathname = `/${databaseNameOf(name, namespace)}`;
  return url.toString();
}

async function waitUntilReady(name, port, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${name} exited with code ${child.exitCode} while starting:\n${child.recent.join('\n')}`);
    }
    const ok = await fetch(`http://127.0.0.1:${port}/${name === 'gateway' ? 'healthz' : 'readyz'}`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} was not ready on port ${port} after ${timeoutMs} ms`);
}

/**
 * A process on its registry port keeps its default operator port (`/metrics` on the port + 1000) while that is
 * free; one moved to another port (a test system, a second replica) takes any free one, so that two systems never
 * collide.
 */
const metricsPortFor = (name, port) => String(port === defaultPorts[name] ? port + 1000 : 0);

/**
 * @param {object} options
 * @param {string} options.postgresUrl superuser URL; each service and the gateway get agency_[namespace_]<database>
 * @param {string} options.natsUrl
 * @param {{publicKey: string, privateKey: string}} options.keys
 * @param {string} [options.namespace] keeps a test system's databases and streams apart
 * @param {Record<string, number>} [options.ports] by registry name (and `gateway`); the registry's ports otherwise
 * @param {Record<string, number>} [options.replicas] how many processes run a service (e.g. `{ messaging: 2 }`), 1 by
 *   default: the first on its port, the others on free ports, all on the same database; the gateway balances them.
 *   Their logs are named `<service>#2`, `#3`…
 * @param {Record<string, string>} [options.env] extra environment for every process (e.g. STRIPE_SECRET_KEY,
 *   STRIPE_WEBHOOK_SECRET and STRIPE_API_URL for payments, DEMO_MODE for onboarding)
 * @param {string} [options.nodeEnv] NODE_ENV of every process (development by default)
 * @param {string} [options.logLevel] LOG_LEVEL of every process (info by default)
 * @param {(name: string, line: string) => void} options.onLine every line a process prints
 */
export async function startSystem(options) {
  const ports = { ...defaultPorts, ...options.ports };
  const namespace = options.namespace ?? '';
  const common = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: options.nodeEnv ?? 'development',
    HOST: '127.0.0.1',
    LOG_LEVEL: options.logLevel ?? 'info',
    NATS_URL: options.natsUrl,
    EVENT_NAMESPACE: namespace,
    JWT_PUBLIC_KEY: options.keys.publicKey,
    ...options.env,
  };
  const children = [];
  /**
   * Starts `script` as `name` and answers once it listens, with the ports it took: a port it was given that another
   * process took meanwhile (they are chosen before the start) is traded for any free one (`movable`), never a failed
   * start.
   */
  const start = async (name, script, env, movable) => {
    const { child, port } = await startListening({
      movable,
      env: { ...common, ...env },
      spawnChild: (childEnv) => {
        const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, script)], {
          cwd: root,
          env: childEnv,
          stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
        });
        child.recent = [];
        for (const stream of [child.stdout, child.stderr]) {
          readline.createInterface({ input: stream }).on('line', (line) => {
            child.recent = [...child.recent.slice(-19), line];
            options.onLine(name, line);
          });
        }
        children.push({ name, child });
        return child;
      },
    }).catch((error) => {
      throw new Error(`${name} ${error.message}`);
    });
    await waitUntilReady(name, port, child);
    return port;
  };
  const stop = async () => {
    await Promise.all(
      children.map(
        ({ child }) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(force);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  };
  /** Every service's origins, its first replica's first: what the gateway's `<NAME>_URL` lists. */
  const origins = {};
  const processes = [];
  for (const name of serviceNames) {
    const count = options.replicas?.[name] ?? 1;
    if (!Number.isInteger(count) || count < 1) throw new Error(`${name}: replicas must be a whole number ≥ 1, not ${count}`);
    for (let replica = 1; replica <= count; replica++) {
      // A second replica takes any free port, which it reports.
      processes.push({ name, label: replica === 1 ? name : `${name}#${replica}`, port: replica === 1 ? ports[name] : 0 });
    }
  }
  try {
    const started = await Promise.all(
      processes.map(({ name, label, port }) =>
        start(
          label,
          `services/${name}/dist/server.js`,
          {
            PORT: String(port),
            METRICS_PORT: metricsPortFor(name, port),
            DATABASE_URL: databaseUrl(options.postgresUrl, namespace, name),
            ...(name === 'identity' && { JWT_PRIVATE_KEY: options.keys.privateKey }),
            // The sitemap's absolute URLs, the links in e-mails and Checkout's return URLs name the origin visitors
            // use: the gateway's.
            ...((name === 'content' || name === 'identity' || name === 'notifications' || name === 'payments') && {
              PUBLIC_ORIGIN: options.env?.PUBLIC_ORIGIN ?? `http://127.0.0.1:${ports.gateway}`,
            }),
          },
          // Only the gateway is reached on a service's port, and it learns the port taken.
          ['PORT', 'METRICS_PORT'],
        ),
      ),
    );
    processes.forEach(({ name, label }, i) => {
      origins[name] = [...(origins[name] ?? []), `http://127.0.0.1:${started[i]}`];
      if (label === name) ports[name] = started[i];
    });
    const gatewayEnv = {
      PORT: String(ports.gateway),
      METRICS_PORT: metricsPortFor('gateway', ports.gateway),
      // Rendered pages' canonical links name the gateway's origin unless the caller names another.
      PUBLIC_ORIGIN: options.env?.PUBLIC_ORIGIN ?? `http://127.0.0.1:${ports.gateway}`,
      DATABASE_URL: databaseUrl(options.postgresUrl, namespace, 'gateway'),
    };
    for (const name of serviceNames) gatewayEnv[upstreamUrlKey(name)] = origins[name].join(',');
    // The gateway's own port is the system's address, already in the services' links: only its operator port moves.
    await start('gateway', 'gateway/dist/server.js', gatewayEnv, ['METRICS_PORT']);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${ports.gateway}`, ports, origins, stop };
}

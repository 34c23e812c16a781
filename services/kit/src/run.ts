import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ConfigError } from './config.js';

/** A built app and where it listens: the public port, and the operator's port for `/metrics`. */
export interface ListeningApp {
  app: FastifyInstance;
  port: number;
  host: string;
  /** Its `/metrics` app and port (`METRICS_PORT`; 0 takes any free one), on the same host. Closed with `app`. */
  operator: { app: FastifyInstance; port: number };
}

/** Listens on both ports; answers the ports taken (the given ones, or those the system chose for 0). */
export async function listenApp({ app, port, host, operator }: ListeningApp): Promise<{ port: number; operatorPort: number }> {
  await app.listen({ port, host });
  await operator.app.listen({
    port: operator.port,
    host,
    listenTextResolver: (address) => `operator port (/metrics) on ${address}`,
  });
  const portOf = (server: FastifyInstance) => (server.server.address() as AddressInfo).port;
  return { port: portOf(app), operatorPort: portOf(operator.app) };
}

/** What a process started with an IPC channel (by `scripts/lib/system.mjs`) tells its launcher once it listens. */
export interface ListeningReport {
  type: 'listening';
  port: number;
  operatorPort: number;
}

/**
 * Runs a built app as a process: listens, tells a launcher that started it with an IPC channel the ports it
 * took (so a launcher can give it port 0 and never race another process for a port it chose), and on
 * SIGTERM/SIGINT stops taking requests, finishes the ones in flight, stops consumers and the relay, closes the
 * database, then exits.
 */
export async function runService(start: () => Promise<ListeningApp>): Promise<void> {
  let app: FastifyInstance;
  try {
    const started = await start();
    app = started.app;
    const ports = await listenApp(started);
    const report: ListeningReport = { type: 'listening', ...ports };
    process.send?.(report);
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));
}

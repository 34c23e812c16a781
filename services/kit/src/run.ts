import type { FastifyInstance } from 'fastify';
import { ConfigError } from './config.js';

/**
 * Runs a built app as a process: listens, and on SIGTERM/SIGINT stops taking requests, finishes
 * the ones in flight, stops consumers and the relay, closes the database, then exits.
 */
export async function runService(start: () => Promise<{ app: FastifyInstance; port: number; host: string }>): Promise<void> {
  let app: FastifyInstance;
  try {
    const started = await start();
    app = started.app;
    await app.listen({ port: started.port, host: started.host });
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

import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { registry } from '@agency/contracts/registry';
import { databaseUrlFor, generateKeys, testNatsUrl } from '@agency/kit/testing';
import { buildGateway } from '../src/app.js';
import { loadGatewayConfig } from '../src/config.js';

/** A stand-in service on a free port. */
export async function startUpstream(listener: RequestListener): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A gateway whose rate-limit store is the namespace's own database and whose events are the namespace's; `env` overrides any key. */
export async function testGateway(namespace: string, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const gateway = await buildGateway(
    loadGatewayConfig({
      LOG_LEVEL: 'silent',
      JWT_PUBLIC_KEY: generateKeys().publicKey,
      WEB_DIST: '/nonexistent',
      DATABASE_URL: databaseUrlFor(namespace, registry.gateway.database),
      NATS_URL: testNatsUrl,
      EVENT_NAMESPACE: namespace,
      ...env,
    }),
  );
  await gateway.ready();
  return gateway;
}

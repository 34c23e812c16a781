import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { registry } from '@agency/contracts/registry';
import { databaseUrlFor, generateKeys, testNatsUrl } from '@agency/kit/testing';
import { buildGateway, type Gateway } from '../src/app.js';
import { loadGatewayConfig } from '../src/config.js';

export type { Gateway };

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

/** The operator's app of each gateway `testGateway` built, for `scrapeMetrics`. */
const operators = new WeakMap<FastifyInstance, FastifyInstance>();

/** A gateway whose rate-limit store is the namespace's own database and whose events are the namespace's; `env` overrides any key. */
export async function testGateway(namespace: string, env: Record<string, string> = {}): Promise<FastifyInstance> {
  return (await testGatewayWithOperator(namespace, env)).app;
}

/** What the gateway's operator port answers on `/metrics` (its public port answers 404 there). */
export async function scrapeMetrics(gateway: FastifyInstance): Promise<string> {
  const operator = operators.get(gateway);
  if (!operator) throw new Error('not a gateway built by testGateway');
  const response = await operator.inject({ url: '/metrics' });
  if (response.statusCode !== 200) throw new Error(`/metrics answered ${response.statusCode}: ${response.body}`);
  return response.body;
}

/** As `testGateway`, with its operator's app (`/metrics`) beside it; closing `app` closes both. */
export async function testGatewayWithOperator(namespace: string, env: Record<string, string> = {}): Promise<Gateway> {
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
  await gateway.app.ready();
  await gateway.operator.ready();
  operators.set(gateway.app, gateway.operator);
  return gateway;
}

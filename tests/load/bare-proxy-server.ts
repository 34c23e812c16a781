/**
 * The proxy baseline of gateway-bench.ts: a Fastify app with nothing but `@fastify/http-proxy`, mounting
 * UPSTREAM_URL at PREFIX with the gateway's connection pool settings and no hooks, headers or logging.
 * What the real gateway serves below it is the cost of the gateway's own work, apart from the hop.
 */
import Fastify from 'fastify';
import fastifyHttpProxy from '@fastify/http-proxy';

const app = Fastify();
await app.register(fastifyHttpProxy, {
  upstream: process.env.UPSTREAM_URL!,
  prefix: process.env.PREFIX!,
  rewritePrefix: '',
  undici: { connections: 64, pipelining: 1, keepAliveTimeout: 60_000 },
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.once('SIGTERM', () => void app.close());

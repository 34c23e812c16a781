/**
 * The trivial upstream of gateway-bench.ts: a bare Fastify app whose one route, GET /ping, answers a
 * tiny JSON body. No hooks, logging or database: what is left to measure is the HTTP hop in front of it.
 * It runs in its own process, as a service does, so autocannon and the proxies do not share its event loop.
 */
import Fastify from 'fastify';

const app = Fastify();
app.get('/ping', async () => ({ pong: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.once('SIGTERM', () => void app.close());

import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { MigrationObject } from '@mikro-orm/core';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { BaseServiceConfig } from './config.js';
import { openDatabase, type Orm, type OrmOptions } from './db/orm.js';
import type { EventConsumer } from './events/consumer.js';
import { requestCorrelation } from './events/correlation.js';
import { deliveryPolicyOf } from './events/delivery.js';
import { EventLink } from './events/link.js';
import { startEventPruning } from './events/pruning.js';
import { OutboxRelay } from './events/relay.js';
import { authPlugin } from './http/auth.js';
import { registerErrorHandling } from './http/errors.js';
import { healthOperations } from './http/health.js';
import { loadContract, registerOperations, type OperationHandlers } from './http/openapi.js';
import { registerInputGuards, registerValidators } from './http/validation.js';
import { observeDatabase } from './metrics/database.js';
import { metricsPlugin } from './metrics/http.js';
import { ServiceMetrics } from './metrics/registry.js';

/** What a service's modules get to work with. */
export interface ServiceContext<C extends BaseServiceConfig = BaseServiceConfig> {
  name: string;
  config: C;
  orm: Orm;
  relay: OutboxRelay;
  log: FastifyBaseLogger;
}

export interface ServiceDefinition<C extends BaseServiceConfig> {
  name: string;
  config: C;
  /** Absolute path of openapi/<name>.yaml. */
  contractFile: string;
  entities: OrmOptions['entities'];
  migrations: MigrationObject[];
  /** Producer streams this service publishes to, e.g. ['LEADS']. */
  produces?: string[];
  /** Only the identity service passes its private key: it signs access tokens. */
  privateKey?: string;
  accessTokenTtlSeconds?: number;
  consumers?: (context: ServiceContext<C>) => EventConsumer<any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  operations: (context: ServiceContext<C>) => OperationHandlers;
  /** Background work that lives as long as the app (e.g. an e-mail worker); returns its stop function. */
  workers?: (context: ServiceContext<C>) => Array<() => Promise<void>>;
}

export interface Service<C extends BaseServiceConfig> {
  app: FastifyInstance;
  context: ServiceContext<C>;
  events: EventLink;
}

/**
 * Builds a service's Fastify app the same way for every service: one error shape, contract-driven
 * routes and validation, JWT verification, its own database migrated, and its event link started.
 * Tests build it too and drive it with app.inject.
 */
export async function buildService<C extends BaseServiceConfig>(definition: ServiceDefinition<C>): Promise<Service<C>> {
  const { config } = definition;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      base: { service: definition.name },
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: true,
    routerOptions: { maxParamLength: 200 },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);
  registerValidators(app);
  registerInputGuards(app);
  const metrics = new ServiceMetrics(definition.name);
  await app.register(metricsPlugin, { metrics });
  await app.register(requestCorrelation);
  await app.register(fastifyCookie);
  await app.register(authPlugin, {
    publicKey: config.JWT_PUBLIC_KEY,
    ...(definition.privateKey && { privateKey: definition.privateKey }),
    ...(definition.accessTokenTtlSeconds && { accessTokenTtlSeconds: definition.accessTokenTtlSeconds }),
  });

  const orm = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    entities: definition.entities,
    migrations: definition.migrations,
    logger: app.log,
  });
  observeDatabase(metrics, orm);
  const relay = new OutboxRelay({ orm, namespace: config.EVENT_NAMESPACE, log: app.log });
  const context: ServiceContext<C> = { name: definition.name, config, orm, relay, log: app.log };
  const events = new EventLink({
    url: config.NATS_URL,
    clientName: definition.name,
    namespace: config.EVENT_NAMESPACE,
    streamReplicas: config.NATS_STREAM_REPLICAS,
    produces: definition.produces ?? [],
    relay,
    consumers: definition.consumers?.(context) ?? [],
    delivery: deliveryPolicyOf(config),
    metrics,
    log: app.log,
  });

  registerOperations(app, loadContract(definition.contractFile), {
    ...healthOperations(orm, events),
    ...definition.operations(context),
  });
  const stopWorkers = [...(definition.workers?.(context) ?? []), startEventPruning(orm, config, app.log)];

  app.addHook('onReady', async () => events.start());
  app.addHook('onClose', async () => {
    await events.close();
    for (const stop of stopWorkers) await stop();
    await orm.close();
  });
  return { app, context, events };
}

import type { MigrationObject } from '@mikro-orm/core';
import { serviceEntryOf } from '@agency/contracts/registry';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { BaseServiceConfig } from './config.js';
import { openDatabase, type Orm, type OrmOptions } from './db/orm.js';
import { buildConsumers } from './events/consumers.js';
import { requestCorrelation } from './events/correlation.js';
import { deliveryPolicyOf } from './events/delivery.js';
import { endedSessionsListener } from './events/ended-sessions.js';
import { EventLink } from './events/link.js';
import { startEventPruning } from './events/pruning.js';
import { OutboxRelay } from './events/relay.js';
import { createServiceApp } from './http/app.js';
import { healthOperations, type HealthOperations } from './http/health.js';
import { loadContract } from './http/openapi.js';
import { RevokedSessions } from './http/revoked-sessions.js';
import { registerContractRoutes, type ContractRoutes } from './http/routes.js';
import { observeDatabase } from './metrics/database.js';
import { metricsPlugin } from './metrics/http.js';
import { createOperatorApp } from './metrics/operator.js';
import { ServiceMetrics } from './metrics/registry.js';
import type { ImplementedIds, ModuleParts, ServiceModule, TypedContract } from './modules/module.js';

/** What a service's modules get to work with. */
export interface ServiceContext<C extends BaseServiceConfig = BaseServiceConfig> {
  name: string;
  config: C;
  orm: Orm;
  relay: OutboxRelay;
  log: FastifyBaseLogger;
  /** The service's Prometheus registry (GET /metrics), for counters of its own. */
  metrics: ServiceMetrics;
}

export interface ServiceDefinition<C extends BaseServiceConfig, Ops, Modules extends readonly ServiceModule<Ops, C>[]> {
  name: string;
  config: C;
  /** openapi/<name>.yaml bound to its generated types (see defineContract). */
  contract: TypedContract<Ops, C>;
  entities: OrmOptions['entities'];
  migrations: MigrationObject[];
  /**
   * Producer streams this service publishes to. Registered services take theirs from the registry;
   * only a service outside it (the kit's own test services) names them here.
   */
  produces?: string[];
  /** The service's areas; together they implement every operation of the contract but the health checks. */
  modules: Modules;
}

type PartsOf<Module> = Module extends { setup: (context: never) => infer Parts } ? Parts : never;

type Unimplemented<Ops, Modules extends readonly unknown[]> = Exclude<
  keyof Ops,
  keyof HealthOperations | ImplementedIds<PartsOf<Modules[number]>>
>;

/** A compile error naming the operations no module implements. */
export type EveryOperationImplemented<Ops, Modules extends readonly unknown[]> = [Unimplemented<Ops, Modules>] extends [never]
  ? unknown
  : { operationsWithoutHandler: Unimplemented<Ops, Modules> };

export interface Service<C extends BaseServiceConfig> {
  /** The public port's app: the contract's routes and the health checks. */
  app: FastifyInstance;
  /** The operator's port's app: `/metrics` (`METRICS_PORT`); closed with `app`. */
  operator: FastifyInstance;
  context: ServiceContext<C>;
  events: EventLink;
}

/**
 * How long start-up waits to read the sessions ended before it (milliseconds, normally); past it the service starts
 * all the same, NATS being out of reach, and answers every token 503 until it has read them.
 */
const ENDED_SESSIONS_START_WAIT_MS = 5_000;

/** Resolves when `promise` does or after `ms`, whichever comes first (what it waits for may never come). */
export const settleWithin = (promise: Promise<void>, ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });

const routeMaps = ['operations', 'rawBodyRoutes', 'uploadRoutes', 'socketRoutes'] as const;

/** The routes of every module in one set per kind; an operation implemented by two modules is a start-up error. */
function mergeRoutes(contractFile: string, parts: Array<{ name: string; parts: ModuleParts<unknown> }>): ContractRoutes {
  const merged: Required<ContractRoutes> = { operations: {}, rawBodyRoutes: {}, uploadRoutes: {}, socketRoutes: {} };
  const owner = new Map<string, string>();
  for (const { name, parts: moduleParts } of parts) {
    for (const map of routeMaps) {
      for (const [id, route] of Object.entries(moduleParts[map] ?? {})) {
        const other = owner.get(id);
        if (other) throw new Error(`${contractFile}: ${id} is implemented by both the ${other} and the ${name} module`);
        owner.set(id, name);
        merged[map][id] = route as never;
      }
    }
  }
  return merged;
}

/**
 * Builds a service's Fastify app the same way for every service: one error shape, contract-driven
 * routes and validation, JWT verification that refuses the tokens of ended sessions, its own database
 * migrated, its modules set up and its event link started. Tests build it too and drive it with app.inject.
 */
export async function buildService<C extends BaseServiceConfig, Ops, const Modules extends readonly ServiceModule<Ops, C>[]>(
  definition: ServiceDefinition<C, Ops, Modules> & EveryOperationImplemented<Ops, Modules>,
): Promise<Service<C>> {
  const { config } = definition;
  // Fed from identity's stream; not current until what was published before the start is read.
  const revokedSessions = new RevokedSessions({ current: false });
  const app = await createServiceApp(definition.name, config, { revokedSessions });
  const metrics = new ServiceMetrics(definition.name);
  await app.register(metricsPlugin, { metrics });
  const operator = createOperatorApp(metrics.registry, { log: app.log });
  app.addHook('onClose', () => operator.close());
  await app.register(requestCorrelation);

  const orm = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    entities: definition.entities,
    migrations: definition.migrations,
    logger: app.log,
    poolMax: config.DATABASE_POOL_MAX,
  });
  observeDatabase(metrics, orm);
  const relay = new OutboxRelay({ orm, namespace: config.EVENT_NAMESPACE, log: app.log });
  const context: ServiceContext<C> = { name: definition.name, config, orm, relay, log: app.log, metrics };
  const modules = definition.modules.map((module) => ({
    name: module.name,
    parts: module.setup(context) as ModuleParts<unknown>,
  }));
  const events = new EventLink({
    url: config.NATS_URL,
    clientName: definition.name,
    namespace: config.EVENT_NAMESPACE,
    streamReplicas: config.NATS_STREAM_REPLICAS,
    produces: definition.produces ?? serviceEntryOf(definition.name).produces,
    relay,
    consumers: buildConsumers(
      modules.flatMap(({ parts }) => parts.consumers ?? []),
      { orm, log: app.log, namespace: config.EVENT_NAMESPACE },
    ),
    delivery: deliveryPolicyOf(config),
    metrics,
    log: app.log,
  });

  const routes = mergeRoutes(definition.contract.file, [
    { name: 'health', parts: { operations: healthOperations(orm, events) } },
    ...modules,
  ]);
  registerContractRoutes(app, loadContract(definition.contract.file), routes);
  const workers = modules.flatMap(({ parts }) => parts.workers ?? []);
  for (const worker of workers) worker.start();
  const stopPruning = startEventPruning(orm, config, app.log);

  const endedSessions = endedSessionsListener({
    url: config.NATS_URL,
    namespace: config.EVENT_NAMESPACE,
    service: definition.name,
    log: app.log,
    revoked: revokedSessions,
  });

  app.addHook('onReady', async () => events.start());
  app.addHook('onReady', async () => {
    endedSessions.start();
    await settleWithin(endedSessions.ready(), ENDED_SESSIONS_START_WAIT_MS);
  });
  app.addHook('onClose', async () => {
    await endedSessions.stop();
    await events.close();
    for (const worker of workers) await worker.stop();
    await stopPruning();
    await orm.close();
  });
  return { app, operator, context, events };
}

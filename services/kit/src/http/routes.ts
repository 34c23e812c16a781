import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendAnswer, type RuntimeAnswer } from './answer.js';
import type { Caller } from './auth.js';
import { routeNotFound } from './errors.js';
import { routeUrl, type Contract, type Operation, type RouteKind } from './openapi.js';
import type { GuardedRoute, OperationHandler, OperationReply } from './operation-types.js';
import { registerRawBodyRoute, type RawBodyRoute } from './raw-body.js';
import { routeGuards } from './route-guards.js';
import { registerSocketRoutes, type SocketRoute } from './sockets.js';
import { registerUploadRoutes, type StreamedUploadRoute, type UploadRoute } from './uploads.js';

/** A route as registration sees it, whatever the types of its operation. */
interface RuntimeRoute extends GuardedRoute {
  logLevel?: 'warn';
  enabled?: boolean;
  handler?: (...args: never[]) => unknown;
  connect?: (...args: never[]) => unknown;
}

/** Implementations of a contract's operations, one map per kind of route, keyed by operationId. */
export interface ContractRoutes {
  operations?: Record<string, RuntimeRoute | undefined>;
  rawBodyRoutes?: Record<string, RuntimeRoute | undefined>;
  uploadRoutes?: Record<string, RuntimeRoute | undefined>;
  socketRoutes?: Record<string, RuntimeRoute | undefined>;
}

const mapOfKind: Record<RouteKind, keyof ContractRoutes> = {
  json: 'operations',
  'raw-body': 'rawBodyRoutes',
  upload: 'uploadRoutes',
  websocket: 'socketRoutes',
};

const callersByApp = new WeakMap<FastifyInstance, Map<string, readonly Caller[]>>();

/**
 * Who may call each guarded operation `app` serves, by operationId: what its role check lets in. An open
 * operation, and one its configuration switches off (a 404 for everyone), is not listed.
 */
export function routeCallers(app: FastifyInstance): ReadonlyMap<string, readonly Caller[]> {
  return callersByApp.get(app) ?? new Map();
}

type JsonHandler = (request: FastifyRequest, reply: OperationReply) => RuntimeAnswer | Promise<RuntimeAnswer>;

/**
 * A switched-off route answers as the not-found handler answers an unknown path. Its body is read first, as
 * an unknown path's is (a malformed one is a 400 there too); nothing of the route itself runs: neither its
 * validation nor its role check nor its handler.
 */
async function answerAsUnknownRoute(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(routeNotFound(request));
}

function registerJsonRoute(app: FastifyInstance, operation: Operation, implementation: OperationHandler<unknown>): void {
  const handler = implementation.handler as unknown as JsonHandler;
  app.route({
    method: operation.method,
    url: routeUrl(operation),
    schema: operation.schema,
    ...(implementation.enabled === false ? { preValidation: answerAsUnknownRoute } : routeGuards(implementation)),
    ...(implementation.logLevel && { logLevel: implementation.logLevel }),
    handler: async (request: FastifyRequest, reply: FastifyReply) => sendAnswer(reply, operation, await handler(request, reply)),
  });
}

/**
 * Registers one route per contract operation, of the kind the contract gives it, validated with the
 * contract's schemas. Fails at start-up when an operation has no implementation, an implementation
 * has no operation or is of another kind than the contract says, or a secured operation does not
 * say which roles may call it: security cannot be forgotten on a new route.
 */
export function registerContractRoutes(app: FastifyInstance, contract: Contract, routes: ContractRoutes): void {
  for (const [kindMap, implementations] of Object.entries(routes) as Array<
    [keyof ContractRoutes, Record<string, RuntimeRoute | undefined>]
  >) {
    for (const id of Object.keys(implementations)) {
      const operation = contract.operations.get(id);
      if (!operation) throw new Error(`${contract.file}: no operation ${id}`);
      const expected = mapOfKind[operation.kind];
      if (expected !== kindMap) {
        throw new Error(`${contract.file}: ${id} is a ${operation.kind} operation; implement it in ${expected}, not ${kindMap}`);
      }
    }
  }
  const callers = new Map<string, readonly Caller[]>();
  callersByApp.set(app, callers);
  const uploads: Array<{ operation: Operation; route: UploadRoute<unknown> | StreamedUploadRoute<unknown> }> = [];
  const sockets: Array<{ operation: Operation; route: SocketRoute<unknown> }> = [];
  for (const operation of contract.operations.values()) {
    const implementation = routes[mapOfKind[operation.kind]]?.[operation.id];
    if (!implementation) throw new Error(`${contract.file}: operation ${operation.id} has no handler`);
    if (operation.secured !== Boolean(implementation.roles?.length)) {
      throw new Error(`${contract.file}: ${operation.id} must declare roles exactly when the contract secures it`);
    }
    if (implementation.roles && implementation.enabled !== false) {
      callers.set(operation.id, implementation.roles);
    }
    if (operation.kind === 'json') registerJsonRoute(app, operation, implementation as unknown as OperationHandler<unknown>);
    if (operation.kind === 'raw-body') registerRawBodyRoute(app, operation, implementation as unknown as RawBodyRoute<unknown>);
    if (operation.kind === 'upload') uploads.push({ operation, route: implementation as unknown as UploadRoute<unknown> });
    if (operation.kind === 'websocket') sockets.push({ operation, route: implementation as unknown as SocketRoute<unknown> });
  }
  registerUploadRoutes(app, uploads);
  registerSocketRoutes(app, sockets);
}

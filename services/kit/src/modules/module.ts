import type { BaseServiceConfig } from '../config.js';
import type { ConsumerDeclaration } from '../events/consumer.js';
import type { OperationHandler } from '../http/operation-types.js';
import type { RawBodyRoute } from '../http/raw-body.js';
import type { SocketRoute } from '../http/sockets.js';
import type { StreamedUploadRoute, UploadRoute } from '../http/uploads.js';
import type { ServiceContext } from '../service.js';

/** Background work that lives as long as the app (e.g. an e-mail worker): started once the module is set up. */
export interface BackgroundWorker {
  start: () => void;
  stop: () => Promise<void>;
}

/**
 * What a module brings: routes of each kind keyed by operationId, the durable consumers it declares
 * (`consumer({ event, durable, handle })`; the service builds them) and workers.
 */
export interface ModuleParts<Ops> {
  operations?: { [Id in keyof Ops]?: OperationHandler<Ops[Id]> };
  rawBodyRoutes?: { [Id in keyof Ops]?: RawBodyRoute<Ops[Id]> };
  uploadRoutes?: { [Id in keyof Ops]?: UploadRoute<Ops[Id]> | StreamedUploadRoute<Ops[Id]> };
  socketRoutes?: { [Id in keyof Ops]?: SocketRoute<Ops[Id]> };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- consumers of different events sit in one list
  consumers?: ConsumerDeclaration<any>[];
  workers?: BackgroundWorker[];
}

/** One area of a service: set up once with the service's context, so what its parts share is built once. */
export interface ServiceModule<Ops, C extends BaseServiceConfig, Parts extends ModuleParts<Ops> = ModuleParts<Ops>> {
  name: string;
  setup: (context: ServiceContext<C>) => Parts;
}

type KeysOf<T> = T extends object ? keyof T : never;

type IdsIn<Parts, RouteMap extends string> = Parts extends { [Name in RouteMap]?: infer Routes } ? KeysOf<Routes> : never;

/** The operationIds a module's parts implement, over every kind of route. */
export type ImplementedIds<Parts> = IdsIn<Parts, 'operations' | 'rawBodyRoutes' | 'uploadRoutes' | 'socketRoutes'>;

/** A compile error naming the ids when a module implements operations its contract does not have. */
export type OnlyContractOperations<Ops, Parts> = [Exclude<ImplementedIds<Parts>, keyof Ops>] extends [never]
  ? unknown
  : { operationsNotInContract: Exclude<ImplementedIds<Parts>, keyof Ops> };

/**
 * A service's contract as its modules are written against it: `Ops` is the `operations` interface
 * generated from openapi/<service>.yaml, `C` the service's configuration. Its helpers only give
 * the compiler the contract's types: params, query, body and answers are inferred per operationId,
 * and an id the contract does not have is an error.
 */
export interface TypedContract<Ops, C extends BaseServiceConfig> {
  file: string;
  operations<Ids extends keyof Ops>(handlers: { [Id in Ids]: OperationHandler<Ops[Id]> }): {
    [Id in Ids]: OperationHandler<Ops[Id]>;
  };
  rawBodyRoutes<Ids extends keyof Ops>(routes: { [Id in Ids]: RawBodyRoute<Ops[Id]> }): { [Id in Ids]: RawBodyRoute<Ops[Id]> };
  uploadRoutes<Ids extends keyof Ops>(routes: { [Id in Ids]: UploadRoute<Ops[Id]> | StreamedUploadRoute<Ops[Id]> }): {
    [Id in Ids]: UploadRoute<Ops[Id]> | StreamedUploadRoute<Ops[Id]>;
  };
  socketRoutes<Ids extends keyof Ops>(routes: { [Id in Ids]: SocketRoute<Ops[Id]> }): { [Id in Ids]: SocketRoute<Ops[Id]> };
  module<Parts extends ModuleParts<Ops>>(
    module: ServiceModule<Ops, C, Parts> & OnlyContractOperations<Ops, Parts>,
  ): ServiceModule<Ops, C, Parts>;
}

const same = <T>(value: T): T => value;

/** Binds a contract file to its generated `operations` type and the service's configuration type. */
export function defineContract<Ops, C extends BaseServiceConfig = BaseServiceConfig>(file: string): TypedContract<Ops, C> {
  return {
    file,
    operations: same,
    rawBodyRoutes: same,
    uploadRoutes: same,
    socketRoutes: same,
    module: same,
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../db/orm.js';
import { EventConsumer, type ConsumerDeclaration } from './consumer.js';

/**
 * Declares one of a module's durable consumers, e.g.
 * `consumer({ event: leadsEvents.inquiryReceived, durable: 'notifications--inquiry-email', handle })`.
 * The module lists it in its `consumers`; the service builds it with its ORM, log and namespace.
 */
export function consumer<Data>(declaration: ConsumerDeclaration<Data>): ConsumerDeclaration<Data> {
  return declaration;
}

/** The service's consumers, built from its modules' declarations; two with one durable name stop the start. */
export function buildConsumers(
  declarations: ReadonlyArray<ConsumerDeclaration<any>>, // eslint-disable-line @typescript-eslint/no-explicit-any
  service: { orm: Orm; log: FastifyBaseLogger; namespace: string },
): EventConsumer<unknown>[] {
  const durables = new Set<string>();
  return declarations.map((declaration) => {
    if (durables.has(declaration.durable)) throw new Error(`Two consumers are named ${declaration.durable}`);
    durables.add(declaration.durable);
    return new EventConsumer({ ...declaration, ...service });
  });
}

import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { Envelope, EventDefinition } from '@agency/contracts';
import { outboxEntity } from './tables.js';

/**
 * Adds an event to the outbox through `em`; it is written by the same flush (and so the same
 * transaction) as the change it reports. The data is checked against the shared schema here,
 * so a producer cannot publish what its consumers would reject.
 */
export function recordEvent<Data>(
  em: EntityManager,
  source: string,
  definition: EventDefinition<Data>,
  data: Data,
): Envelope<Data> {
  const envelope: Envelope<Data> = {
    id: randomUUID(),
    type: definition.type,
    occurredAt: new Date().toISOString(),
    source,
    data: definition.data.parse(data),
  };
  em.create(outboxEntity, {
    id: envelope.id,
    type: envelope.type,
    envelope: envelope as unknown as Record<string, unknown>,
    occurredAt: new Date(envelope.occurredAt),
    attempts: 0,
  });
  return envelope;
}

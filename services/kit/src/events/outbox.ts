import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { envelopeSchema, type Envelope, type EventDefinition } from '@agency/contracts';
import { currentActor, currentCorrelation } from './correlation.js';
import { outboxEntity } from './tables.js';

/**
 * Adds an event to the outbox through `em`; it is written by the same flush (and so the same
 * transaction) as the change it reports. The data is checked against the shared schema here,
 * so a producer cannot publish what its consumers would reject. The correlation and the actor come
 * from the request or event being handled; an event recorded outside both starts a chain of its own,
 * caused by the system.
 */
export function recordEvent<Data>(
  em: EntityManager,
  source: string,
  definition: EventDefinition<Data>,
  data: Data,
): Envelope<Data> {
  const envelope = eventEnvelope(source, definition, data);
  em.create(outboxEntity, {
    id: envelope.id,
    type: envelope.type,
    envelope: envelope as unknown as Record<string, unknown>,
    occurredAt: new Date(envelope.occurredAt),
    attempts: 0,
  });
  return envelope;
}

/**
 * An event's envelope, checked as `recordEvent` checks it, for a service that writes its outbox row in its
 * own statement (`outbox_events (id, type, envelope, occurred_at)`, in the transaction of the change).
 */
export function eventEnvelope<Data>(source: string, definition: EventDefinition<Data>, data: Data): Envelope<Data> {
  const id = randomUUID();
  const correlation = currentCorrelation() ?? { correlationId: id, causationId: null };
  const envelope: Envelope<Data> = {
    id,
    type: definition.type,
    occurredAt: new Date().toISOString(),
    source,
    correlationId: correlation.correlationId,
    causationId: correlation.causationId,
    actor: currentActor(),
    data: definition.data.parse(data),
  };
  envelopeSchema.parse(envelope);
  return envelope;
}

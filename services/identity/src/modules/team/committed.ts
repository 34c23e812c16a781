import type { EntityManager } from '@mikro-orm/core';
import { faultPoint, type Orm, type OutboxRelay } from '@agency/kit';

/**
 * Runs a change of the team in one transaction with the events it records, then wakes the relay so they go
 * out at once (the relay's poll would find them anyway).
 */
export async function committed<T>(deps: { orm: Orm; relay: OutboxRelay }, work: (em: EntityManager) => Promise<T>): Promise<T> {
  const result = await deps.orm.em.fork().transactional(work);
  faultPoint('outbox:after-commit');
  deps.relay.wake();
  return result;
}

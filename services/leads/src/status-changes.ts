import type { EntityName, FilterQuery } from '@mikro-orm/core';
import type { EventDefinition } from '@agency/contracts';
import { recordEvent, type AppError, type Orm, type OutboxRelay } from '@agency/kit';

/** How a kind of lead changes status: the entity, its 404, and its status-changed event. */
export interface LeadStatus<Lead extends { id: string; status: Status }, Status extends string, Data> {
  entity: EntityName<Lead>;
  notFound: () => AppError;
  event: EventDefinition<Data>;
  facts: (lead: Lead, change: { before: Status; after: Status; changedAt: string }) => Data;
}

/**
 * Any status may follow any other. The change and its status-changed event are one transaction; setting the
 * status the lead already has changes nothing and records nothing.
 */
export async function changeLeadStatus<Lead extends { id: string; status: Status }, Status extends string, Data>(
  { orm, relay }: { orm: Orm; relay: OutboxRelay },
  kind: LeadStatus<Lead, Status, Data>,
  id: string,
  status: Status,
): Promise<Lead> {
  let changed = false;
  const lead = await orm.em.fork().transactional(async (em) => {
    const found = await em.findOne(kind.entity, { id } as FilterQuery<Lead>);
    if (!found) throw kind.notFound();
    if (found.status === status) return found as Lead;
    recordEvent(
      em,
      'leads',
      kind.event,
      kind.facts(found as Lead, { before: found.status, after: status, changedAt: new Date().toISOString() }),
    );
    found.status = status;
    changed = true;
    return found as Lead;
  });
  if (changed) relay.wake();
  return lead;
}

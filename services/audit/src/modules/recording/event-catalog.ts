import * as contracts from '@agency/contracts';
import type { EventDefinition } from '@agency/contracts';

const isDefinition = (value: unknown): value is EventDefinition =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EventDefinition).type === 'string' &&
  typeof (value as EventDefinition).stream === 'string' &&
  typeof (value as EventDefinition).data?.safeParse === 'function';

/**
 * Every event definition `@agency/contracts` exports, by type, found by looking through its exports when
 * the service starts: an event another service adds to the contracts is known here without a change.
 */
export function eventCatalog(exports: Record<string, unknown> = contracts): ReadonlyMap<string, EventDefinition> {
  const catalog = new Map<string, EventDefinition>();
  for (const group of Object.values(exports)) {
    if (typeof group !== 'object' || group === null) continue;
    for (const value of Object.values(group)) if (isDefinition(value)) catalog.set(value.type, value);
  }
  return catalog;
}

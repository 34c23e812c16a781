import { z } from 'zod';
import { registry } from '@agency/contracts/registry';
import type { EventDefinition } from '@agency/contracts';
import { consumer } from '@agency/kit';
import { auditContract } from '../../contract.js';
import { toAuditEntry } from './audit-entry.js';
import { eventCatalog } from './event-catalog.js';
import { recordEntry } from './recording.service.js';

/** Every producer's stream the registry lists. */
export const recordedStreams = () => registry.services.flatMap((service) => service.produces);

export const recordingDurable = (stream: string) => `audit--record-${stream.toLowerCase()}`;

/**
 * A whole stream as one definition: every subject of the producer, with data left unchecked here, so no
 * event is dead-lettered for a type or a schema this service does not know (toAuditEntry judges the data).
 */
const wholeStream = (stream: string): EventDefinition<unknown> => ({
  type: `${stream.toLowerCase()}.>`,
  stream,
  data: z.unknown(),
});

/** The record: one durable consumer per producer's stream, each event written once as an entry. */
export const recordingModule = auditContract.module({
  name: 'recording',
  setup: () => {
    const catalog = eventCatalog();
    return {
      consumers: recordedStreams().map((stream) =>
        consumer({
          event: wholeStream(stream),
          durable: recordingDurable(stream),
          handle: (em, envelope) => recordEntry(em, toAuditEntry(envelope, catalog)),
        }),
      ),
    };
  },
});

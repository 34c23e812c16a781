import { envelopeSchema, type Envelope, type EventDefinition } from '@agency/contracts';

/** What can be read from a message that failed its schema, to file it under (all may be missing). */
export interface UnparsedEvent {
  id?: string | null;
  type?: string | null;
  correlationId?: string | null;
}

export type ParsedEvent<Data> = { ok: true; envelope: Envelope<Data> } | ({ ok: false; error: unknown } & UnparsedEvent);

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** Checks a message against the envelope and the event's data schema, as consumer and re-drive both do. */
export function parseEvent<Data>(payload: string, definition: EventDefinition<Data>): ParsedEvent<Data> {
  let json: unknown;
  try {
    json = JSON.parse(payload);
    const parsed = envelopeSchema.parse(json);
    return { ok: true, envelope: { ...parsed, data: definition.data.parse(parsed.data) } };
  } catch (error) {
    const fields = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>;
    return {
      ok: false,
      error,
      id: text(fields.id),
      type: text(fields.type),
      correlationId: text(fields.correlationId),
    };
  }
}

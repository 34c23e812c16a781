import type { Envelope } from '@agency/contracts';

/** Part of a statement, with the values of its `:name` placeholders. */
export interface SqlPart {
  sql: string;
  params: Record<string, unknown>;
}

export interface OutboxRowSource {
  /** The statement's own rows the event is written from, e.g. a CTE that inserted the change (`FROM added`). */
  from: string;
  /** Completes the stored envelope (SQL of type jsonb) from those rows, e.g. with `jsonb_set`. */
  envelope?: (stored: string) => string;
}

/**
 * The `INSERT` of an event's outbox row, to put inside a statement that makes the change itself, when the change
 * and its event must be one statement (a lock held only while it runs). `envelope` comes from `eventEnvelope`,
 * so it is checked as `recordEvent` checks it; its placeholders are named `outbox…`. Services name no column
 * of the outbox: they use this, or `recordEvent`.
 */
export function outboxRowInsert(envelope: Envelope<unknown>, source?: OutboxRowSource): SqlPart {
  const stored = ':outboxEnvelope::jsonb';
  const values = `:outboxEventId::uuid, :outboxEventType::text, ${source?.envelope?.(stored) ?? stored}, :outboxOccurredAt::timestamptz`;
  return {
    sql: `INSERT INTO outbox_events (id, type, envelope, occurred_at) ${source ? `SELECT ${values} FROM ${source.from}` : `VALUES (${values})`}`,
    params: {
      outboxEventId: envelope.id,
      outboxEventType: envelope.type,
      outboxEnvelope: JSON.stringify(envelope),
      outboxOccurredAt: envelope.occurredAt,
    },
  };
}

import { randomUUID } from 'node:crypto';
import type { Orm } from '../db/orm.js';
import { execute, queryRows } from '../db/sql.js';

export type DeadLetterReason = 'schema' | 'handler';

export interface DeadLetter {
  consumer: string;
  stream: string;
  streamSequence: number;
  subject: string;
  /** The message exactly as it came, so a re-drive sees what the consumer saw. */
  payload: string;
  eventId: string | null;
  type: string | null;
  correlationId: string | null;
  reason: DeadLetterReason;
  error: string;
  deliveries: number;
}

/** PostgreSQL text cannot hold NUL; a message that carries one is kept with it replaced. */
const storable = (text: string, limit = Infinity) => text.replace(/\0/g, '\uFFFD').slice(0, limit);

/**
 * Writes a dead letter in the consuming service's database. The stream sequence makes it idempotent:
 * if the process dies before the message is terminated, the repeat delivery adds no second row.
 */
export async function recordDeadLetter(orm: Orm, letter: DeadLetter): Promise<void> {
  await execute(
    orm,
    `INSERT INTO dead_letters (id, consumer, stream, stream_sequence, subject, event_id, type, correlation_id,
       payload, reason, error, deliveries)
     VALUES (:id, :consumer, :stream, :streamSequence, :subject, :eventId, :type, :correlationId,
       :payload, :reason, :error, :deliveries)
     ON CONFLICT (consumer, stream, stream_sequence) DO NOTHING`,
    {
      id: randomUUID(),
      consumer: letter.consumer,
      stream: letter.stream,
      streamSequence: letter.streamSequence,
      subject: storable(letter.subject, 500),
      eventId: letter.eventId && storable(letter.eventId, 200),
      type: letter.type && storable(letter.type, 200),
      correlationId: letter.correlationId && storable(letter.correlationId, 200),
      payload: storable(letter.payload),
      reason: letter.reason,
      error: storable(letter.error, 2000),
      deliveries: letter.deliveries,
    },
  );
}

export interface OpenDeadLetter {
  id: string;
  eventId: string | null;
  payload: string;
}

/** Dead letters of one consumer not yet re-driven, oldest first; optionally only one event's. */
export async function openDeadLetters(orm: Orm, consumer: string, eventId?: string): Promise<OpenDeadLetter[]> {
  return queryRows<OpenDeadLetter>(
    orm,
    `SELECT id, event_id, payload FROM dead_letters
     WHERE consumer = :consumer AND redriven_at IS NULL AND (:eventId::text IS NULL OR event_id = :eventId)
     ORDER BY dead_at, stream_sequence`,
    { consumer, eventId: eventId ?? null },
  );
}

export async function markRedriven(orm: Orm, id: string): Promise<void> {
  await execute(orm, 'UPDATE dead_letters SET redriven_at = now(), redrive_attempts = redrive_attempts + 1 WHERE id = :id', {
    id,
  });
}

export async function markRedriveFailed(orm: Orm, id: string, error: string): Promise<void> {
  await execute(orm, 'UPDATE dead_letters SET error = :error, redrive_attempts = redrive_attempts + 1 WHERE id = :id', {
    id,
    error: storable(error, 2000),
  });
}

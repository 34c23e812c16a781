import { randomUUID } from 'node:crypto';
import type { Orm } from '../db/orm.js';

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
  await orm.em.getConnection().execute(
    `INSERT INTO dead_letters (id, consumer, stream, stream_sequence, subject, event_id, type, correlation_id,
       payload, reason, error, deliveries)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (consumer, stream, stream_sequence) DO NOTHING`,
    [
      randomUUID(),
      letter.consumer,
      letter.stream,
      letter.streamSequence,
      storable(letter.subject, 500),
      letter.eventId && storable(letter.eventId, 200),
      letter.type && storable(letter.type, 200),
      letter.correlationId && storable(letter.correlationId, 200),
      storable(letter.payload),
      letter.reason,
      storable(letter.error, 2000),
      letter.deliveries,
    ],
  );
}

export interface OpenDeadLetter {
  id: string;
  eventId: string | null;
  payload: string;
}

/** Dead letters of one consumer not yet re-driven, oldest first; optionally only one event's. */
export async function openDeadLetters(orm: Orm, consumer: string, eventId?: string): Promise<OpenDeadLetter[]> {
  const rows = await orm.em.getConnection().execute<{ id: string; event_id: string | null; payload: string }[]>(
    `SELECT id, event_id, payload FROM dead_letters
     WHERE consumer = ? AND redriven_at IS NULL AND (?::text IS NULL OR event_id = ?)
     ORDER BY dead_at, stream_sequence`,
    [consumer, eventId ?? null, eventId ?? null],
  );
  return rows.map((row) => ({ id: row.id, eventId: row.event_id, payload: row.payload }));
}

export async function markRedriven(orm: Orm, id: string): Promise<void> {
  await orm.em
    .getConnection()
    .execute('UPDATE dead_letters SET redriven_at = now(), redrive_attempts = redrive_attempts + 1 WHERE id = ?', [id]);
}

export async function markRedriveFailed(orm: Orm, id: string, error: string): Promise<void> {
  await orm.em
    .getConnection()
    .execute('UPDATE dead_letters SET error = ?, redrive_attempts = redrive_attempts + 1 WHERE id = ?', [
      storable(error, 2000),
      id,
    ]);
}

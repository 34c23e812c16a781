import { z } from 'zod';

/** A request id (`x-request-id`) or an event id: visible ASCII, short enough for a log line. */
export const traceId = z.string().regex(/^[\x21-\x7e]{1,128}$/);

/**
 * Who caused an event: a team member (user id, the display name the team signs with, and role), a client (its
 * client record, and its user id when it signed in with an account rather than an access code), a visitor
 * (a request without a session) or the system (a worker, a timer, a payment provider's webhook). Events
 * recorded while a consumer handles an event keep that event's actor, so a chain keeps its cause.
 */
export const actorSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('team'),
    id: z.string().min(1),
    name: z.string().min(1),
    /** Absent on events recorded before the team had roles (every one of them an admin's). */
    role: z.enum(['admin', 'member']).optional(),
  }),
  z.object({ kind: z.literal('client'), id: z.string().min(1).optional(), userId: z.string().min(1).optional() }),
  z.object({ kind: z.literal('visitor') }),
  z.object({ kind: z.literal('system') }),
]);

export type Actor = z.infer<typeof actorSchema>;

/**
 * The wrapper every event travels in, on every stream.
 * - `correlationId` is shared by everything one cause set off: the request id of the HTTP call that
 *   started it, or the id of the first event when no request did.
 * - `causationId` is the id of the event whose handling recorded this one; null when a request (or a
 *   worker) recorded it directly. It always names an event, never a request.
 * - `actor` is who caused it (see actorSchema).
 * All three are optional when parsing, so envelopes written before they existed still parse
 * (docs/adr/0010-event-evolution.md).
 */
export const envelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().regex(/^[a-z]+\.[a-z-]+\.[a-z-]+\.v\d+$/),
  occurredAt: z.iso.datetime({ offset: true }),
  source: z.string().min(1),
  correlationId: traceId.optional(),
  causationId: z.uuid().nullable().optional(),
  actor: actorSchema.optional(),
  data: z.unknown(),
});

export type Envelope<Data = unknown> = Omit<z.infer<typeof envelopeSchema>, 'data'> & { data: Data };

/**
 * One kind of event: its type doubles as its subject (`<producer>.<aggregate>.<event>.v<major>`),
 * its stream is the producer's, and its data schema is checked by producer and consumer alike.
 */
export interface EventDefinition<Data = unknown> {
  type: string;
  stream: string;
  data: z.ZodType<Data>;
}

export function defineEvent<Data>(type: string, data: z.ZodType<Data>): EventDefinition<Data> {
  const producer = type.split('.')[0];
  if (!producer || !/^[a-z]+\.[a-z-]+\.[a-z-]+\.v\d+$/.test(type)) throw new Error(`Bad event type ${type}`);
  return { type, stream: producer.toUpperCase(), data };
}

/** Streams are one per producer; `namespace` keeps test runs apart from a running system. */
export function streamName(producerStream: string, namespace: string): string {
  return namespace ? `${namespace}_${producerStream}` : producerStream;
}

export function subjectOf(type: string, namespace: string): string {
  return namespace ? `${namespace}.${type}` : type;
}

export function streamSubjects(producerStream: string, namespace: string): string[] {
  return [subjectOf(`${producerStream.toLowerCase()}.>`, namespace)];
}

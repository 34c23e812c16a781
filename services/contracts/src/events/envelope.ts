import { z } from 'zod';

/** The wrapper every event travels in, on every stream. */
export const envelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().regex(/^[a-z]+\.[a-z-]+\.[a-z-]+\.v\d+$/),
  occurredAt: z.iso.datetime({ offset: true }),
  source: z.string().min(1),
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

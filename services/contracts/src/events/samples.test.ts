import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as contracts from '../index.js';
import { envelopeSchema, type EventDefinition } from './envelope.js';

/**
 * Every event version keeps a sample envelope as its producers wrote it (`samples/<type>.json`), and
 * today's schemas must still read every one: docs/adr/0010-event-evolution.md.
 */

const isEvent = (value: unknown): value is EventDefinition =>
  typeof value === 'object' && value !== null && 'type' in value && 'stream' in value && 'data' in value;

const definitions = new Map(
  Object.values(contracts)
    .flatMap((exported) => (typeof exported === 'object' && exported !== null ? Object.values(exported) : []))
    .filter(isEvent)
    .map((definition) => [definition.type, definition]),
);

const folder = new URL('./samples/', import.meta.url);
const samples = readdirSync(folder)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({ file, envelope: JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as Record<string, unknown> }));

describe('the sample of each event version', () => {
  it('exists for every event defined', () => {
    expect(definitions.size).toBeGreaterThan(0);
    expect([...definitions.keys()].filter((type) => !samples.some(({ file }) => file === `${type}.json`))).toEqual([]);
  });

  it.each(samples)('$file is still read by the envelope and its event’s data schema', ({ file, envelope }) => {
    expect(`${String(envelope.type)}.json`).toBe(file);
    const definition = definitions.get(String(envelope.type));
    expect(definition, `${file} is of no event defined`).toBeDefined();
    const parsed = envelopeSchema.parse(envelope);
    expect(definition!.data.parse(parsed.data)).toEqual(envelope.data);
  });

  it('includes envelopes as the first producers wrote them, without correlation ids or an actor', () => {
    const oldest = samples.filter(({ envelope }) => !('actor' in envelope) && !('correlationId' in envelope));
    expect(oldest.length).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import { envelopeSchema } from './envelope.js';

const envelope = {
  id: '5b0e7c1e-8a53-4b55-9d1c-3f0d6f1d9a10',
  type: 'leads.inquiry.received.v1',
  occurredAt: '2025-11-20T18:04:05.000Z',
  source: 'leads',
  data: {},
};

describe('the event envelope', () => {
  it('still parses an envelope written before correlation and causation existed', () => {
    expect(envelopeSchema.parse(envelope)).toEqual(envelope);
  });

  it('carries a request id as correlation and an event id (or null) as causation', () => {
    const caused = { ...envelope, correlationId: 'req-42', causationId: envelope.id };
    expect(envelopeSchema.parse(caused)).toEqual(caused);
    expect(envelopeSchema.parse({ ...envelope, correlationId: 'req-42', causationId: null }).causationId).toBeNull();
  });

  it('refuses a correlation id no log line should carry, and a causation that is not an event id', () => {
    expect(envelopeSchema.safeParse({ ...envelope, correlationId: 'two words' }).success).toBe(false);
    expect(envelopeSchema.safeParse({ ...envelope, correlationId: 'x'.repeat(129) }).success).toBe(false);
    expect(envelopeSchema.safeParse({ ...envelope, causationId: 'req-42' }).success).toBe(false);
  });

  it('names its actor: a team member, a client, a visitor or the system, and nothing else', () => {
    for (const actor of [
      { kind: 'team', id: 'u-1', name: 'morgan.lee' },
      { kind: 'client', id: 'c-1', userId: 'u-2' },
      { kind: 'client', id: 'c-1' },
      { kind: 'visitor' },
      { kind: 'system' },
    ]) {
      expect(envelopeSchema.parse({ ...envelope, actor }).actor).toEqual(actor);
    }
    expect(envelopeSchema.safeParse({ ...envelope, actor: { kind: 'team', id: 'u-1' } }).success).toBe(false);
    expect(envelopeSchema.safeParse({ ...envelope, actor: { kind: 'robot' } }).success).toBe(false);
  });
});

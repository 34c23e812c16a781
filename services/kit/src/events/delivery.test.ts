import { describe, expect, it } from 'vitest';
import { baseServiceEnv, parseConfig } from '../config.js';
import { deliveryPolicyOf, doublingDelayMs, redeliveryHorizonMs, retryDelayMs } from './delivery.js';
import { RELAY_MAX_BACKOFF_MS, RELAY_PUBLISH_TIMEOUT_MS, STREAM_DUPLICATE_WINDOW_MS, STREAM_MAX_AGE_MS } from './limits.js';

const defaults = parseConfig(baseServiceEnv, {
  DATABASE_URL: 'postgres://db/agency_x',
  JWT_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\nMFkw\n-----END PUBLIC KEY-----',
});
const policy = deliveryPolicyOf(defaults);

describe('the delivery policy', () => {
  it('doubles the pause after each failed delivery, up to the max', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((delivery) => retryDelayMs(policy, delivery))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('has a horizon of every ack wait plus every pause (10 deliveries: 300 s + 243 s)', () => {
    expect(policy).toEqual({ maxDeliver: 10, ackWaitMs: 30_000, retryBaseMs: 1000, retryMaxMs: 60_000 });
    expect(redeliveryHorizonMs(policy)).toBe(543_000);
    expect(redeliveryHorizonMs({ ...policy, maxDeliver: 1 })).toBe(30_000);
  });

  it('keeps inbox rows past the redelivery horizon and past the streams’ max age', () => {
    expect(defaults.INBOX_RETENTION_MS).toBeGreaterThan(redeliveryHorizonMs(policy));
    expect(defaults.INBOX_RETENTION_MS).toBeGreaterThan(STREAM_MAX_AGE_MS);
  });

  it('dedupes at the broker for longer than the relay takes to publish a row again', () => {
    expect(STREAM_DUPLICATE_WINDOW_MS).toBeGreaterThanOrEqual(RELAY_PUBLISH_TIMEOUT_MS + RELAY_MAX_BACKOFF_MS);
  });
});

describe('doubling back-off', () => {
  it('doubles from its base up to its cap', () => {
    expect([1, 2, 3, 4, 10].map((failures) => doublingDelayMs(failures, 1000, 5000))).toEqual([1000, 2000, 4000, 5000, 5000]);
  });
});

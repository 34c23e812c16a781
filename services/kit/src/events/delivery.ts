import type { BaseServiceConfig } from '../config.js';

/** How a service's consumers retry an event before giving up on it (the numbers: docs/adr/0006). */
export interface DeliveryPolicy {
  /** JetStream max_deliver; the last failed delivery goes to the dead-letter table. */
  maxDeliver: number;
  /** JetStream ack_wait: an event neither acked nor nakked this long (a crash, a hang) comes again. */
  ackWaitMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

export function deliveryPolicyOf(config: BaseServiceConfig): DeliveryPolicy {
  return {
    maxDeliver: config.EVENT_MAX_DELIVER,
    ackWaitMs: config.NATS_ACK_WAIT_MS,
    retryBaseMs: config.EVENT_RETRY_BASE_MS,
    retryMaxMs: config.EVENT_RETRY_MAX_MS,
  };
}

/**
 * The pause before the next delivery after the `deliveryCount`-th failed: 1 s, 2 s, 4 s, … up to
 * the max. Given as a nak delay rather than JetStream's consumer `backoff`, because `backoff`
 * replaces ack_wait, so a healthy but slow handler would be redelivered while it still runs.
 */
export function retryDelayMs(policy: DeliveryPolicy, deliveryCount: number): number {
  return doublingDelayMs(deliveryCount, policy.retryBaseMs, policy.retryMaxMs);
}

/** `baseMs` after the first failure, doubling after each further one, never more than `maxMs`. */
export function doublingDelayMs(failures: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(failures - 1, 0), maxMs);
}

/**
 * The longest an event can go on being redelivered after its first delivery: every delivery may
 * run out its ack wait, and every failure adds its pause. After that it is applied, or dead.
 */
export function redeliveryHorizonMs(policy: DeliveryPolicy): number {
  let horizon = policy.maxDeliver * policy.ackWaitMs;
  for (let delivery = 1; delivery < policy.maxDeliver; delivery++) horizon += retryDelayMs(policy, delivery);
  return horizon;
}

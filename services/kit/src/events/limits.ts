/**
 * JetStream and relay limits that are not per-deployment settings (docs/adr/0006-event-delivery.md
 * says why each is what it is).
 */

/** How long the relay waits for JetStream to acknowledge one publish before it counts as failed. */
export const RELAY_PUBLISH_TIMEOUT_MS = 5_000;

/** The relay's longest pause between rounds after failures (500 ms doubling up to this). */
export const RELAY_MAX_BACKOFF_MS = 8_000;

/**
 * Nats-Msg-Id dedupe window of every stream. A row published but not marked (ack lost, or the
 * process died between publish and mark) is published again within the relay's retry horizon,
 * RELAY_PUBLISH_TIMEOUT_MS + RELAY_MAX_BACKOFF_MS while the process runs, or at its next start
 * after a crash; ten minutes covers both. Past it, consumers' inboxes still drop the repeat.
 */
export const STREAM_DUPLICATE_WINDOW_MS = 10 * 60_000;

/** How long a stream keeps events, applied or not. */
export const STREAM_MAX_AGE_MS = 30 * 24 * 60 * 60_000;

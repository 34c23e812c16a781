import type { Waiting } from '@agency/contracts/openapi/onboarding';
import type { WaitingStep } from '@agency/contracts/onboarding/rules';

export type { Waiting };

const dayMs = 24 * 60 * 60 * 1000;

/** What says where a client is in its onboarding: its steps, whether it registered, and since when it is there. */
export interface WaitingFacts {
  paymentCompleted: boolean;
  contractSigned: boolean;
  videoWatched: boolean;
  projectCompleted: boolean;
  /** One of its access codes was used to make its account. */
  registered: boolean;
  stepReachedAt: Date | string;
}

/**
 * The step the client waits at: registration until it registers or pays (a client may pay with its code
 * alone), then payment, contract, video; none once the video is watched or the project completed.
 */
export function waitingStep(client: Omit<WaitingFacts, 'stepReachedAt'>): WaitingStep | null {
  if (client.projectCompleted || client.videoWatched) return null;
  if (client.contractSigned) return 'video';
  if (client.paymentCompleted) return 'contract';
  return client.registered ? 'payment' : 'registration';
}

/** `waitingStep` as SQL over onboarding_clients, for the list's filter: the two must agree (client-list.int.test.ts). */
export const waitingStepSql = `CASE
  WHEN onboarding_clients.project_completed OR onboarding_clients.video_watched THEN NULL
  WHEN onboarding_clients.contract_signed THEN 'video'
  WHEN onboarding_clients.payment_completed THEN 'contract'
  WHEN EXISTS (SELECT 1 FROM access_codes r WHERE r.client_id = onboarding_clients.id AND r.redeemed_at IS NOT NULL)
    THEN 'payment'
  ELSE 'registration' END`;

/** The list's `stuck` filter: a step to wait at, reached before `:stuckBefore` (see `stuckBefore`). */
export const stuckSql = `(${waitingStepSql}) IS NOT NULL AND onboarding_clients.step_reached_at < :stuckBefore`;

/** The moment a client must have reached its step before to count as waiting too long as of `now`. */
export const stuckBefore = (now: Date, stuckAfterDays: number) => new Date(now.getTime() - stuckAfterDays * dayMs);

/** Whole days from `since` to `now`; none for a time after `now` (a clock a little ahead elsewhere). */
export const daysBetween = (since: Date, now: Date) => Math.max(0, Math.floor((now.getTime() - since.getTime()) / dayMs));

/**
 * Where the client waits as of `now`: the step, since when, the whole days since, and whether that is more
 * than `stuckAfterDays` days (to the millisecond, as the list's filter counts it). Null at no step.
 */
export function waitingAt(client: WaitingFacts, now: Date, stuckAfterDays: number): Waiting | null {
  const step = waitingStep(client);
  if (!step) return null;
  const since = new Date(client.stepReachedAt);
  return {
    step,
    since: since.toISOString(),
    days: daysBetween(since, now),
    stuck: since.getTime() < stuckBefore(now, stuckAfterDays).getTime(),
  };
}

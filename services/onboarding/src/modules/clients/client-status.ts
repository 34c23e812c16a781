import type { ClientFilter, ClientStatus } from '@agency/contracts/onboarding/rules';

export interface StepFlags {
  paymentCompleted: boolean;
  contractSigned: boolean;
  videoWatched: boolean;
  projectCompleted: boolean;
}

/** The status the team's list shows (spec 001 §4): the first step not done, or where the project stands. */
export function clientStatus(client: StepFlags): ClientStatus {
  if (client.projectCompleted) return 'completed';
  if (!client.paymentCompleted) return 'payment-pending';
  if (!client.contractSigned) return 'contract-pending';
  if (!client.videoWatched) return 'onboarding';
  return 'active';
}

/**
 * Each filter of the list as SQL over onboarding_clients (spec 001 §4); all has none. `stuck` depends on the
 * time and the configured days, so the list builds it (reminders/waiting.ts).
 */
export const filterCondition: Readonly<Record<Exclude<ClientFilter, 'stuck'>, string | null>> = {
  all: null,
  pending: 'NOT onboarding_complete',
  active: 'onboarding_complete AND NOT project_completed',
  completed: 'project_completed',
  // The subscription's last charge failed and Stripe still tries (past_due) or gave up (unpaid).
  'past-due': "billing_status IN ('past_due', 'unpaid')",
  // Cancelled, now or at the end of the period paid for.
  cancelled: "(billing_status = 'canceled' OR billing_cancel_at_period_end)",
};

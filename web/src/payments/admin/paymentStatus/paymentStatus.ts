import type { components } from '@agency/contracts/openapi/onboarding';

export type PaymentStatusReport = components['schemas']['PaymentStatusReport'];
export type RecentClient = components['schemas']['RecentClient'];

/** Spec 001 §4: the diagnostic's states. */
export type PaymentStatusState = 'checking' | 'found' | 'not_found' | 'error';

export function paymentStatusState(report: PaymentStatusReport | undefined, failed: boolean): PaymentStatusState {
  if (failed) return 'error';
  if (!report) return 'checking';
  return firstPaid(report) ? 'found' : 'not_found';
}

/** The newest paid record (the list is newest first). */
export const firstPaid = (report: PaymentStatusReport) => report.clients.find((client) => client.paymentCompleted);

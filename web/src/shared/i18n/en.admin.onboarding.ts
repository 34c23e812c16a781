/**
 * The back office's words for the onboarding contract's values, by key `<enum>.<value>` (contractWords.test.ts
 * holds them to the contract).
 */
export const enAdminOnboarding = {
  'package.starter': 'Starter',
  'package.growth': 'Growth',
  'package.professional': 'Professional',
  'clientStatus.payment-pending': 'Payment Pending',
  'clientStatus.contract-pending': 'Contract Pending',
  'clientStatus.onboarding': 'Onboarding',
  'clientStatus.active': 'Active',
  'clientStatus.completed': 'Completed',
  'clientFilter.all': 'All Clients',
  'clientFilter.pending': 'Pending Onboarding',
  'clientFilter.active': 'Active Projects',
  'clientFilter.completed': 'Completed',
  'clientFilter.stuck': 'Waiting Too Long',
  'clientFilter.past-due': 'Payment Past Due',
  'clientFilter.cancelled': 'Subscription Cancelled',
  'waitingStep.registration': 'Registration',
  'waitingStep.payment': 'Payment',
  'waitingStep.contract': 'Contract',
  'waitingStep.video': 'Welcome Video',
  'accessCodeState.active': 'Active',
  'accessCodeState.redeemed': 'Redeemed',
  'accessCodeState.expired': 'Expired',
  'accessCodeState.revoked': 'Revoked',
} as const;

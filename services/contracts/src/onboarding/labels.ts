// The words people read for the onboarding contract's values: one place for the back office, the portal and e-mails.
import type { AccessCodeState, ClientFilter, ClientStatus, Package, WaitingStep } from './rules.js';

/** Each package as the portal sells it (spec 001 §9): its name and its price per month in whole dollars. */
export const packageOffers: Readonly<Record<Package, { name: string; monthlyPrice: number }>> = {
  starter: { name: 'Starter', monthlyPrice: 19 },
  growth: { name: 'Growth', monthlyPrice: 39 },
  professional: { name: 'Professional', monthlyPrice: 79 },
};

export const packageLabel = (pkg: Package) => packageOffers[pkg].name;

/** `growth` -> `Growth Package ($39)`, the way the spec's records name a package. */
export const packageWithPrice = (pkg: Package) => `${packageOffers[pkg].name} Package ($${packageOffers[pkg].monthlyPrice})`;

/** The derived status as the admin client list shows it (spec 001 §4). */
export const clientStatusLabels: Readonly<Record<ClientStatus, string>> = {
  'payment-pending': 'Payment Pending',
  'contract-pending': 'Contract Pending',
  onboarding: 'Onboarding',
  active: 'Active',
  completed: 'Completed',
};

/** The client list's filter as its select offers it (spec 001 §2). */
export const clientFilterLabels: Readonly<Record<ClientFilter, string>> = {
  all: 'All Clients',
  pending: 'Pending Onboarding',
  active: 'Active Projects',
  completed: 'Completed',
  stuck: 'Waiting Too Long',
  'past-due': 'Payment Past Due',
  cancelled: 'Subscription Cancelled',
};

/** The onboarding step a client waits at, as the client list and the reminder e-mail name it. */
export const waitingStepLabels: Readonly<Record<WaitingStep, string>> = {
  registration: 'Registration',
  payment: 'Payment',
  contract: 'Contract',
  video: 'Welcome Video',
};

export const accessCodeStateLabels: Readonly<Record<AccessCodeState, string>> = {
  active: 'Active',
  redeemed: 'Redeemed',
  expired: 'Expired',
  revoked: 'Revoked',
};

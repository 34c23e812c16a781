import type { components } from '@agency/contracts/openapi/onboarding';
import * as onboardingSchemas from '@agency/contracts/openapi/onboarding.schemas';
import { t, type TextKey } from '../../../i18n/messages';
import { site } from '../../../site';

type Schemas = components['schemas'];
export type ClientSummary = Schemas['ClientSummary'];
export type ClientDetail = Schemas['ClientDetail'];
export type AccessCode = Schemas['AccessCode'];
export type ClientCreated = Schemas['ClientCreated'];
export type ClientStatus = Schemas['ClientStatus'];
export type ClientFilter = Schemas['ClientFilter'];
export type Package = Schemas['Package'];
export type AccessCodeState = Schemas['AccessCodeState'];

/** The list's filters beside 'All Clients', in the contract's order. */
export const clientFilters = onboardingSchemas.ClientFilter.enum.filter(
  (filter): filter is Exclude<ClientFilter, 'all'> => filter !== 'all',
);
export const packages: readonly Package[] = onboardingSchemas.Package.enum;
/** The package Add Client starts with (Growth). */
export const defaultPackage: Package = onboardingSchemas.NewClient.properties.package.default;

const filterKeys: Record<ClientFilter, TextKey> = {
  all: 'clients.filter.all',
  pending: 'clients.filter.pending',
  active: 'clients.filter.active',
  completed: 'clients.filter.completed',
};

const packageKeys: Record<Package, TextKey> = {
  starter: 'clients.package.starter',
  growth: 'clients.package.growth',
  professional: 'clients.package.professional',
};

const statusKeys: Record<ClientStatus, TextKey> = {
  'payment-pending': 'clients.status.paymentPending',
  'contract-pending': 'clients.status.contractPending',
  onboarding: 'clients.status.onboarding',
  active: 'clients.status.active',
  completed: 'clients.status.completed',
};

const codeStateKeys: Record<AccessCodeState, TextKey> = {
  active: 'client.codeState.active',
  redeemed: 'client.codeState.redeemed',
  expired: 'client.codeState.expired',
  revoked: 'client.codeState.revoked',
};

export const clientFilterLabel = (filter: ClientFilter) => t(filterKeys[filter]);
export const packageLabel = (pkg: Package) => t(packageKeys[pkg]);
export const clientStatusLabel = (status: ClientStatus) => t(statusKeys[status]);
export const accessCodeStateLabel = (state: AccessCodeState) => t(codeStateKeys[state]);

// A moment in a client's history, with its time, in the agency's time zone (as the lists date things).
const momentFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: site.timeZone,
});

/** "Nov 21, 2026, 3:05 PM". */
export const formatMoment = (when: string) => momentFormat.format(new Date(when));

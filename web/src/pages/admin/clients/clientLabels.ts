import type { components } from '@agency/contracts/openapi/onboarding';
import * as onboardingSchemas from '@agency/contracts/openapi/onboarding.schemas';
import { accessCodeStateLabels, clientFilterLabels, clientStatusLabels, packageLabel } from '@agency/contracts/onboarding/labels';

type Schemas = components['schemas'];
export type ClientSummary = Schemas['ClientSummary'];
export type ClientDetail = Schemas['ClientDetail'];
export type AccessCode = Schemas['AccessCode'];
export type NewClient = Schemas['NewClient'];
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

export const clientFilterLabel = (filter: ClientFilter) => clientFilterLabels[filter];
export const clientStatusLabel = (status: ClientStatus) => clientStatusLabels[status];
export const accessCodeStateLabel = (state: AccessCodeState) => accessCodeStateLabels[state];
export { packageLabel };

/** A moment in a client's history, with its time and zone: "Nov 21, 2026, 3:05 PM MST". */
export { formatMoment } from '../../../lib/viewerTime';

import type {
  AccessCode,
  AccessCodeState,
  ClientCreated,
  ClientDetail,
  ClientFilter,
  ClientStatus,
  ClientSummary,
  NewClient,
  Package,
  WaitingStep,
} from '@agency/contracts/openapi/onboarding';
import * as onboardingSchemas from '@agency/contracts/openapi/onboarding.schemas';
import { t, type TextKey } from '../../../shared/i18n/messages';

export type {
  ClientSummary,
  ClientDetail,
  AccessCode,
  NewClient,
  ClientCreated,
  ClientStatus,
  ClientFilter,
  Package,
  AccessCodeState,
  WaitingStep,
};

/** The list's filters beside 'All Clients', in the contract's order. */
export const clientFilters = onboardingSchemas.ClientFilter.enum.filter(
  (filter): filter is Exclude<ClientFilter, 'all'> => filter !== 'all',
);
export const packages: readonly Package[] = onboardingSchemas.Package.enum;
/** The package Add Client starts with (Growth). */
export const defaultPackage: Package = onboardingSchemas.NewClient.properties.package.default;

/** The onboarding contract's values in the back office's words (en.admin.onboarding.ts, a key per value). */
export const clientFilterLabel = (filter: ClientFilter) => t(`clientFilter.${filter}` satisfies TextKey);
export const clientStatusLabel = (status: ClientStatus) => t(`clientStatus.${status}` satisfies TextKey);
export const accessCodeStateLabel = (state: AccessCodeState) => t(`accessCodeState.${state}` satisfies TextKey);
export const packageLabel = (pkg: Package) => t(`package.${pkg}` satisfies TextKey);
export const waitingStepLabel = (step: WaitingStep) => t(`waitingStep.${step}` satisfies TextKey);

/** A moment in a client's history, with its time and zone: "Nov 21, 2026, 3:05 PM MST". */
export { formatMoment } from '../../../shared/lib/viewerTime';

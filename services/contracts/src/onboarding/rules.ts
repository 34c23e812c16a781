// What code outside the onboarding contract must agree with it on, read from the contract (never copied).
import type { AccessCodeState, ClientFilter, ClientStatus, Package, WaitingStep } from '../openapi/onboarding.js';
import * as onboardingSchemas from '../openapi/onboarding.schemas.js';

export type { Package, ClientStatus, ClientFilter, AccessCodeState, WaitingStep };

export const packages: readonly Package[] = onboardingSchemas.Package.enum;
export const clientStatuses: readonly ClientStatus[] = onboardingSchemas.ClientStatus.enum;
export const clientFilters: readonly ClientFilter[] = onboardingSchemas.ClientFilter.enum;
export const accessCodeStates: readonly AccessCodeState[] = onboardingSchemas.AccessCodeState.enum;

/** The package Add Client starts with. */
export const defaultPackage: Package = onboardingSchemas.NewClient.properties.package.default;

/** An access code: `MB-` and 6 capital letters or digits (issued without look-alikes since they were left out). */
export const accessCodePattern = new RegExp(onboardingSchemas.Code.pattern, 'u');

const client = onboardingSchemas.NewClient.properties;

/** The most characters the contract takes for each Add Client field. */
export const clientLimits = {
  businessName: client.businessName.maxLength,
  contactName: client.contactName.maxLength,
  email: client.email.maxLength,
  phone: client.phone.maxLength,
} as const;

/** A phone number as the contract takes it (empty, or with at least one digit). */
export const phonePattern = new RegExp(client.phone.pattern, 'u');

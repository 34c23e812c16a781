import type { components } from '@agency/contracts/openapi/leads';

export type Application = components['schemas']['Application'];
export type { ApplicationStatus } from '@agency/contracts/leads/rules';
export { applicationStatuses } from '@agency/contracts/leads/rules';
export { applicationStatusLabel } from '../../labels';

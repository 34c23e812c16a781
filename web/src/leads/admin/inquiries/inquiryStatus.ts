import type { components } from '@agency/contracts/openapi/leads';

export type Inquiry = components['schemas']['Inquiry'];
export type { InquiryStatus } from '@agency/contracts/leads/rules';
export { inquiryStatuses } from '@agency/contracts/leads/rules';
export { inquiryStatusLabel as statusLabel } from '../../labels';

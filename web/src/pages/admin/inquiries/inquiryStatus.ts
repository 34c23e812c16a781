import type { components } from '@agency/contracts/openapi/leads';

export type Inquiry = components['schemas']['Inquiry'];
export type InquiryStatus = components['schemas']['InquiryStatus'];

export const inquiryStatuses: readonly InquiryStatus[] = ['pending', 'contacted', 'scheduled', 'completed', 'cancelled'];

export const statusLabel = (status: InquiryStatus) => status.charAt(0).toUpperCase() + status.slice(1);

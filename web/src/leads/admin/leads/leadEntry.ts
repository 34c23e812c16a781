import { timelines } from '@agency/contracts/leads/rules';
import type { components } from '@agency/contracts/openapi/leads';
import { t, type TextKey } from '../../../shared/i18n/messages';
import { availabilityLabel, choiceLabel, studyYearLabel, timelineLabel } from '../../labels';
import type { Detail } from '../../../shared/admin/DetailDialog';
import { applicationStatusLabel } from '../applications/applicationStatus';
import { formatInquiryTime, formatSituation } from '../inquiries/format';
import { statusLabel } from '../inquiries/inquiryStatus';

export type LeadEntry = components['schemas']['LeadEntry'];

export const kindLabel = (kind: LeadEntry['kind']): TextKey => `leads.kind.${kind}`;

/** The entry's status, whichever list it belongs to. */
export function entryStatus(entry: LeadEntry): string {
  if (entry.application) return applicationStatusLabel(entry.application.status);
  if (entry.inquiry) return statusLabel(entry.inquiry.status);
  return '';
}

/** The fields that tell one entry from another; the whole record is in its own list. */
export function mainFields(entry: LeadEntry): Detail[] {
  const { application, inquiry } = entry;
  if (application) {
    return [
      { label: t('application.name'), value: application.name },
      { label: t('field.phone'), value: application.phone },
      { label: t('application.university'), value: application.university },
      { label: t('application.program'), value: application.program },
      { label: t('application.year'), value: studyYearLabel(application.year) },
      { label: t('application.availability'), value: availabilityLabel(application.availability) },
    ];
  }
  if (!inquiry) return [];
  if (inquiry.details) {
    return [
      { label: t('proposal.businessName'), value: inquiry.details.businessName },
      { label: t('field.phone'), value: inquiry.phone },
      { label: t('proposal.timeline'), value: choiceLabel(inquiry.details.timeline, timelines, timelineLabel) },
      { label: t('proposal.budget'), value: inquiry.details.budget },
      { label: t('proposal.goals'), value: inquiry.details.goals, long: true },
    ];
  }
  return [
    { label: t('field.name'), value: inquiry.name },
    { label: t('field.phone'), value: inquiry.phone },
    { label: t('inquiry.situation'), value: formatSituation(inquiry.situationType) },
    { label: t('inquiry.preferredTime'), value: formatInquiryTime(inquiry) },
  ];
}

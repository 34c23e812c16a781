import { industries, timelines } from '@agency/contracts/leads/rules';
import type { components } from '@agency/contracts/openapi/leads';
import { t } from '../../../shared/i18n/messages';
import { choiceLabel, industryLabel, timelineLabel } from '../../labels';
import { formatDate } from '../../../shared/lib/viewerTime';
import type { Detail } from '../../../shared/admin/DetailDialog';
import { formatInquiryTime, formatSituation, isProposal } from './format';
import { statusLabel, type Inquiry } from './inquiryStatus';

type ProposalDetails = components['schemas']['ProposalDetails'];

/** An inquiry's contact fields, as the table shows them. */
export function inquiryDetails(inquiry: Inquiry): Detail[] {
  return [
    { label: t('field.name'), value: inquiry.name },
    { label: t('field.email'), value: inquiry.email },
    { label: t('field.phone'), value: inquiry.phone },
    { label: t('inquiry.situation'), value: formatSituation(inquiry.situationType) },
    { label: isProposal(inquiry) ? t('proposal.timeline') : t('inquiry.preferredTime'), value: formatInquiryTime(inquiry) },
    { label: t('inquiry.status'), value: statusLabel(inquiry.status) },
    { label: t('inquiry.submitted'), value: formatDate(inquiry.createdAt, 'short') },
  ];
}

/** Everything else a proposal request carried, in the order the form asks for it. */
export function proposalDetails(details: ProposalDetails): Detail[] {
  return [
    { label: t('proposal.businessName'), value: details.businessName },
    { label: t('proposal.industry'), value: choiceLabel(details.industry, industries, industryLabel) },
    { label: t('proposal.teamSize'), value: details.teamSize },
    { label: t('proposal.budget'), value: details.budget },
    { label: t('proposal.timeline'), value: choiceLabel(details.timeline, timelines, timelineLabel) },
    { label: t('proposal.existingTech'), value: details.existingTech, long: true },
    { label: t('proposal.projectScope'), value: details.projectScope, long: true },
    { label: t('proposal.goals'), value: details.goals, long: true },
    { label: t('proposal.challenges'), value: details.challenges, long: true },
  ];
}

import { preferredTimeInText, situationLabel, statusLabel, titleCase } from '@agency/contracts/leads/labels';
import { toCsv, csvTime, type CsvColumn } from '@agency/kit';
import type { ProposalDetails } from './inquiry.entity.js';
import type { Inquiry } from './inquiries.service.js';

const detail = (key: keyof ProposalDetails) => (inquiry: Inquiry) => inquiry.details?.[key] ?? '';

/** The inquiries as the team reads them; a proposal's own fields follow, empty for other inquiries. */
const inquiryCsvColumns: CsvColumn<Inquiry>[] = [
  { header: 'Submitted (UTC)', value: (inquiry) => csvTime(inquiry.createdAt) },
  { header: 'Name', value: (inquiry) => inquiry.name },
  { header: 'Email', value: (inquiry) => inquiry.email },
  { header: 'Phone', value: (inquiry) => inquiry.phone },
  { header: 'Situation', value: (inquiry) => situationLabel(inquiry.situationType) },
  { header: 'Preferred Time', value: (inquiry) => preferredTimeInText(inquiry.preferredTime) },
  { header: 'Status', value: (inquiry) => statusLabel(inquiry.status) },
  { header: 'Business Name', value: detail('businessName') },
  { header: 'Industry', value: (inquiry) => titleCase(detail('industry')(inquiry)) },
  { header: 'Team Size', value: detail('teamSize') },
  { header: 'Existing Technology', value: detail('existingTech') },
  { header: 'Project Scope', value: detail('projectScope') },
  { header: 'Timeline', value: (inquiry) => titleCase(detail('timeline')(inquiry)) },
  { header: 'Budget', value: detail('budget') },
  { header: 'Goals', value: detail('goals') },
  { header: 'Challenges', value: detail('challenges') },
];

export const inquiriesCsv = (inquiries: readonly Inquiry[]) => toCsv(inquiryCsvColumns, inquiries);

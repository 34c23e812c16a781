import type { components } from '@agency/contracts/openapi/leads';
import type { Industry, Timeline } from '@agency/contracts/leads/rules';

export type ProposalRequest = components['schemas']['ProposalRequest'];

/** The proposal form as it is typed: the industry and the timeline start unchosen. */
export interface ProposalValues {
  businessName: string;
  industry: Industry | '';
  teamSize: string;
  existingTech: string;
  projectScope: string;
  timeline: Timeline | '';
  budget: string;
  goals: string;
  challenges: string;
  email: string;
  phone: string;
}

export const emptyProposal: ProposalValues = {
  businessName: '',
  industry: '',
  teamSize: '',
  existingTech: '',
  projectScope: '',
  timeline: '',
  budget: '',
  goals: '',
  challenges: '',
  email: '',
  phone: '',
};

/** Step 1's fields: marked required, but Continue does not hold the visitor back for them (spec §5). */
export const businessFields = [
  'businessName',
  'industry',
  'teamSize',
  'existingTech',
] as const satisfies readonly (keyof ProposalValues)[];

import type { components } from '@agency/contracts/openapi/leads';
import { challenges, preferredTimes, type Challenge, type PreferredTime } from '@agency/contracts/leads/rules';
import type { TextKey } from '../../../shared/i18n/messages';

export type { Challenge, PreferredTime };
/** The wizard's choices, in the contract's order (the contract's enums alone, not every request body of leads). */
export { challenges, preferredTimes };

export const challengeLabel = (challenge: Challenge): TextKey => `challenge.${challenge}.label`;
export const challengeDescription = (challenge: Challenge): TextKey => `challenge.${challenge}.description`;
export { preferredTimeText } from '../../../leads/labels';

export type ContactDetails = Omit<components['schemas']['StrategyCallRequest'], 'situationType'>;

/** The wizard's contact form before anything is typed; morning is preselected. */
export const emptyContact: ContactDetails = { name: '', email: '', phone: '', preferredTime: 'morning' };

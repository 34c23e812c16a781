import type { components } from '@agency/contracts/openapi/leads';
import { leads } from 'virtual:contract-bodies';
import type { TextKey } from '../../i18n/messages';

export type Challenge = components['schemas']['Challenge'];
export type PreferredTime = components['schemas']['PreferredTime'];

const strategyCall = leads.submitStrategyCall!.properties!;

/** The wizard's choices, in the contract's order. */
export const challenges = strategyCall.situationType!.enum as readonly Challenge[];
export const preferredTimes = strategyCall.preferredTime!.enum as readonly PreferredTime[];

export const challengeLabel = (challenge: Challenge): TextKey => `challenge.${challenge}.label`;
export const challengeDescription = (challenge: Challenge): TextKey => `challenge.${challenge}.description`;
export const preferredTimeLabel = (time: PreferredTime): TextKey => `preferredTime.${time}`;

export type ContactDetails = Omit<components['schemas']['StrategyCallRequest'], 'situationType'>;

/** The wizard's contact form before anything is typed; morning is preselected. */
export const emptyContact: ContactDetails = { name: '', email: '', phone: '', preferredTime: 'morning' };

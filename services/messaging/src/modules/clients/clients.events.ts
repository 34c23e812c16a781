import { consumer } from '@agency/kit';
import { onboardingEvents } from '@agency/contracts';
import { recordClientFacts } from './clients.service.js';

export const clientsInvitedDurable = 'messaging--onboarding-clients';
export const stepsCompletedDurable = 'messaging--onboarding-steps';

/** The client's names as an onboarding event gives them. */
const namesOf = ({
  clientId,
  email,
  businessName,
  contactName,
}: onboardingEvents.ClientInvited | onboardingEvents.StepCompleted) => ({
  clientId,
  email,
  businessName,
  contactName,
});

/** onboarding invited a client (`onboarding.client.invited.v1`): its thread can start. */
export const clientInvitedConsumer = consumer({
  durable: clientsInvitedDurable,
  event: onboardingEvents.clientInvited,
  handle: (em, { data }) => recordClientFacts(em, { ...namesOf(data), onboardingComplete: false, at: new Date(data.invitedAt) }),
});

/** A client completed a step (`onboarding.step.completed.v1`): its names as they are now, and whether onboarding is complete. */
export const stepCompletedConsumer = consumer({
  durable: stepsCompletedDurable,
  event: onboardingEvents.stepCompleted,
  handle: (em, { data }) =>
    recordClientFacts(em, { ...namesOf(data), onboardingComplete: data.onboardingComplete, at: new Date(data.completedAt) }),
});

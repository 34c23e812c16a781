import { EventConsumer, type ServiceContext } from '@agency/kit';
import { onboardingEvents } from '@agency/contracts';
import type { MessagingConfig } from '../../config.js';
import { recordClientFacts } from './clients.service.js';

export const clientsInvitedDurable = 'messaging--onboarding-clients';
export const stepsCompletedDurable = 'messaging--onboarding-steps';

/** onboarding invited a client (`onboarding.client.invited.v1`): its thread can start. */
export function clientInvitedConsumer({ orm, config, log }: ServiceContext<MessagingConfig>) {
  return new EventConsumer<onboardingEvents.ClientInvited>({
    orm,
    log,
    namespace: config.EVENT_NAMESPACE,
    durable: clientsInvitedDurable,
    event: onboardingEvents.clientInvited,
    handle: (em, { data }) =>
      recordClientFacts(em, {
        clientId: data.clientId,
        email: data.email,
        businessName: data.businessName,
        contactName: data.contactName,
        onboardingComplete: false,
        at: new Date(data.invitedAt),
      }),
  });
}

/** A client completed a step (`onboarding.step.completed.v1`): its names as they are now, and whether onboarding is complete. */
export function stepCompletedConsumer({ orm, config, log }: ServiceContext<MessagingConfig>) {
  return new EventConsumer<onboardingEvents.StepCompleted>({
    orm,
    log,
    namespace: config.EVENT_NAMESPACE,
    durable: stepsCompletedDurable,
    event: onboardingEvents.stepCompleted,
    handle: (em, { data }) =>
      recordClientFacts(em, {
        clientId: data.clientId,
        email: data.email,
        businessName: data.businessName,
        contactName: data.contactName,
        onboardingComplete: data.onboardingComplete,
        at: new Date(data.completedAt),
      }),
  });
}

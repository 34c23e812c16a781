import { EventConsumer, type ServiceContext } from '@agency/kit';
import { onboardingEvents } from '@agency/contracts';
import type { NotificationsConfig } from '../../config.js';
import { recordCappedEmail } from '../deliveries/deliveries.service.js';
import { contractReference, contractSentEmail } from './contract-email.js';

export const contractSentDurable = 'notifications--contract-sent';

/**
 * Turns each `onboarding.contract.sent.v1` (the client pressed Send Contract for Signature, the first time
 * or again) into one e-mail to the client with the contract, within the recipient's hourly cap for
 * contracts, recorded in the same transaction as the inbox row, so a redelivered event adds nothing.
 */
export function contractSentConsumer(
  { orm, config, log }: ServiceContext<NotificationsConfig>,
  afterCommit: () => void,
): EventConsumer<onboardingEvents.ContractSent> {
  return new EventConsumer({
    orm,
    log,
    namespace: config.EVENT_NAMESPACE,
    durable: contractSentDurable,
    event: onboardingEvents.contractSent,
    afterCommit,
    handle: async (em, event, eventLog) => {
      await recordCappedEmail(em, {
        eventId: event.id,
        kind: 'contract.sent',
        reference: contractReference(event.data.contractId),
        to: event.data.email,
        replyTo: config.TEAM_EMAIL,
        mail: contractSentEmail(event.data, config.PUBLIC_ORIGIN),
        capPerHour: config.CONFIRMATION_CAP_PER_HOUR,
        log: eventLog,
      });
    },
  });
}

import { onboardingEvents } from '@agency/contracts';
import { emailModule } from '../deliveries/email-module.js';
import { contractReference, contractSentEmail } from './contract-email.js';

export const contractSentDurable = 'notifications--contract-sent';

/**
 * Each `onboarding.contract.sent.v1` (the client pressed Send Contract for Signature, the first time or
 * again): an e-mail to the client with the contract (capped).
 */
export const contractEmailsModule = emailModule({
  name: 'contract-emails',
  durable: contractSentDurable,
  event: onboardingEvents.contractSent,
  record: async (mail, { data }, config) => {
    await mail.toRecipient({
      kind: 'contract.sent',
      reference: contractReference(data.contractId),
      to: data.email,
      mail: contractSentEmail(data, config.PUBLIC_ORIGIN),
    });
  },
});

import { onboardingEvents } from '@agency/contracts';
import { emailModule } from '../deliveries/email-module.js';
import { recipientZone } from '../recipients/recipients.js';
import { signedContractEmail, signedContractReference } from './signed-contract-email.js';

export const signedContractDurable = 'notifications--signed-contract';

/** Each `onboarding.signed-contract.issued.v1`: the client is e-mailed its signed contract, the PDF attached (capped). */
export const signedContractModule = emailModule({
  name: 'signed-contract-emails',
  durable: signedContractDurable,
  event: onboardingEvents.signedContractIssued,
  record: async (mail, { data }, config, em) => {
    await mail.toRecipient({
      kind: 'contract.signed',
      reference: signedContractReference(data.contractId),
      to: data.email,
      mail: signedContractEmail(data, config.PUBLIC_ORIGIN, await recipientZone(em, { clientId: data.clientId }, config)),
    });
  },
});

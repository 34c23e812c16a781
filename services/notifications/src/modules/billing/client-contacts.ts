import type { EntityManager } from '@mikro-orm/core';
import { consumer, execute, queryRow } from '@agency/kit';
import { identityEvents, onboardingEvents } from '@agency/contracts';
import { notificationsContract } from '../../contract.js';

/** Who a client is, as the newest of onboarding's and identity's events about it said. */
export interface ClientContact {
  clientId: string;
  businessName: string;
  contactName: string;
  email: string;
}

interface ContactFacts extends ClientContact {
  at: Date;
}

/** The client's names and address as of `at`, unless facts as new or newer are held already. */
async function recordContact(em: EntityManager, facts: ContactFacts): Promise<void> {
  await execute(
    em,
    `INSERT INTO client_contacts (client_id, business_name, contact_name, email, facts_at)
     VALUES (:clientId, :businessName, :contactName, :email, :at)
     ON CONFLICT (client_id) DO UPDATE SET business_name = EXCLUDED.business_name, contact_name = EXCLUDED.contact_name,
       email = EXCLUDED.email, facts_at = EXCLUDED.facts_at
     WHERE client_contacts.facts_at <= EXCLUDED.facts_at`,
    { ...facts },
  );
}

/** Some of a known client's facts changed at `at`: those follow, unless newer facts are held. */
async function changeContact(
  em: EntityManager,
  clientId: string,
  changes: Partial<Omit<ClientContact, 'clientId'>>,
  at: Date,
): Promise<void> {
  await execute(
    em,
    `UPDATE client_contacts SET business_name = coalesce(:businessName, business_name),
       contact_name = coalesce(:contactName, contact_name), email = coalesce(:email, email), facts_at = :at
     WHERE client_id = :clientId AND facts_at <= :at`,
    {
      clientId,
      businessName: changes.businessName ?? null,
      contactName: changes.contactName ?? null,
      email: changes.email ?? null,
      at,
    },
  );
}

/** The client as last known; undefined when no event about it has arrived. */
export const contactOf = (em: EntityManager, clientId: string) =>
  queryRow<ClientContact>(
    em,
    'SELECT client_id, business_name, contact_name, email FROM client_contacts WHERE client_id = :clientId',
    { clientId },
  );

export const contactsStepsDurable = 'notifications--client-contacts-steps';
export const contactsUpdatedDurable = 'notifications--client-contacts-updated';
export const contactsEmailChangedDurable = 'notifications--client-contacts-email-changed';

/**
 * The clients' names and addresses, kept from onboarding's events (each step, Edit Client and Edit Contact
 * Details) and identity's (a client's account confirmed a new address), so that an e-mail about a client's
 * billing can name it and reach it. A client has a subscription only once its payment step is done, and that
 * step's event names it, so a client only invited is not needed here. Each consumer's inbox makes a
 * redelivery a no-op.
 */
export const clientContactsModule = notificationsContract.module({
  name: 'client-contacts',
  setup: () => ({
    consumers: [
      consumer({
        durable: contactsStepsDurable,
        event: onboardingEvents.stepCompleted,
        handle: (em, { data }) =>
          recordContact(em, {
            clientId: data.clientId,
            businessName: data.businessName,
            contactName: data.contactName,
            email: data.email,
            at: new Date(data.completedAt),
          }),
      }),
      consumer({
        durable: contactsUpdatedDurable,
        event: onboardingEvents.clientUpdated,
        handle: (em, { data }) =>
          changeContact(
            em,
            data.clientId,
            {
              businessName: data.changes.businessName?.after,
              contactName: data.changes.contactName?.after,
              email: data.changes.email?.after,
            },
            new Date(data.updatedAt),
          ),
      }),
      consumer({
        durable: contactsEmailChangedDurable,
        event: identityEvents.emailChanged,
        handle: async (em, { data }) => {
          if (data.clientId) await changeContact(em, data.clientId, { email: data.after }, new Date(data.changedAt));
        },
      }),
    ],
  }),
});

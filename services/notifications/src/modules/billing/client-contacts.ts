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

const fields = [
  ['businessName', 'business_name'],
  ['contactName', 'contact_name'],
  ['email', 'email'],
] as const;

/**
 * What an event said of a client at `at`: each field it gives replaces the one held unless that one was set by
 * an event as new or newer, field by field, so that events of different streams may arrive in any order. A
 * client first known from a partial change is kept with the rest unknown (null) until an event gives it.
 */
async function recordContact(
  em: EntityManager,
  clientId: string,
  given: Partial<Omit<ClientContact, 'clientId'>>,
  at: Date,
): Promise<void> {
  const newer = (column: string) => `EXCLUDED.${column} IS NOT NULL AND client_contacts.${column}_at <= EXCLUDED.${column}_at`;
  await execute(
    em,
    `INSERT INTO client_contacts (client_id, ${fields.map(([, column]) => `${column}, ${column}_at`).join(', ')})
     VALUES (:clientId, ${fields
       .map(
         ([name]) =>
           `CAST(:${name} AS text), CASE WHEN CAST(:${name} AS text) IS NULL THEN '-infinity' ELSE CAST(:at AS timestamptz) END`,
       )
       .join(', ')})
     ON CONFLICT (client_id) DO UPDATE SET ${fields
       .map(
         ([, column]) =>
           `${column} = CASE WHEN ${newer(column)} THEN EXCLUDED.${column} ELSE client_contacts.${column} END, ` +
           `${column}_at = CASE WHEN ${newer(column)} THEN EXCLUDED.${column}_at ELSE client_contacts.${column}_at END`,
       )
       .join(', ')}`,
    {
      clientId,
      businessName: given.businessName ?? null,
      contactName: given.contactName ?? null,
      email: given.email ?? null,
      at,
    },
  );
}

/** The client as last known; undefined until events about it have given its names and its address. */
export const contactOf = (em: EntityManager, clientId: string) =>
  queryRow<ClientContact>(
    em,
    `SELECT client_id, business_name, contact_name, email FROM client_contacts
     WHERE client_id = :clientId AND business_name IS NOT NULL AND contact_name IS NOT NULL AND email IS NOT NULL`,
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
          recordContact(
            em,
            data.clientId,
            { businessName: data.businessName, contactName: data.contactName, email: data.email },
            new Date(data.completedAt),
          ),
      }),
      consumer({
        durable: contactsUpdatedDurable,
        event: onboardingEvents.clientUpdated,
        handle: (em, { data }) =>
          recordContact(
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
          if (data.clientId) await recordContact(em, data.clientId, { email: data.after }, new Date(data.changedAt));
        },
      }),
    ],
  }),
});

import { LockMode, type EntityManager } from '@mikro-orm/core';
import { AppError, queryRow, type Queryable } from '@agency/kit';
import { MessagingClient } from './messaging-client.entity.js';

export const clientNotFound = () => new AppError(404, 'MESSAGING_CLIENT_NOT_FOUND', 'No client record found for this account');

/** What onboarding's events say about a client. */
export interface ClientFacts {
  clientId: string;
  email: string;
  businessName: string;
  contactName: string;
  /** Only ever turns true: a late event of an earlier step does not undo it. */
  onboardingComplete: boolean;
  at: Date;
}

/**
 * Keeps the client's record as onboarding's latest event describes it. Runs inside the consumer's inbox
 * transaction, holding the row, so two events of one client take their turns.
 */
export async function recordClientFacts(em: EntityManager, facts: ClientFacts): Promise<void> {
  const client = await em.findOne(MessagingClient, { id: facts.clientId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!client) {
    em.create(MessagingClient, {
      id: facts.clientId,
      email: facts.email,
      businessName: facts.businessName,
      contactName: facts.contactName,
      onboardingComplete: facts.onboardingComplete,
      updatedAt: facts.at,
    });
    return;
  }
  client.onboardingComplete ||= facts.onboardingComplete;
  if (facts.at.getTime() < client.updatedAt.getTime()) return;
  client.email = facts.email;
  client.businessName = facts.businessName;
  client.contactName = facts.contactName;
  client.updatedAt = facts.at;
}

export interface KnownClient {
  id: string;
  email: string;
  contactName: string;
}

/**
 * The client a thread belongs to; 404 when onboarding has not told this service of it. With `lock`, the row is
 * held (FOR SHARE) until the transaction ends, so a scan for unread messages (nudges) waits for a read mark.
 */
export async function knownClient(db: Queryable, clientId: string, lock = false): Promise<KnownClient> {
  const client = await queryRow<KnownClient>(
    db,
    `SELECT id, email, contact_name FROM clients WHERE id = :clientId${lock ? ' FOR SHARE' : ''}`,
    { clientId },
  );
  if (!client) throw clientNotFound();
  return client;
}

import type { EntityManager } from '@mikro-orm/core';
import { consumer, execute, queryRow } from '@agency/kit';
import { identityEvents } from '@agency/contracts';
import type { TeamMemberFacts } from '@agency/contracts/events/identity';
import type { NotificationsConfig } from '../../config.js';
import { notificationsContract } from '../../contract.js';
import { zoneFor } from '../deliveries/zoned-time.js';

/** A team member as identity's newest event about them said: where and by what name to write to them. */
export interface TeamContact {
  userId: string;
  email: string;
  name: string;
}

/** Keeps a member's address and name unless an event as new or newer set them already. */
async function recordMember(em: EntityManager, member: TeamMemberFacts, at: string): Promise<void> {
  await execute(
    em,
    `INSERT INTO team_contacts (user_id, email, name, facts_at) VALUES (:userId, :email, :name, :at)
     ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, name = EXCLUDED.name, facts_at = EXCLUDED.facts_at
     WHERE team_contacts.facts_at <= EXCLUDED.facts_at`,
    { userId: member.userId, email: member.email, name: member.name, at },
  );
}

export const teamContactOf = (em: EntityManager, userId: string) =>
  queryRow<TeamContact>(em, 'SELECT user_id, email, name FROM team_contacts WHERE user_id = :userId', { userId });

/** The zone a person chose (null: none, or the browser's); a client's is its newest account's choice. */
export async function timeZoneOf(em: EntityManager, who: { userId?: string | null; clientId?: string }): Promise<string | null> {
  const row = who.userId
    ? await queryRow<{ timeZone: string | null }>(em, 'SELECT time_zone FROM account_time_zones WHERE user_id = :userId', {
        userId: who.userId,
      })
    : who.clientId
      ? await queryRow<{ timeZone: string | null }>(
          em,
          'SELECT time_zone FROM account_time_zones WHERE client_id = :clientId ORDER BY changed_at DESC LIMIT 1',
          { clientId: who.clientId },
        )
      : undefined;
  return row?.timeZone ?? null;
}

/** The zone of an e-mail to a person: the one they chose, else the agency's. */
export const recipientZone = async (
  em: EntityManager,
  who: { userId?: string | null; clientId?: string },
  config: Pick<NotificationsConfig, 'AGENCY_TIME_ZONE'>,
) => zoneFor(await timeZoneOf(em, who), config.AGENCY_TIME_ZONE);

/**
 * Who the meeting e-mails reach, kept from identity's events: the team's members (address and name) and each
 * account's chosen time zone. Each consumer's inbox makes a redelivery a no-op; the newest event wins.
 */
export const recipientsModule = notificationsContract.module({
  name: 'recipients',
  setup: () => ({
    consumers: [
      consumer({
        durable: 'notifications--team-contacts-joined',
        event: identityEvents.teamMemberJoined,
        handle: (em, { data }) => recordMember(em, data.member, data.joinedAt),
      }),
      consumer({
        durable: 'notifications--team-contacts-renamed',
        event: identityEvents.teamMemberRenamed,
        handle: (em, { data }) => recordMember(em, data.member, data.renamedAt),
      }),
      consumer({
        durable: 'notifications--team-contacts-signed-in',
        event: identityEvents.teamMemberSignedIn,
        handle: (em, { data }) => recordMember(em, data.member, data.signedInAt),
      }),
      consumer({
        durable: 'notifications--team-contacts-reactivated',
        event: identityEvents.teamMemberReactivated,
        handle: (em, { data }) => recordMember(em, data.member, data.reactivatedAt),
      }),
      consumer({
        durable: 'notifications--team-contacts-email-changed',
        event: identityEvents.emailChanged,
        handle: async (em, { data }) => {
          await execute(
            em,
            'UPDATE team_contacts SET email = :email, facts_at = :at WHERE user_id = :userId AND facts_at <= :at',
            {
              userId: data.userId,
              email: data.after,
              at: data.changedAt,
            },
          );
        },
      }),
      consumer({
        durable: 'notifications--account-time-zones',
        event: identityEvents.timeZoneChanged,
        handle: async (em, { data }) => {
          await execute(
            em,
            `INSERT INTO account_time_zones (user_id, client_id, time_zone, changed_at)
             VALUES (:userId, :clientId, :timeZone, :at)
             ON CONFLICT (user_id) DO UPDATE SET client_id = EXCLUDED.client_id, time_zone = EXCLUDED.time_zone,
               changed_at = EXCLUDED.changed_at
             WHERE account_time_zones.changed_at <= EXCLUDED.changed_at`,
            { userId: data.userId, clientId: data.clientId ?? null, timeZone: data.timeZone, at: data.changedAt },
          );
        },
      }),
    ],
  }),
});

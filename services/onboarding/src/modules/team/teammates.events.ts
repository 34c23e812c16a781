import { consumer, type ConsumerDeclaration } from '@agency/kit';
import { identityEvents, type EventDefinition } from '@agency/contracts';
import type { TeamMemberFacts } from '@agency/contracts/events/identity';
import { applyTeammateFacts } from './teammates.projection.js';

/**
 * One consumer per identity event that reports a teammate's facts (a durable follows one subject). A sign-in
 * counts too: the seeded admin, whom no invitation brought in, joins the copy at their first sign-in.
 */
function teammateConsumer<Data extends { member: TeamMemberFacts }>(
  purpose: string,
  event: EventDefinition<Data>,
  reportedAt: (data: Data) => string,
): ConsumerDeclaration<Data> {
  return consumer({
    durable: `onboarding--team-${purpose}`,
    event,
    handle: (em, envelope) => applyTeammateFacts(em, envelope.data.member, reportedAt(envelope.data)),
  });
}

export const teammateConsumers = [
  teammateConsumer('joined', identityEvents.teamMemberJoined, (data) => data.joinedAt),
  teammateConsumer('role-changed', identityEvents.teamMemberRoleChanged, (data) => data.changedAt),
  teammateConsumer('deactivated', identityEvents.teamMemberDeactivated, (data) => data.deactivatedAt),
  teammateConsumer('reactivated', identityEvents.teamMemberReactivated, (data) => data.reactivatedAt),
  teammateConsumer('renamed', identityEvents.teamMemberRenamed, (data) => data.renamedAt),
  teammateConsumer('signed-in', identityEvents.teamMemberSignedIn, (data) => data.signedInAt),
];

/** The durable names, for tests that wait until the copy has caught up. */
export const teammateDurables = teammateConsumers.map(({ durable }) => durable);

import { consumer, type ConsumerDeclaration } from '@agency/kit';
import { identityEvents, onboardingEvents, type EventDefinition } from '@agency/contracts';
import type { TeamMemberFacts } from '@agency/contracts/events/identity';
import { applyClientTeam, applyTeamMemberFacts } from './team.projection.js';

/** One consumer per identity event that reports a team member's facts (a durable follows one subject). */
function teamMemberConsumer<Data extends { member: TeamMemberFacts }>(
  purpose: string,
  event: EventDefinition<Data>,
  reportedAt: (data: Data) => string,
): ConsumerDeclaration<Data> {
  return consumer({
    durable: `messaging--team-${purpose}`,
    event,
    handle: (em, envelope) => applyTeamMemberFacts(em, envelope.data.member, reportedAt(envelope.data)),
  });
}

/** Who is on the team, for booked calls: a sign-in counts too (the seeded admin joins at their first). */
export const teamMemberConsumers = [
  teamMemberConsumer('joined', identityEvents.teamMemberJoined, (data) => data.joinedAt),
  teamMemberConsumer('role-changed', identityEvents.teamMemberRoleChanged, (data) => data.changedAt),
  teamMemberConsumer('deactivated', identityEvents.teamMemberDeactivated, (data) => data.deactivatedAt),
  teamMemberConsumer('reactivated', identityEvents.teamMemberReactivated, (data) => data.reactivatedAt),
  teamMemberConsumer('renamed', identityEvents.teamMemberRenamed, (data) => data.renamedAt),
  teamMemberConsumer('signed-in', identityEvents.teamMemberSignedIn, (data) => data.signedInAt),
];

export const clientTeamDurable = 'messaging--onboarding-client-team';

/** Each client's project manager (`onboarding.client.team-assigned.v1`), who takes its calls first. */
export const clientTeamConsumer = consumer({
  durable: clientTeamDurable,
  event: onboardingEvents.clientTeamAssigned,
  handle: (em, { data }) => applyClientTeam(em, data),
});

import { RecordScreen } from '../../../shared/ui/records/RecordScreen';
import { teamMemberKind } from './teamMemberKind';

/**
 * /admin/team-members: the people the blog names as post authors, active or not,
 * searched and paged. Admins add, edit, switch on or off and delete them (the services refuse anyone else);
 * members see the list. The accounts that sign in to the back office are the Team screen's, not these.
 */
export function AdminTeamMembersPage() {
  return <RecordScreen kind={teamMemberKind} title="page.teamMembers.title" description="page.teamMembers.description" />;
}

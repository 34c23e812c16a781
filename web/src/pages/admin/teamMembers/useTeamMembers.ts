import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@agency/contracts/openapi/content';
import { contentApi } from '../../../api/clients';
import { contentKeys } from '../../../api/contentKeys';
import { expectOk } from '../../../api/expectOk';
import { useFailureToast } from '../../../api/useFailureToast';
import { t } from '../../../i18n/messages';
import { notify } from '../../../lib/notify';
import { refusalReason } from '../refusal';

export type AdminTeamMember = components['schemas']['AdminTeamMember'];
export type TeamMemberInput = components['schemas']['TeamMemberInput'];

export const TEAM_MEMBERS_PAGE_SIZE = 20;

/** One page of the team members whose name holds `q`, active or not, with how many posts each wrote. */
export function useTeamMembers(q: string, page: number) {
  const query = useQuery({
    queryKey: contentKeys.adminTeamMembers.page(q, page),
    queryFn: () =>
      expectOk(
        contentApi.GET('/admin/team-members', {
          params: { query: { q: q || undefined, page, pageSize: TEAM_MEMBERS_PAGE_SIZE } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
  useFailureToast(query, t('teamMembers.loadFailed'));
  return query;
}

/** Adds a team member, or changes the one `id` names. */
export const saveTeamMember = (input: TeamMemberInput, id?: string) =>
  id
    ? expectOk(contentApi.PUT('/admin/team-members/{id}', { params: { path: { id } }, body: input }))
    : expectOk(contentApi.POST('/admin/team-members', { body: input }));

/** After a change: the list, and the authors the post editor offers, are read again. */
export function useReloadTeamMembers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contentKeys.adminTeamMembers.all }),
      queryClient.invalidateQueries({ queryKey: contentKeys.teamMembers }),
    ]);
}

/** What an admin does to a row in place: switch it on or off, or delete it (asked first). */
export type TeamMemberAction =
  { kind: 'active'; member: AdminTeamMember; active: boolean } | { kind: 'delete'; member: AdminTeamMember };

const inputOf = (member: AdminTeamMember, active: boolean): TeamMemberInput => ({
  name: member.name,
  role: member.role,
  avatarUrl: member.avatar?.url ?? null,
  active,
});

function perform(action: TeamMemberAction): Promise<unknown> {
  const { id } = action.member;
  return action.kind === 'active'
    ? saveTeamMember(inputOf(action.member, action.active), id)
    : expectOk(contentApi.DELETE('/admin/team-members/{id}', { params: { path: { id } } }));
}

/** Runs one row action, says how it went (a refusal in the server's words), and reads the list again. */
export function useTeamMemberAction() {
  const reload = useReloadTeamMembers();
  return useMutation({
    mutationFn: perform,
    onSuccess: (_result, action) =>
      notify.success(t(action.kind === 'delete' ? 'manage.deleted' : 'manage.saved', { name: action.member.name })),
    onError: (error) => notify.error(refusalReason(error) ?? t('manage.actionFailed')),
    onSettled: () => reload(),
  });
}

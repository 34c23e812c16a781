import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { identityApi } from '../../../shared/api/clients';
import { expectOk } from '../../../shared/api/expectOk';
import { errorMessage } from '../../../shared/api/errorMessage';
import { identityKeys } from '../../identityKeys';
import { useFailureToast } from '../../../shared/api/useFailureToast';
import { t } from '../../../shared/i18n/messages';
import { notify } from '../../../shared/lib/notify';
import {
  personName,
  roleLabel,
  type NewTeamInvitation,
  type TeamInvitation,
  type TeamMember,
  type TeamMemberStatus,
  type TeamRole,
} from './teamLabels';

export interface TeamFilters {
  q: string;
  role: TeamRole | 'all';
  status: TeamMemberStatus | 'all';
}

/** The people and the pending invitations the filters select. */
export function useTeam({ q, role, status }: TeamFilters) {
  const query = useQuery({
    queryKey: identityKeys.team.list({ q, role, status }),
    queryFn: () =>
      expectOk(
        identityApi.GET('/team/members', {
          params: {
            query: { q: q || undefined, role: role === 'all' ? undefined : role, status: status === 'all' ? undefined : status },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
  useFailureToast(query, t('team.loadFailed'));
  return query;
}

/** Invite: the pending invitation. */
export const inviteTeamMember = (invitation: NewTeamInvitation) =>
  expectOk(identityApi.POST('/team/invitations', { body: invitation }));

/** After a change: the team's lists are read again. */
export function useReloadTeam() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: identityKeys.team.all });
}

/** What an admin does to a person or an invitation from the Team screen. */
export type TeamAction =
  | { kind: 'role'; member: TeamMember; role: TeamRole }
  | { kind: 'deactivate' | 'reactivate'; member: TeamMember }
  | { kind: 'resend' | 'revoke'; invitation: TeamInvitation };

function perform(action: TeamAction): Promise<unknown> {
  switch (action.kind) {
    case 'role':
      return expectOk(
        identityApi.PATCH('/team/members/{memberId}', {
          params: { path: { memberId: action.member.id } },
          body: { role: action.role },
        }),
      );
    case 'deactivate':
      return expectOk(
        identityApi.POST('/team/members/{memberId}/deactivate', { params: { path: { memberId: action.member.id } } }),
      );
    case 'reactivate':
      return expectOk(
        identityApi.POST('/team/members/{memberId}/reactivate', { params: { path: { memberId: action.member.id } } }),
      );
    case 'resend':
      return expectOk(
        identityApi.POST('/team/invitations/{invitationId}/resend', {
          params: { path: { invitationId: action.invitation.id } },
        }),
      );
    case 'revoke':
      return expectOk(
        identityApi.DELETE('/team/invitations/{invitationId}', { params: { path: { invitationId: action.invitation.id } } }),
      );
  }
}

function doneMessage(action: TeamAction): string {
  switch (action.kind) {
    case 'role':
      return t('team.roleChanged', { name: personName(action.member), role: roleLabel(action.role) });
    case 'deactivate':
      return t('team.deactivated', { name: personName(action.member) });
    case 'reactivate':
      return t('team.reactivated', { name: personName(action.member) });
    case 'resend':
      return t('team.resent', { email: action.invitation.email });
    case 'revoke':
      return t('team.revoked', { email: action.invitation.email });
  }
}

/**
 * Runs one action, says how it went, and reads the team again either way. A refusal is told in the
 * server's own words (the last admin's 409 says why), anything else in ours.
 */
export function useTeamAction() {
  const reloadTeam = useReloadTeam();
  return useMutation({
    mutationFn: perform,
    onSuccess: (_result, action) => notify.success(doneMessage(action)),
    onError: (error) => notify.error(errorMessage(error) ?? t('team.actionFailed')),
    onSettled: () => reloadTeam(),
  });
}

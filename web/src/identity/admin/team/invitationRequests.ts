import { identityApi } from '../../../shared/api/clients';
import { ApiError, expectOk } from '../../../shared/api/expectOk';
import { setSession } from '../../../shared/api/session';
import { rememberSession } from '../../auth/sessionHint';
import type { TextKey } from '../../../shared/i18n/messages';

/** What an invitation link is for: the e-mail, name and role the admin chose. */
export const lookUpInvitation = (token: string) => expectOk(identityApi.POST('/team/invitations/lookup', { body: { token } }));

/** Accepts the invitation: the new account's session becomes this tab's, as a sign-in's does. */
export async function acceptInvitation(token: string, name: string, password: string) {
  const session = await expectOk(identityApi.POST('/team/invitations/accept', { body: { token, name, password } }));
  setSession(session);
  rememberSession(true);
  return session.user;
}

const refusals: Record<string, TextKey> = {
  IDENTITY_INVITATION_INVALID: 'invitation.invalid',
  IDENTITY_INVITATION_USED: 'invitation.used',
  IDENTITY_INVITATION_EXPIRED: 'invitation.expired',
};

/**
 * Why a link cannot be used (unknown or revoked, used, expired), in the catalog's words; undefined for a
 * failure that says nothing about the link (the network, the server), which may be tried again.
 */
export function invitationRefusal(error: unknown): TextKey | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? refusals[code] : undefined;
}

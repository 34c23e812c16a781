import { identityApi } from '../../shared/api/clients';
import { expectOk } from '../../shared/api/expectOk';

/** Sets the signed-in person's display name. */
export const renameAccount = (name: string) => expectOk(identityApi.PATCH('/account', { body: { name } }));

/** Sets the zone the person's times are shown and e-mailed in; null: the browser's. */
export const setAccountTimeZone = (timeZone: string | null) =>
  expectOk(identityApi.PUT('/account/time-zone', { body: { timeZone } }));

/** Changes the password; the other sessions end, this one goes on. */
export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  expectOk(identityApi.POST('/account/password', { body }));

/** Asks to move the account to a new e-mail, which confirms it from the link sent there. */
export const requestEmailChange = (body: { newEmail: string; currentPassword: string }) =>
  expectOk(identityApi.POST('/account/email', { body }));

/** Confirms an e-mail change with the token from its link; no session needed. */
export const confirmEmailChange = (token: string) => expectOk(identityApi.POST('/account/email/confirm', { body: { token } }));

export const endAccountSession = (sessionId: string) =>
  expectOk(identityApi.DELETE('/account/sessions/{sessionId}', { params: { path: { sessionId } } }));

export const endAllAccountSessions = () => expectOk(identityApi.POST('/account/sessions/end-all'));

import { identityApi } from '../../shared/api/clients';
import { expectOk } from '../../shared/api/expectOk';

/** Sends a reset link to the address; the answer is the same whether or not it has an account. */
export const requestPasswordReset = (email: string) => expectOk(identityApi.POST('/auth/password-reset', { body: { email } }));

/** Sets the new password with the reset link's token. */
export const confirmPasswordReset = (token: string, password: string) =>
  expectOk(identityApi.POST('/auth/password-reset/confirm', { body: { token, password } }));

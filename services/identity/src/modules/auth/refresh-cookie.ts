import type { OperationReply } from '@agency/kit';
import type { IdentityConfig } from '../../config.js';

export const REFRESH_COOKIE = 'agency_refresh';

type CookieConfig = Pick<IdentityConfig, 'secureCookies' | 'REFRESH_TOKEN_DAYS'>;

/** Sent only to the auth routes as the browser sees them through the gateway, and never readable by scripts. */
const cookieOptions = (config: CookieConfig) =>
  ({ httpOnly: true, sameSite: 'strict', path: '/api/identity/auth', secure: config.secureCookies }) as const;

/** The cookie lives as long as the token it carries (both REFRESH_TOKEN_DAYS from now). */
export function setRefreshCookie(reply: OperationReply, config: CookieConfig, token: string): void {
  void reply.setCookie(REFRESH_COOKIE, token, { ...cookieOptions(config), maxAge: config.REFRESH_TOKEN_DAYS * 24 * 60 * 60 });
}

export function clearRefreshCookie(reply: OperationReply, config: CookieConfig): void {
  void reply.clearCookie(REFRESH_COOKIE, cookieOptions(config));
}

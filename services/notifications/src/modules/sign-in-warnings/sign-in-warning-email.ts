import type { SignInThrottled } from '@agency/contracts/events/identity';
import { brand, singleLine, type EmailText } from '../deliveries/email-text.js';
import { resetLinkValidity } from '../password-resets/password-reset-email.js';

/** A window in words: `hour`, `2 hours`, `15 minutes`. */
function windowInWords(seconds: number): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? 'hour' : `${seconds / 3600} hours`;
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes === 1 ? 'minute' : `${minutes} minutes`;
}

/**
 * The warning to an account holder whose failed sign-ins, from many addresses, passed identity's ceiling:
 * what happened, that their own sign-in still works, and a password-reset link (its token is the only secret
 * in it) in case the attempts were not theirs. Plain text.
 */
export function signInWarningEmail(warning: SignInThrottled, zone: string): EmailText {
  // A URL parsed and written out again holds no line break or space, whatever came in.
  const link = new URL(warning.resetUrl).href;
  const text = [
    'Hello,',
    '',
    `Someone tried to sign in to the ${brand} account for ${singleLine(warning.email)} with a wrong password ` +
      `more than ${warning.failedSignIns} times in the last ${windowInWords(warning.windowSeconds)}, from many places.`,
    'To protect the account, sign-in attempts from those places are slowed down. You can still sign in with your password.',
    '',
    'If these attempts were not yours, choose a new password with this link:',
    '',
    `  ${link}`,
    '',
    resetLinkValidity(warning.throttledAt, warning.expiresAt, zone),
    '',
    'If they were yours, ignore this e-mail: your password stays as it is.',
    '',
    brand,
    '',
  ].join('\n');
  return { subject: `Sign-in attempts on your ${brand} account`, text };
}

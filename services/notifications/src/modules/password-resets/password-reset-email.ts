import type { PasswordResetRequested } from '@agency/contracts/events/identity';
import { brand, singleLine, type EmailText } from '../deliveries/email-text.js';
import { readableIn } from '../deliveries/zoned-time.js';

/** How long a reset link works, in words, from the times identity made it and made it expire; its end in `zone`. */
export function resetLinkValidity(madeAt: string, expiresAt: string, zone: string): string {
  const expires = new Date(expiresAt);
  const minutes = Math.round((expires.getTime() - new Date(madeAt).getTime()) / 60_000);
  const until = readableIn(expires, zone);
  return minutes > 0
    ? `The link is valid for ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, until ${until}, and works only once.`
    : `The link is valid until ${until} and works only once.`;
}

/**
 * The password-reset e-mail to an account holder: the link identity made (its token is the only
 * secret in it), how long it works, and what to do if they did not ask. Plain text.
 */
export function passwordResetEmail(request: PasswordResetRequested, zone: string): EmailText {
  // A URL parsed and written out again holds no line break or space, whatever came in.
  const link = new URL(request.resetUrl).href;
  const text = [
    'Hello,',
    '',
    `We received a request to reset the password of the ${brand} account for ${singleLine(request.email)}.`,
    '',
    'To choose a new password, open this link:',
    '',
    `  ${link}`,
    '',
    resetLinkValidity(request.requestedAt, request.expiresAt, zone),
    '',
    'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
    '',
    brand,
    '',
  ].join('\n');
  return { subject: `Reset your ${brand} password`, text };
}

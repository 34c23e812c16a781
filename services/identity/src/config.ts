import { createPublicKey } from 'node:crypto';
import { z } from 'zod';
import { parseConfig, registeredServiceEnv } from '@agency/kit';

/** 'true' / 'false' from the environment; anything else is a configuration error. */
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** The SPKI PEM public key of a PEM public or private key; undefined when it cannot be read. */
function publicKeyPem(pem: string): string | undefined {
  try {
    return createPublicKey(pem).export({ type: 'spki', format: 'pem' }).toString();
  } catch {
    return undefined;
  }
}

export const identityEnv = registeredServiceEnv('identity')
  .extend({
    /** Signs access tokens (ES256). Only identity holds it. */
    JWT_PRIVATE_KEY: z.string().includes('PRIVATE KEY', { message: 'must be a PEM private key' }),
    ADMIN_EMAIL: z.email().max(254).default('admin@maplebuilders.ca'),
    ADMIN_PASSWORD: z.string().min(12).max(256).default('ChangeMe-Admin-2026!'),
    /** The seeded admin's display name on the team. */
    ADMIN_NAME: z.string().trim().min(1).max(80).default('Admin'),
    SEED_DEMO_DATA: flag.default(true),
    REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).max(365).default(14),
    /** How long a just-rotated refresh token still works for another tab refreshing at the same moment. */
    REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
    /**
     * Failed sign-ins allowed per account (e-mail) from one client address per window; that address's next
     * attempt on the account answers 429, other addresses still sign in. Counted across replicas.
     */
    SIGN_IN_ACCOUNT_RATE_LIMIT: z.coerce.number().int().positive().default(5),
    /** The window of SIGN_IN_ACCOUNT_RATE_LIMIT, in seconds (15 minutes). */
    SIGN_IN_ACCOUNT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(900),
    /**
     * Failed sign-ins allowed per account from all addresses together per SIGN_IN_ACCOUNT_CEILING_WINDOW_SECONDS:
     * 100 an hour, five times what one address may try (5 per 15 minutes). Past it, each address gets one failed
     * attempt per SIGN_IN_ACCOUNT_WINDOW_SECONDS on the account, and its owner is e-mailed a reset link, once.
     */
    SIGN_IN_ACCOUNT_CEILING: z.coerce.number().int().positive().default(100),
    SIGN_IN_ACCOUNT_CEILING_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
    /**
     * Requests to change an account's e-mail (each mails the address asked for) allowed per account, and per
     * address asked for whichever accounts ask, per EMAIL_CHANGE_WINDOW_SECONDS (an hour); the next answers 429.
     */
    EMAIL_CHANGE_ACCOUNT_RATE_LIMIT: z.coerce.number().int().positive().default(5),
    EMAIL_CHANGE_ADDRESS_RATE_LIMIT: z.coerce.number().int().positive().default(3),
    EMAIL_CHANGE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
    /**
     * Wrong access codes allowed from all addresses together per ACCESS_CODE_GUESS_BUDGET_WINDOW_SECONDS (100 an
     * hour). Once it is spent, each address gets 3 wrong codes per 15 minutes until the window ends.
     */
    ACCESS_CODE_GUESS_BUDGET: z.coerce.number().int().positive().default(100),
    ACCESS_CODE_GUESS_BUDGET_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
    /**
     * The origin visitors use: password-reset links point at its /reset-password page (team invitations at its
     * /team/invitation page), and the refresh cookie is
     * `Secure` exactly when it is https.
     */
    PUBLIC_ORIGIN: z
      .url({ protocol: /^https?$/ })
      .default('http://localhost:8080')
      .transform((url) => new URL(url).origin),
  })
  .superRefine((env, context) => {
    // A mismatched pair would start fine and then reject every token it signs: fail at start-up instead.
    const derived = publicKeyPem(env.JWT_PRIVATE_KEY);
    if (!derived) {
      context.addIssue({ code: 'custom', path: ['JWT_PRIVATE_KEY'], message: 'is not a readable PEM private key' });
    } else if (derived !== publicKeyPem(env.JWT_PUBLIC_KEY)) {
      context.addIssue({ code: 'custom', path: ['JWT_PRIVATE_KEY'], message: 'does not belong to JWT_PUBLIC_KEY' });
    }
  })
  // A site served over https never sends the refresh cookie over plain http, whatever NODE_ENV or any other
  // setting says; over http (development, tests) a Secure cookie would not be kept at all.
  .transform((env) => ({ ...env, secureCookies: env.PUBLIC_ORIGIN.startsWith('https:') }));

export type IdentityConfig = z.infer<typeof identityEnv>;

export const loadIdentityConfig = (env: NodeJS.ProcessEnv = process.env): IdentityConfig => parseConfig(identityEnv, env);

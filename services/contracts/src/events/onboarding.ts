import { z } from 'zod';
import { defineEvent } from './envelope.js';

/** The onboarding packages a client can be invited with. */
export const onboardingPackages = ['starter', 'growth', 'professional'] as const;

/**
 * The team added a client (Add Client) or issued a client a new access code. The code is tied to `email`
 * (lower-cased); `revokedAccessCodeIds` lists the client's earlier codes that stop working now (empty for a
 * new client).
 */
export const clientInvited = defineEvent(
  'onboarding.client.invited.v1',
  z.object({
    clientId: z.uuid(),
    businessName: z.string(),
    contactName: z.string(),
    email: z.string(),
    package: z.enum(onboardingPackages),
    accessCode: z.object({
      id: z.uuid(),
      code: z.string(),
      expiresAt: z.iso.datetime({ offset: true }),
    }),
    revokedAccessCodeIds: z.array(z.uuid()),
    invitedAt: z.iso.datetime({ offset: true }),
  }),
);

export type ClientInvited = z.infer<typeof clientInvited.data>;

import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { AppError } from '@agency/kit';
import type { NewClient } from '@agency/contracts/openapi/onboarding';
import { packageWithPrice } from '@agency/contracts/onboarding/labels';
import {
  issueCode,
  issuedCode,
  recordInvitation,
  withFreshCode,
  type AccessCodeDeps,
  type AccessCodeIssued,
} from '../access-codes/access-codes.service.js';
import { toClientDetail, type ClientDetail } from './clients.reads.js';
import { OnboardingClient } from './onboarding-client.entity.js';
import { storedPhone } from '../../phone.js';

export type { NewClient };

const emailTaken = () => new AppError(409, 'ONBOARDING_EMAIL_TAKEN', 'A client with this email already exists.');

const isEmailTaken = (error: unknown) =>
  error instanceof UniqueConstraintViolationException &&
  (error as { constraint?: string }).constraint === 'onboarding_clients_email';

/**
 * Add Client: in one transaction, an access code tied to the e-mail (valid 30 days, unused), the client
 * linked to it, and `onboarding.client.invited.v1`. One client per e-mail (in any case): the account it
 * registers is keyed by that address.
 */
export async function createClient(
  deps: AccessCodeDeps,
  input: NewClient,
  stuckAfterDays: number,
): Promise<{ client: ClientDetail; accessCode: AccessCodeIssued }> {
  const email = input.email.trim().toLowerCase();
  const phone = storedPhone(input.phone);
  try {
    return await withFreshCode(deps, async (em, code) => {
      if (await em.findOne(OnboardingClient, { email })) throw emailTaken();
      const now = new Date();
      const id = randomUUID();
      const accessCode = issueCode(em, { id, email }, code, now);
      const client = em.create(OnboardingClient, {
        id,
        accessCodeId: accessCode.id,
        businessName: input.businessName.trim(),
        contactName: (input.contactName ?? '').trim(),
        email,
        phone,
        package: input.package,
        projectType: packageWithPrice(input.package),
        stepCompleted: 0,
        paymentCompleted: false,
        paymentCompletedAt: null,
        monthlyPriceCents: null,
        stripePaymentIntentId: null,
        stripeCheckoutSessionId: null,
        contractSentAt: null,
        contractSigned: false,
        contractSignedAt: null,
        videoWatched: false,
        videoWatchedAt: null,
        onboardingComplete: false,
        onboardingCompletedAt: null,
        projectCompleted: false,
        createdAt: now,
        lastActivityAt: now,
        stepReachedAt: now,
        projectManagerId: null,
        projectManagerName: null,
        leadDeveloperId: null,
        leadDeveloperName: null,
        projectCompletedAt: null,
        completionNote: null,
        pendingEmail: null,
        pendingEmailRequestedAt: null,
      });
      recordInvitation(em, client, accessCode, [], now);
      return {
        client: toClientDetail({ ...client, registered: false, lastReminderAt: null }, [accessCode], { now, stuckAfterDays }),
        accessCode: issuedCode(accessCode),
      };
    });
  } catch (error) {
    // Another Add Client with the same e-mail committed between the check and this insert.
    if (isEmailTaken(error)) throw emailTaken();
    throw error;
  }
}

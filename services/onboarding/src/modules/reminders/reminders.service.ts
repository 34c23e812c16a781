import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { AppError, execute, faultPoint, recordEvent, type Orm, type OutboxRelay } from '@agency/kit';
import { onboardingEvents } from '@agency/contracts';
import type { ReminderSent } from '@agency/contracts/openapi/onboarding';
import { AccessCode } from '../access-codes/access-code.entity.js';
import { accessCodeState } from '../access-codes/access-code.rules.js';
import { clientNotFound, source } from '../access-codes/access-codes.service.js';
import { OnboardingClient } from '../clients/onboarding-client.entity.js';
import { daysBetween, waitingStep } from './waiting.js';

export type { ReminderSent };

export interface ReminderDeps {
  orm: Orm;
  relay: OutboxRelay;
}

const alreadySent = () =>
  new AppError(409, 'ONBOARDING_REMINDER_ALREADY_SENT', 'This client was already sent a reminder today; try again tomorrow.');
const nothingToRemind = () =>
  new AppError(
    409,
    'ONBOARDING_NOTHING_TO_REMIND',
    'This client waits at no onboarding step, so there is nothing to remind it of.',
  );
const codeInactive = () =>
  new AppError(
    409,
    'ONBOARDING_ACCESS_CODE_INACTIVE_FOR_REMINDER',
    'The client’s access code no longer works: issue a new code, which sends a new invitation.',
  );

/** The UTC day of `at`, the day a client is reminded at most once in. */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Send reminder: under the client's lock, the step it waits at and the days since it reached it, a row in
 * client_reminders and `onboarding.reminder.sent.v1` for the e-mail, in one transaction. The row's unique key
 * (client, UTC day) refuses a second reminder the same day, even from a click racing this one.
 */
export async function sendClientReminder(deps: ReminderDeps, clientId: string, now = new Date()): Promise<ReminderSent> {
  const reminder = await deps.orm.em.fork().transactional(async (em) => {
    const client = await em.findOne(OnboardingClient, { id: clientId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!client) throw clientNotFound();
    const codes = await em.find(AccessCode, { clientId });
    const step = waitingStep({ ...client, registered: codes.some((code) => code.redeemedAt) });
    if (!step) throw nothingToRemind();
    let accessCode: { code: string; expiresAt: string } | null = null;
    if (step === 'registration') {
      const current = codes.find((code) => code.id === client.accessCodeId);
      if (
        !current ||
        accessCodeState(
          { expiresAt: current.expiresAt, redeemedAt: current.redeemedAt ?? null, revokedAt: current.revokedAt ?? null },
          now,
        ) !== 'active'
      )
        throw codeInactive();
      accessCode = { code: current.code, expiresAt: current.expiresAt.toISOString() };
    }
    const sent: ReminderSent = {
      id: randomUUID(),
      clientId,
      step,
      days: daysBetween(client.stepReachedAt, now),
      sentAt: now.toISOString(),
    };
    const inserted = await execute(
      em,
      `INSERT INTO client_reminders (id, client_id, step, days, sent_on, sent_at)
       VALUES (:id, :clientId, :step, :days, :sentOn, :sentAt)
       ON CONFLICT ON CONSTRAINT client_reminders_once_a_day DO NOTHING`,
      { ...sent, sentOn: utcDay(now) },
    );
    if (inserted.rowCount === 0) throw alreadySent();
    recordEvent(em, source, onboardingEvents.reminderSent, {
      clientId,
      reminderId: sent.id,
      label: client.businessName,
      step,
      days: sent.days,
      waitingSince: client.stepReachedAt.toISOString(),
      email: client.email,
      contactName: client.contactName,
      accessCode,
      sentAt: sent.sentAt,
    });
    return sent;
  });
  faultPoint('outbox:after-commit');
  deps.relay.wake();
  return reminder;
}

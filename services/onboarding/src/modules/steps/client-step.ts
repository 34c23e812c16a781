import { LockMode, type EntityManager } from '@mikro-orm/core';
import { faultPoint, recordEvent, type Orm, type OutboxRelay, type Principal } from '@agency/kit';
import { onboardingEvents } from '@agency/contracts';
import { clientNotFound, source } from '../access-codes/access-codes.service.js';
import { assertSessionHolds, callerClientId } from '../access-codes/code-session.js';
import { OnboardingClient } from '../clients/onboarding-client.entity.js';
import { stepAfter, type Step } from './step-order.js';

export interface StepDeps {
  orm: Orm;
  relay: OutboxRelay;
}

/**
 * Runs one step of the caller's onboarding in a transaction that holds its client's row, so two requests
 * of one client (two tabs, a double click) take their turns and each sees what the other did; an
 * access-code session is checked under that lock, so a code re-issued meanwhile ends it before the step.
 * Then wakes the relay for the events the step recorded.
 */
export async function withClient<T>(
  deps: StepDeps,
  caller: Principal,
  work: (em: EntityManager, client: OnboardingClient, now: Date) => Promise<T> | T,
): Promise<T> {
  const clientId = callerClientId(caller);
  const result = await deps.orm.em.fork().transactional(async (em) => {
    const client = await em.findOne(OnboardingClient, { id: clientId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!client) throw clientNotFound();
    await assertSessionHolds(em, caller, clientId);
    return work(em, client, new Date());
  });
  faultPoint('outbox:after-commit');
  deps.relay.wake();
  return result;
}

/** The later of two times: a late or repeated event never moves Last Activity back. */
export const latest = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

/**
 * Marks `step` done on the record (its number, Last Activity, and since when it waits at the next step:
 * sending the contract is half of the contract step, so it moves nothing there) and records
 * `onboarding.step.completed.v1`.
 */
export function completeStep(em: EntityManager, client: OnboardingClient, step: Step, at: Date): void {
  client.stepCompleted = stepAfter(client.stepCompleted, step);
  client.lastActivityAt = latest(client.lastActivityAt, at);
  if (step !== 'contract-sent') client.stepReachedAt = at;
  recordEvent(em, source, onboardingEvents.stepCompleted, {
    clientId: client.id,
    step,
    stepCompleted: client.stepCompleted,
    onboardingComplete: client.onboardingComplete,
    email: client.email,
    businessName: client.businessName,
    contactName: client.contactName,
    completedAt: at.toISOString(),
  });
}

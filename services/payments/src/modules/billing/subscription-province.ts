import type { EntityManager } from '@mikro-orm/core';
import { execute } from '@agency/kit';

/**
 * Marks a fulfilled checkout's subscription with the province or territory chosen at checkout (whose taxes it
 * carries), when Stripe's events have recorded the subscription already and nothing has named its province.
 * A subscription recorded later is read with its checkout's province (billing.service.ts).
 */
export async function recordSubscriptionProvince(
  em: EntityManager,
  subscriptionId: string,
  checkoutSessionId: string,
): Promise<void> {
  await execute(
    em,
    `UPDATE stripe_subscriptions s SET tax_jurisdiction = cs.tax_jurisdiction
     FROM checkout_sessions cs
     WHERE s.id = :subscriptionId AND cs.id = :checkoutSessionId
       AND cs.tax_jurisdiction IS NOT NULL AND s.tax_jurisdiction IS NULL`,
    { subscriptionId, checkoutSessionId },
  );
}

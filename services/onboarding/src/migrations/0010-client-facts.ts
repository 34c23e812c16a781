import { Migration } from '@mikro-orm/migrations';

// A migration is history, so it spells out its values.
class KeepOnlyOnboardingsClientFacts extends Migration {
  override up(): void {
    // Written and never read: the contract's envelope is the contracts table's (envelope_id), and the Stripe
    // customer and subscription are payments' facts, held there (payments.payment.verified.v1,
    // payments.subscription.changed.v1). The billing state stays whole without its subscription: status and time
    // together.
    this.addSql(`
      ALTER TABLE onboarding_clients
        DROP CONSTRAINT onboarding_clients_billing_whole,
        DROP COLUMN docusign_envelope_id,
        DROP COLUMN stripe_customer_id,
        DROP COLUMN stripe_subscription_id,
        DROP COLUMN billing_subscription_id,
        ADD CONSTRAINT onboarding_clients_billing_whole CHECK ((billing_status IS NULL) = (billing_updated_at IS NULL))`);
  }
}

export const migrations = [{ name: '0010-client-facts', class: KeepOnlyOnboardingsClientFacts }];

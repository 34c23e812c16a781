import { Migration } from '@mikro-orm/migrations';

// A migration is history, so it spells out its values.
class AddClientBilling extends Migration {
  override up(): void {
    // The client's subscription as payments last reported it (payments.subscription.changed.v1): its status in
    // Stripe's words, whether it cancels at the end of its period, when that period ends, which subscription,
    // and the time of the Stripe event the state follows, so an older report arriving late changes nothing.
    // Nothing until payments reports; a demo payment is read from the payment columns, not stored here.
    this.addSql(`
      ALTER TABLE onboarding_clients
        ADD COLUMN billing_status text CHECK (billing_status IN
          ('trialing', 'active', 'past_due', 'unpaid', 'canceled', 'incomplete', 'incomplete_expired', 'paused')),
        ADD COLUMN billing_cancel_at_period_end boolean NOT NULL DEFAULT false,
        ADD COLUMN billing_current_period_end timestamptz,
        ADD COLUMN billing_subscription_id text,
        ADD COLUMN billing_updated_at timestamptz,
        ADD CONSTRAINT onboarding_clients_billing_whole CHECK
          ((billing_status IS NULL) = (billing_updated_at IS NULL) AND (billing_status IS NULL) = (billing_subscription_id IS NULL))`);
    // The client list's two billing filters, each read from its own small index in the list's order.
    this.addSql(`
      CREATE INDEX onboarding_clients_past_due ON onboarding_clients (created_at DESC, id DESC)
        WHERE billing_status IN ('past_due', 'unpaid')`);
    this.addSql(`
      CREATE INDEX onboarding_clients_cancelled ON onboarding_clients (created_at DESC, id DESC)
        WHERE billing_status = 'canceled' OR billing_cancel_at_period_end`);
  }
}

export const migrations = [{ name: '0009-client-billing', class: AddClientBilling }];

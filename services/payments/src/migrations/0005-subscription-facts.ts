import { Migration } from '@mikro-orm/migrations';

class AddSubscriptionFacts extends Migration {
  override up(): void {
    // A subscription's status and the rest of what Stripe says of it (plan, price, dates, cancellation at the
    // period's end) are kept newest-first apart: an invoice event tells a status without the rest, so it must not
    // make an older subscription event's plan switch look stale. facts_at: the `created` of the subscription event
    // whose object the plan, price and dates come from. status_from_invoice: the status was inferred from an
    // invoice event, so a subscription event of the same second (Stripe's own word) replaces it. changed_at: when
    // what is known of the subscription last changed, as published in payments.subscription.changed.v1 (always
    // later than the one before, so a consumer keeping the newest keeps each change).
    this.addSql(`
      ALTER TABLE stripe_subscriptions
        ADD COLUMN facts_at timestamptz,
        ADD COLUMN status_from_invoice boolean NOT NULL DEFAULT false,
        ADD COLUMN changed_at timestamptz`);
  }
}

export const migrations = [{ name: '0005-subscription-facts', class: AddSubscriptionFacts }];

import { Migration } from '@mikro-orm/migrations';

class AddSubscriptions extends Migration {
  override up(): void {
    // Each Stripe subscription's status as the newest event about it says, kept apart from payments: Stripe's
    // subscription events may come before the checkout's payment is recorded, late, or out of order.
    // status_at is the `created` time of the event that set it; '-infinity' for a status of unknown age.
    this.addSql(`
      CREATE TABLE stripe_subscriptions (
        id text PRIMARY KEY CHECK (id <> ''),
        status text NOT NULL CHECK (status <> ''),
        status_at timestamptz NOT NULL,
        stripe_event_id text,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The statuses payments kept until now, older than any event still to come.
    this.addSql(`
      INSERT INTO stripe_subscriptions (id, status, status_at)
      SELECT DISTINCT ON (stripe_subscription_id) stripe_subscription_id, subscription_status, '-infinity'::timestamptz
      FROM payments
      WHERE stripe_subscription_id IS NOT NULL AND subscription_status IS NOT NULL
      ORDER BY stripe_subscription_id, verified_at DESC`);
  }
}

export const migrations = [{ name: '0002-subscriptions', class: AddSubscriptions }];

import { Migration } from '@mikro-orm/migrations';

// A migration is history, so it spells out its values (the packages, the ways a payment is verified) rather than importing them.
class CreatePayments extends Migration {
  override up(): void {
    // Every Checkout Session this service opened, with what it was for; fulfilled_at once its payment is recorded.
    this.addSql(`
      CREATE TABLE checkout_sessions (
        id text PRIMARY KEY CHECK (id ~ '^cs_[A-Za-z0-9_]+$'),
        client_id uuid NOT NULL,
        package text NOT NULL CHECK (package IN ('starter', 'growth', 'professional')),
        amount integer NOT NULL CHECK (amount >= 0),
        currency text NOT NULL CHECK (currency ~ '^[a-z]{3}$'),
        created_at timestamptz NOT NULL DEFAULT now(),
        fulfilled_at timestamptz
      )`);
    this.addSql('CREATE INDEX checkout_sessions_client ON checkout_sessions (client_id, created_at DESC)');

    // Stripe's event ids, each recorded once: a redelivered webhook finds its id and changes nothing.
    this.addSql(`
      CREATE TABLE stripe_events (
        id text PRIMARY KEY,
        type text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);

    // One payment per checkout, whichever way the news came first: the unique index decides.
    this.addSql(`
      CREATE TABLE payments (
        id uuid PRIMARY KEY,
        checkout_session_id text NOT NULL,
        client_id uuid NOT NULL,
        package text NOT NULL CHECK (package IN ('starter', 'growth', 'professional')),
        amount_paid integer NOT NULL CHECK (amount_paid >= 0),
        currency text NOT NULL CHECK (currency ~ '^[a-z]{3}$'),
        stripe_customer_id text,
        stripe_subscription_id text,
        stripe_payment_intent_id text,
        subscription_status text,
        verified_via text NOT NULL CHECK (verified_via IN ('webhook', 'return', 'status-check')),
        verified_at timestamptz NOT NULL,
        CONSTRAINT payments_checkout_session_unique UNIQUE (checkout_session_id)
      )`);
    this.addSql('CREATE INDEX payments_client ON payments (client_id, verified_at DESC)');
    this.addSql(
      'CREATE INDEX payments_subscription ON payments (stripe_subscription_id) WHERE stripe_subscription_id IS NOT NULL',
    );
  }
}

export const migrations = [{ name: '0001-payments', class: CreatePayments }];

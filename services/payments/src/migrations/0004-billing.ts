import { Migration } from '@mikro-orm/migrations';

class AddBilling extends Migration {
  override up(): void {
    // What the newest Stripe event about a subscription says of it beside its status: whose it claims to be
    // (its metadata; confirmed only by a recorded payment of that subscription), its plan and price before tax,
    // its cancellation at the period's end, its dates, and the province whose taxes it carries. cancel_notified_at
    // and trial_notified_at make the team's and the client's notices once per cancellation and per trial.
    this.addSql(`
      ALTER TABLE stripe_subscriptions
        ADD COLUMN claimed_client_id uuid,
        ADD COLUMN customer_id text,
        ADD COLUMN package text CHECK (package IN ('starter', 'growth', 'professional')),
        ADD COLUMN price_id text,
        ADD COLUMN amount_cents integer CHECK (amount_cents >= 0),
        ADD COLUMN currency text CHECK (currency ~ '^[a-z]{3}$'),
        ADD COLUMN cancel_at_period_end boolean NOT NULL DEFAULT false,
        ADD COLUMN current_period_end timestamptz,
        ADD COLUMN trial_end timestamptz,
        ADD COLUMN tax_jurisdiction text
          CHECK (tax_jurisdiction IN ('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT')),
        ADD COLUMN cancel_notified_at timestamptz,
        ADD COLUMN trial_notified_at timestamptz`);
    this.addSql('CREATE INDEX stripe_subscriptions_customer ON stripe_subscriptions (customer_id)');
    // The province or territory the client chose at checkout, whose rates were attached to its subscription.
    this.addSql(`
      ALTER TABLE checkout_sessions
        ADD COLUMN tax_jurisdiction text
          CHECK (tax_jurisdiction IN ('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'))`);
    // Each invoice of a subscription as the newest invoice.* event about it says (status_at: that event's
    // created). Its client is its subscription's, through the recorded payment. tax_lines: [{ label,
    // stripeTaxRateId, amountCents }] in Stripe's order. failure_notified_at: the team was told of its failure.
    this.addSql(`
      CREATE TABLE invoices (
        id text PRIMARY KEY CHECK (id <> ''),
        subscription_id text,
        customer_id text,
        number text,
        status text NOT NULL CHECK (status IN ('draft', 'open', 'paid', 'void', 'uncollectible')),
        currency text NOT NULL CHECK (currency ~ '^[a-z]{3}$'),
        subtotal_cents integer NOT NULL,
        tax_cents integer NOT NULL,
        total_cents integer NOT NULL,
        amount_due_cents integer NOT NULL,
        amount_paid_cents integer NOT NULL,
        tax_lines jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(tax_lines) = 'array'),
        hosted_invoice_url text,
        invoice_pdf text,
        attempt_count integer NOT NULL DEFAULT 0,
        next_payment_attempt timestamptz,
        payment_failed boolean NOT NULL DEFAULT false,
        period_start timestamptz,
        period_end timestamptz,
        created_at timestamptz NOT NULL,
        status_at timestamptz NOT NULL,
        stripe_event_id text,
        failure_notified_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE INDEX invoices_subscription ON invoices (subscription_id, created_at DESC)');
    // The Stripe tax rates invoices name: the ones made from tax_rates (rate_key: jurisdiction, kind and
    // effective_from, e.g. 'ON-HST-2010-07-01'), and any other met on an invoice (Stripe Tax's), read once.
    this.addSql(`
      CREATE TABLE stripe_tax_rates (
        id text PRIMARY KEY CHECK (id <> ''),
        rate_key text UNIQUE,
        display_name text NOT NULL,
        jurisdiction text,
        rate_percent numeric(6, 3),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }
}

export const migrations = [{ name: '0004-billing', class: AddBilling }];

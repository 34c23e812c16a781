import { Migration } from '@mikro-orm/migrations';

// A migration is history, so it spells out its values.
class NameTheMonthlyPrice extends Migration {
  override up(): void {
    // The spec's amount_paid was never what was paid (the trial charges nothing at checkout): it is the package's
    // monthly price in cents, and is called so.
    this.addSql('ALTER TABLE onboarding_clients RENAME COLUMN amount_paid TO monthly_price_cents');
    this.addSql(
      'ALTER TABLE onboarding_clients RENAME CONSTRAINT onboarding_clients_amount_paid_check TO onboarding_clients_monthly_price_cents_check',
    );
  }
}

export const migrations = [{ name: '0011-monthly-price', class: NameTheMonthlyPrice }];

import { Migration } from '@mikro-orm/migrations';

class KeyDeliveriesByEventAndKind extends Migration {
  override up(): void {
    // One event can owe several e-mails (the team's and a confirmation to the sender): one row per event and kind.
    this.addSql('ALTER TABLE email_deliveries DROP CONSTRAINT email_deliveries_event_id_key');
    this.addSql('CREATE UNIQUE INDEX email_deliveries_event_kind ON email_deliveries (event_id, kind)');
    // A confirmation over its recipient's hourly cap is kept, never sent.
    this.addSql(`
      ALTER TABLE email_deliveries
        DROP CONSTRAINT email_deliveries_status_check,
        ADD CONSTRAINT email_deliveries_status_check
          CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'suppressed')),
        ADD COLUMN recipient_key text`);
    // The cap counts a recipient's confirmations of the last hour.
    this.addSql(
      'CREATE INDEX email_deliveries_capped ON email_deliveries (recipient_key, created_at) WHERE recipient_key IS NOT NULL',
    );
  }
}

export const migrations = [{ name: '0002-deliveries-per-event-and-kind', class: KeyDeliveriesByEventAndKind }];

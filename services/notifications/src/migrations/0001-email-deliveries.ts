import { Migration } from '@mikro-orm/migrations';

class CreateEmailDeliveries extends Migration {
  override up(): void {
    this.addSql(`
      CREATE TABLE email_deliveries (
        id uuid PRIMARY KEY,
        event_id uuid NOT NULL UNIQUE,
        kind text NOT NULL,
        to_address text NOT NULL,
        reply_to text,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        message_id text NOT NULL,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        claimed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    // The worker's claim query only ever looks at unfinished rows.
    this.addSql(`CREATE INDEX email_deliveries_due ON email_deliveries (next_attempt_at) WHERE status IN ('pending', 'sending')`);
  }
}

export const migrations = [{ name: '0001-email-deliveries', class: CreateEmailDeliveries }];

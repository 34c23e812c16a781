import { Migration } from '@mikro-orm/migrations';

// A migration is history, so it spells out its values.
class AddWaitingStepsAndReminders extends Migration {
  override up(): void {
    // Since when each client waits at the step it is at, set with every step from now on. Clients already
    // there get the time of the last step they took: the video, the signature, the payment, the registration
    // (the first code redeemed), else their creation.
    this.addSql('ALTER TABLE onboarding_clients ADD COLUMN step_reached_at timestamptz');
    this.addSql(`
      UPDATE onboarding_clients c SET step_reached_at = CASE
        WHEN c.video_watched THEN coalesce(c.video_watched_at, c.onboarding_completed_at, c.created_at)
        WHEN c.contract_signed THEN coalesce(c.contract_signed_at, c.created_at)
        WHEN c.payment_completed THEN coalesce(c.payment_completed_at, c.created_at)
        ELSE coalesce((SELECT min(a.redeemed_at) FROM access_codes a WHERE a.client_id = c.id), c.created_at)
      END`);
    // A client added from now on reaches its first step, registration, as it is created (as created_at).
    this.addSql(
      'ALTER TABLE onboarding_clients ALTER COLUMN step_reached_at SET DEFAULT now(), ALTER COLUMN step_reached_at SET NOT NULL',
    );
    // The team's reminders of a client's step. One a client a day (UTC): the unique key, not a check in code,
    // is what keeps two clicks at once to one e-mail.
    this.addSql(`
      CREATE TABLE client_reminders (
        id uuid PRIMARY KEY,
        client_id uuid NOT NULL REFERENCES onboarding_clients (id),
        step text NOT NULL CHECK (step IN ('registration', 'payment', 'contract', 'video')),
        days integer NOT NULL CHECK (days >= 0),
        sent_on date NOT NULL,
        sent_at timestamptz NOT NULL,
        CONSTRAINT client_reminders_once_a_day UNIQUE (client_id, sent_on)
      )`);
    this.addSql('CREATE INDEX client_reminders_latest ON client_reminders (client_id, sent_at DESC)');
  }
}

export const migrations = [{ name: '0008-waiting-steps-and-reminders', class: AddWaitingStepsAndReminders }];

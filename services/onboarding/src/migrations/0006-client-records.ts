import { Migration } from '@mikro-orm/migrations';

// A migration is history, so it spells out its values.
class AddClientRecords extends Migration {
  override up(): void {
    // When the team marked the project completed and its note, set together and cleared together on reopening
    // (a record completed before this migration has neither); and a new e-mail the team asked for, waiting until
    // the client confirms it from that address.
    this.addSql(`
      ALTER TABLE onboarding_clients
        ADD COLUMN project_completed_at timestamptz,
        ADD COLUMN completion_note text,
        ADD COLUMN pending_email text,
        ADD COLUMN pending_email_requested_at timestamptz,
        ADD CONSTRAINT onboarding_clients_completion_whole
          CHECK ((project_completed OR project_completed_at IS NULL)
             AND (project_completed_at IS NULL) = (completion_note IS NULL)),
        ADD CONSTRAINT onboarding_clients_pending_email_whole
          CHECK ((pending_email IS NULL) = (pending_email_requested_at IS NULL))`);
  }
}

export const migrations = [{ name: '0006-client-records', class: AddClientRecords }];

import { Migration } from '@mikro-orm/migrations';

// A migration is history, so it spells out its values (the sides) rather than importing them.
class AddUnreadNudges extends Migration {
  override up(): void {
    // The last e-mail nudge of each thread's side: when, and up to which of the other side's messages it told of.
    this.addSql(`
      CREATE TABLE nudges (
        client_id uuid NOT NULL REFERENCES clients (id),
        recipient text NOT NULL CHECK (recipient IN ('client', 'team')),
        last_nudged_at timestamptz NOT NULL,
        nudged_up_to_seq bigint NOT NULL CHECK (nudged_up_to_seq > 0),
        PRIMARY KEY (client_id, recipient)
      )`);
    // The scan looks for overdue unread messages of each side.
    this.addSql('CREATE INDEX messages_unread_by_team_since ON messages (created_at) WHERE read_by_team_at IS NULL');
    this.addSql('CREATE INDEX messages_unread_by_client_since ON messages (created_at) WHERE read_by_client_at IS NULL');
  }
}

export const migrations = [{ name: '0002-unread-nudges', class: AddUnreadNudges }];

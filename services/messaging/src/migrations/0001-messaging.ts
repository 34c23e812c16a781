import { Migration } from '@mikro-orm/migrations';

// A migration is history, so it spells out its values (the sides, the meeting states) rather than importing them.
class CreateMessaging extends Migration {
  override up(): void {
    // The clients onboarding has invited, as its events describe them: a thread exists only for one of these.
    this.addSql(`
      CREATE TABLE clients (
        id uuid PRIMARY KEY,
        email text NOT NULL,
        business_name text NOT NULL,
        contact_name text NOT NULL,
        onboarding_complete boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL
      )`);

    // seq orders every message of every thread; a socket catches up from the last one it saw.
    this.addSql(`
      CREATE TABLE messages (
        id uuid PRIMARY KEY,
        seq bigserial NOT NULL UNIQUE,
        client_id uuid NOT NULL REFERENCES clients (id),
        sender_type text NOT NULL CHECK (sender_type IN ('client', 'team')),
        sender_name text NOT NULL CHECK (char_length(sender_name) BETWEEN 1 AND 254),
        body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 4000 AND body = btrim(body)),
        created_at timestamptz NOT NULL DEFAULT now(),
        read_by_client_at timestamptz,
        read_by_team_at timestamptz
      )`);
    this.addSql('CREATE INDEX messages_thread ON messages (client_id, seq)');
    this.addSql('CREATE INDEX messages_unread_by_team ON messages (client_id, seq) WHERE read_by_team_at IS NULL');
    this.addSql('CREATE INDEX messages_unread_by_client ON messages (client_id, seq) WHERE read_by_client_at IS NULL');

    this.addSql(`
      CREATE TABLE meetings (
        id uuid PRIMARY KEY,
        client_id uuid NOT NULL REFERENCES clients (id),
        title text NOT NULL,
        description text,
        scheduled_at timestamptz NOT NULL,
        duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 1 AND 1440),
        status text NOT NULL CHECK (status IN ('scheduled', 'completed', 'cancelled')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE INDEX meetings_client ON meetings (client_id, scheduled_at)');
  }
}

export const migrations = [{ name: '0001-messaging', class: CreateMessaging }];

import { Migration } from '@mikro-orm/migrations';

/**
 * What the Account page needs: a display name (0003, team accounts, adds it too: either may run first), the
 * member role, where and when each session signed in and was last seen, and pending e-mail changes.
 */
class AccountSessionsAndEmailChanges extends Migration {
  override up(): void {
    this.addSql('ALTER TABLE users ADD COLUMN IF NOT EXISTS name text NULL');
    // The same check 0003 sets, under Postgres's own name for it, so whichever runs last leaves one check.
    this.addSql('ALTER TABLE users DROP CONSTRAINT IF EXISTS users_role_check');
    this.addSql("ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('admin', 'member', 'client'))");
    // One row per session (refresh-token family): the rows of the family rotate, the session stays.
    this.addSql(`
      CREATE TABLE session_devices (
        family_id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        user_agent text NULL,
        address text NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE INDEX session_devices_user ON session_devices (user_id)');
    this.addSql(`
      CREATE TABLE email_changes (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        new_email text NOT NULL,
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz NULL,
        replaced_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE INDEX email_changes_user ON email_changes (user_id, created_at)');
  }
}

export const accountSessionsAndEmailChangesMigration = {
  name: '0004-account-sessions-and-email-changes',
  class: AccountSessionsAndEmailChanges,
};

import { Migration } from '@mikro-orm/migrations';

/**
 * The team beside the clients: members (students) as well as admins, each with a display name, a status
 * (a deactivated person cannot sign in) and their last sign-in; and the invitations that bring people in.
 */
class CreateTeamAccounts extends Migration {
  override up(): void {
    this.addSql('ALTER TABLE users DROP CONSTRAINT IF EXISTS users_role_check');
    this.addSql("ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('admin', 'member', 'client'))");
    // Null for accounts from before display names (and for clients): the e-mail's local part stands in.
    this.addSql('ALTER TABLE users ADD COLUMN name text NULL');
    this.addSql("ALTER TABLE users ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'deactivated'))");
    this.addSql('ALTER TABLE users ADD COLUMN last_sign_in_at timestamptz NULL');
    // Only the token's SHA-256 is kept; the link in the e-mail is the one place the token is.
    this.addSql(`
      CREATE TABLE team_invitations (
        id uuid PRIMARY KEY,
        email text NOT NULL,
        name text NOT NULL,
        role text NOT NULL CHECK (role IN ('admin', 'member')),
        token_hash text NOT NULL UNIQUE,
        invited_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz NULL,
        revoked_at timestamptz NULL,
        resent_at timestamptz NULL
      )`);
    // One pending invitation per address; accepted and revoked ones stay as a record.
    this.addSql(
      'CREATE UNIQUE INDEX team_invitations_pending_email ON team_invitations (lower(email)) WHERE accepted_at IS NULL AND revoked_at IS NULL',
    );
  }
}

export const teamAccountsMigration = { name: '0003-team-accounts', class: CreateTeamAccounts };

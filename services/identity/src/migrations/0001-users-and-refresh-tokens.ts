import { Migration } from '@mikro-orm/migrations';

class CreateUsersAndRefreshTokens extends Migration {
  override up(): void {
    this.addSql(`
      CREATE TABLE users (
        id uuid PRIMARY KEY,
        email text NOT NULL,
        password_hash text NOT NULL,
        role text NOT NULL CHECK (role IN ('admin', 'client')),
        client_id uuid NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE UNIQUE INDEX users_email_lower ON users (lower(email))');
    this.addSql(`
      CREATE TABLE refresh_tokens (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        family_id uuid NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz NULL,
        replaced_by uuid NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id)');
    this.addSql('CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id, expires_at)');
  }
}

export const migrations = [{ name: '0001-users-and-refresh-tokens', class: CreateUsersAndRefreshTokens }];

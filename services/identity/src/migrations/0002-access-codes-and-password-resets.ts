import { Migration } from '@mikro-orm/migrations';

/**
 * The access codes onboarding issues, as identity learns them from `onboarding.client.invited.v1`, so that
 * registration can redeem a code in the same transaction that creates the account; and password-reset tokens.
 */
class CreateAccessCodesAndPasswordResets extends Migration {
  override up(): void {
    // A revocation may arrive before the code it revokes (a redelivered event): the row is then written
    // with its id and revoked_at alone, and the code's own event fills in the rest without un-revoking it.
    this.addSql(`
      CREATE TABLE access_codes (
        id uuid PRIMARY KEY,
        code text NULL,
        client_id uuid NULL,
        email text NULL,
        expires_at timestamptz NULL,
        invited_at timestamptz NULL,
        revoked_at timestamptz NULL,
        redeemed_at timestamptz NULL,
        redeemed_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT access_codes_known_or_revoked CHECK (
          (code IS NOT NULL AND client_id IS NOT NULL AND email IS NOT NULL AND expires_at IS NOT NULL AND invited_at IS NOT NULL)
          OR revoked_at IS NOT NULL
        )
      )`);
    this.addSql('CREATE UNIQUE INDEX access_codes_code ON access_codes (code)');
    this.addSql(`
      CREATE TABLE password_reset_tokens (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_id)');
    this.addSql('CREATE INDEX password_reset_tokens_expiry ON password_reset_tokens (expires_at)');
  }
}

export const accessCodesAndPasswordResetsMigration = {
  name: '0002-access-codes-and-password-resets',
  class: CreateAccessCodesAndPasswordResets,
};

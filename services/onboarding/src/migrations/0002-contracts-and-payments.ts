import { Migration } from '@mikro-orm/migrations';

// A migration is history, so it spells out its values; test/schema.int.test.ts holds the CHECKs to the contract.
class AddContractsAndPayments extends Migration {
  override up(): void {
    // The Stripe references of the payment that advanced the client (from payments.payment.verified.v1).
    this.addSql(`
      ALTER TABLE onboarding_clients
        ADD COLUMN stripe_checkout_session_id text,
        ADD COLUMN stripe_customer_id text,
        ADD COLUMN stripe_subscription_id text`);
    // No index for the payment diagnostic (the clients of the last 24 hours, newest first): 0001's
    // onboarding_clients_created_at serves it.

    // One contract per client: the exact text sent (never rewritten), its digest, and the signature once given.
    this.addSql(`
      CREATE TABLE contracts (
        id uuid PRIMARY KEY,
        client_id uuid NOT NULL REFERENCES onboarding_clients (id),
        version text NOT NULL CHECK (btrim(version) <> ''),
        text text NOT NULL CHECK (text <> ''),
        sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
        envelope_id text NOT NULL CHECK (envelope_id ~ '^envelope_[0-9]+$'),
        sent_at timestamptz NOT NULL,
        last_sent_at timestamptz NOT NULL,
        signer_name text,
        signed_at timestamptz,
        signer_ip text,
        signer_user_agent text,
        signed_sha256 text CHECK (signed_sha256 ~ '^[0-9a-f]{64}$'),
        CONSTRAINT contracts_client_unique UNIQUE (client_id),
        CONSTRAINT contracts_sent_before_resent CHECK (last_sent_at >= sent_at),
        -- A signature is whole or absent: name, time, address, agent and digest together.
        CONSTRAINT contracts_signature_whole CHECK (
          (signed_at IS NULL AND signer_name IS NULL AND signer_ip IS NULL AND signer_user_agent IS NULL AND signed_sha256 IS NULL)
          OR (signed_at IS NOT NULL AND signer_name IS NOT NULL AND btrim(signer_name) <> '' AND signer_ip IS NOT NULL
              AND signer_user_agent IS NOT NULL AND signed_sha256 IS NOT NULL)
        )
      )`);
  }
}

export const migrations = [{ name: '0002-contracts-and-payments', class: AddContractsAndPayments }];

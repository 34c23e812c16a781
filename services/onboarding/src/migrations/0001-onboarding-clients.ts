import { Migration } from '@mikro-orm/migrations';

// A migration is history, so it spells out its values; test/schema.int.test.ts holds the CHECKs to the contract.
class CreateOnboardingClients extends Migration {
  override up(): void {
    // The spec's fields (spec 001 §3), with the package as its contract value beside the spec's label text
    // (project_type), a time for each step, and the last change for the list's Last Activity column.
    this.addSql(`
      CREATE TABLE onboarding_clients (
        id uuid PRIMARY KEY,
        access_code_id uuid NOT NULL,
        business_name text NOT NULL CHECK (btrim(business_name) <> ''),
        contact_name text NOT NULL DEFAULT '',
        email text NOT NULL CHECK (email = lower(email)),
        phone text NOT NULL DEFAULT '',
        package text NOT NULL DEFAULT 'growth' CHECK (package IN ('starter', 'growth', 'professional')),
        project_type text NOT NULL,
        step_completed integer NOT NULL DEFAULT 0 CHECK (step_completed BETWEEN 0 AND 4),
        payment_completed boolean NOT NULL DEFAULT false,
        payment_completed_at timestamptz,
        amount_paid integer CHECK (amount_paid >= 0),
        stripe_payment_intent_id text,
        contract_sent_at timestamptz,
        docusign_envelope_id text,
        contract_signed boolean NOT NULL DEFAULT false,
        contract_signed_at timestamptz,
        video_watched boolean NOT NULL DEFAULT false,
        video_watched_at timestamptz,
        onboarding_complete boolean NOT NULL DEFAULT false,
        onboarding_completed_at timestamptz,
        project_completed boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_activity_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One client per e-mail: the account it registers is keyed by that address.
    this.addSql('CREATE UNIQUE INDEX onboarding_clients_email ON onboarding_clients (email)');
    this.addSql('CREATE INDEX onboarding_clients_created_at ON onboarding_clients (created_at DESC, id DESC)');

    // Codes are never deleted: a client's history keeps every code it was issued.
    this.addSql(`
      CREATE TABLE access_codes (
        id uuid PRIMARY KEY,
        client_id uuid NOT NULL REFERENCES onboarding_clients (id) DEFERRABLE INITIALLY DEFERRED,
        code text NOT NULL CHECK (code ~ '^MB-[A-Z0-9]{6}$'),
        client_email text NOT NULL CHECK (client_email = lower(client_email)),
        expires_at timestamptz NOT NULL,
        issued_at timestamptz NOT NULL DEFAULT now(),
        emailed_at timestamptz,
        redeemed_at timestamptz,
        revoked_at timestamptz,
        CONSTRAINT access_codes_code_unique UNIQUE (code)
      )`);
    this.addSql('CREATE INDEX access_codes_client ON access_codes (client_id, issued_at DESC)');
    // The client and its current code are written in one transaction, in either order.
    this.addSql(`
      ALTER TABLE onboarding_clients ADD CONSTRAINT onboarding_clients_access_code
        FOREIGN KEY (access_code_id) REFERENCES access_codes (id) DEFERRABLE INITIALLY DEFERRED`);
  }
}

export const migrations = [{ name: '0001-onboarding-clients', class: CreateOnboardingClients }];

import { Migration } from '@mikro-orm/migrations';

// A migration is history, so it spells out its values.
class AddClientTeam extends Migration {
  override up(): void {
    // Onboarding's copy of the team, from identity's team-member events. `facts_at` is when identity reported
    // these facts: the events come through several consumers, so an older report never overwrites a newer one.
    this.addSql(`
      CREATE TABLE teammates (
        user_id uuid PRIMARY KEY,
        email text NOT NULL,
        name text NOT NULL CHECK (btrim(name) <> ''),
        role text NOT NULL CHECK (role IN ('admin', 'member')),
        status text NOT NULL CHECK (status IN ('active', 'deactivated')),
        facts_at timestamptz NOT NULL
      )`);
    // Who looks after each client: the teammate's id and the name they go by (kept current from the team's
    // events), both or neither. No reference to teammates: identity's word, applied whatever arrives first.
    this.addSql(`
      ALTER TABLE onboarding_clients
        ADD COLUMN project_manager_id uuid,
        ADD COLUMN project_manager_name text,
        ADD COLUMN lead_developer_id uuid,
        ADD COLUMN lead_developer_name text,
        ADD CONSTRAINT onboarding_clients_project_manager_whole
          CHECK ((project_manager_id IS NULL) = (project_manager_name IS NULL)),
        ADD CONSTRAINT onboarding_clients_lead_developer_whole
          CHECK ((lead_developer_id IS NULL) = (lead_developer_name IS NULL))`);
    // "My clients": the clients a teammate looks after, either way.
    this.addSql('CREATE INDEX onboarding_clients_project_manager ON onboarding_clients (project_manager_id)');
    this.addSql('CREATE INDEX onboarding_clients_lead_developer ON onboarding_clients (lead_developer_id)');
  }
}

export const migrations = [{ name: '0005-client-team', class: AddClientTeam }];

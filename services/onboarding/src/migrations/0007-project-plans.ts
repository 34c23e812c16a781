import { Migration } from '@mikro-orm/migrations';

// A migration is history, so it spells out its values.

/**
 * Clients whose onboarding completed before plans existed get theirs, from the default template, planned from
 * the day their onboarding completed (in UTC); a client with a plan keeps it. Exported for its test.
 */
export const backfillPlans = `
  INSERT INTO client_milestones (id, client_id, position, name, planned_on)
  SELECT gen_random_uuid(), c.id, m.position, m.name, (c.onboarding_completed_at AT TIME ZONE 'UTC')::date + m.offset_days
  FROM onboarding_clients c
  CROSS JOIN (VALUES (1, 'Kickoff', 0), (2, 'Design', 14), (3, 'Build', 35), (4, 'Launch', 56)) AS m (position, name, offset_days)
  WHERE c.onboarding_complete AND c.onboarding_completed_at IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM client_milestones existing WHERE existing.client_id = c.id)`;
class AddProjectPlans extends Migration {
  override up(): void {
    // The one project template each client's plan is made from when its onboarding completes: its milestones in
    // order, each a name and the days after completion it is planned for. Kickoff the day onboarding completes,
    // Design two weeks on, Build at five weeks, Launch at eight.
    this.addSql(`
      CREATE TABLE project_templates (
        id uuid PRIMARY KEY,
        milestones jsonb NOT NULL CHECK (jsonb_typeof(milestones) = 'array' AND jsonb_array_length(milestones) BETWEEN 1 AND 12),
        updated_at timestamptz NOT NULL
      )`);
    this.addSql(`
      INSERT INTO project_templates (id, milestones, updated_at) VALUES (
        '00000000-0000-4000-8000-000000000001',
        '[{"name":"Kickoff","offsetDays":0},{"name":"Design","offsetDays":14},{"name":"Build","offsetDays":35},{"name":"Launch","offsetDays":56}]',
        now()
      )`);
    // Each client's plan: its milestones in order, the day each is planned for, the day it was done (null until
    // then) and a note to the client ('' - none).
    this.addSql(`
      CREATE TABLE client_milestones (
        id uuid PRIMARY KEY,
        client_id uuid NOT NULL REFERENCES onboarding_clients (id) ON DELETE CASCADE,
        position integer NOT NULL CHECK (position >= 1),
        name text NOT NULL CHECK (btrim(name) <> '' AND length(name) <= 80),
        planned_on date NOT NULL,
        done_on date,
        note text NOT NULL DEFAULT '' CHECK (length(note) <= 1000),
        UNIQUE (client_id, position)
      )`);
    this.addSql(backfillPlans);
  }
}

export const migrations = [{ name: '0007-project-plans', class: AddProjectPlans }];

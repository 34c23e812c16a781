import { Migration } from '@mikro-orm/migrations';

class CreateAuditEntries extends Migration {
  override up(): void {
    // One row per event, keyed by the event's id, so a redelivery that got past the inbox still adds nothing.
    this.addSql(`
      CREATE TABLE audit_entries (
        id uuid PRIMARY KEY,
        occurred_at timestamptz NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        type text NOT NULL,
        actor_kind text NOT NULL CHECK (actor_kind IN ('team', 'client', 'visitor', 'system')),
        actor_id text,
        actor_name text,
        actor_role text,
        client_id text,
        action text NOT NULL,
        subject_type text,
        subject_id text,
        subject_label text,
        before text,
        after text,
        data jsonb NOT NULL,
        known boolean NOT NULL
      )`);
    // The Activity screen reads newest first, by person, by kind of record; the history panels by record.
    this.addSql('CREATE INDEX audit_entries_newest ON audit_entries (occurred_at DESC, id DESC)');
    this.addSql('CREATE INDEX audit_entries_by_actor ON audit_entries (actor_id, occurred_at DESC, id DESC)');
    this.addSql('CREATE INDEX audit_entries_by_subject_type ON audit_entries (subject_type, occurred_at DESC, id DESC)');
    this.addSql('CREATE INDEX audit_entries_by_subject ON audit_entries (subject_type, subject_id, occurred_at DESC, id DESC)');

    // Append-only: nothing rewrites an entry, and only the retention prune (which says so for its
    // transaction) removes one.
    this.addSql(`
      CREATE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND current_setting('audit.pruning', true) = 'on' THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'audit_entries is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
      END
      $$`);
    this.addSql(`
      CREATE TRIGGER audit_entries_append_only BEFORE UPDATE OR DELETE ON audit_entries
      FOR EACH ROW EXECUTE FUNCTION audit_entries_append_only()`);

    // The last label seen for each record, so an entry whose event carries none is still readable.
    this.addSql(`
      CREATE TABLE audit_subject_labels (
        subject_type text NOT NULL,
        subject_id text NOT NULL,
        label text NOT NULL,
        seen_at timestamptz NOT NULL,
        PRIMARY KEY (subject_type, subject_id)
      )`);

    // Everyone who has done something, with the name and role they last had, for the person filter.
    this.addSql(`
      CREATE TABLE audit_actors (
        kind text NOT NULL,
        id text NOT NULL,
        name text,
        role text,
        client_id text,
        last_seen_at timestamptz NOT NULL,
        PRIMARY KEY (kind, id)
      )`);
  }
}

export const migrations = [{ name: '0001-audit-entries', class: CreateAuditEntries }];

import { Migration } from '@mikro-orm/migrations';

// A migration is history, so it spells out its values (who booked, the statuses) rather than importing them.
class AddMeetingBookings extends Migration {
  override up(): void {
    // A meeting's video link, who made it, the team member it is with (null: the team as a whole), its
    // calendar sequence (one more at each change) and when it last changed.
    this.addSql(`
      ALTER TABLE meetings
        ADD COLUMN video_url text CHECK (video_url ~ '^https://'),
        ADD COLUMN booked_by text NOT NULL DEFAULT 'team' CHECK (booked_by IN ('team', 'client')),
        ADD COLUMN host_id uuid,
        ADD COLUMN sequence integer NOT NULL DEFAULT 0 CHECK (sequence >= 0),
        ADD COLUMN updated_at timestamptz`);
    // Never two meetings of one team member starting at one time: two clients racing for a slot get one.
    this.addSql(`CREATE UNIQUE INDEX meetings_host_slot ON meetings (host_id, scheduled_at) WHERE status <> 'cancelled'`);

    // The team as identity's events describe it: who can take a booked call.
    this.addSql(`
      CREATE TABLE team_members (
        user_id uuid PRIMARY KEY,
        name text NOT NULL,
        status text NOT NULL CHECK (status IN ('active', 'deactivated')),
        facts_at timestamptz NOT NULL
      )`);

    // Each client's project manager as onboarding's events last assigned them (no reference to clients:
    // the two come through different consumers and may cross).
    this.addSql(`
      CREATE TABLE client_managers (
        client_id uuid PRIMARY KEY,
        project_manager_id uuid,
        assigned_at timestamptz NOT NULL
      )`);
  }
}

export const migrations = [{ name: '0004-meeting-bookings', class: AddMeetingBookings }];

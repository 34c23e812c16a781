import { Migration } from '@mikro-orm/migrations';

class AddRecipientTimeZones extends Migration {
  override up(): void {
    // The team's members as identity's events last said (joined, renamed, signed in, reactivated, a confirmed new
    // address): a client's booked call e-mails its teammate at their own address, by name.
    this.addSql(`
      CREATE TABLE team_contacts (
        user_id uuid PRIMARY KEY,
        email text NOT NULL,
        name text NOT NULL,
        facts_at timestamptz NOT NULL
      )`);
    // The zone each account chose on its Account page (null: the browser's, which no e-mail can know), newest
    // change first: the e-mails to that person give times in it.
    this.addSql(`
      CREATE TABLE account_time_zones (
        user_id uuid PRIMARY KEY,
        client_id uuid NULL,
        time_zone text NULL,
        changed_at timestamptz NOT NULL
      )`);
    this.addSql('CREATE INDEX account_time_zones_client ON account_time_zones (client_id, changed_at)');
  }
}

export const migrations = [{ name: '0007-recipient-time-zones', class: AddRecipientTimeZones }];

import { Migration } from '@mikro-orm/migrations';

/** The time zone an account chose on the Account page (an IANA name); null: the browser's. */
class AccountTimeZones extends Migration {
  override up(): void {
    this.addSql('ALTER TABLE users ADD COLUMN IF NOT EXISTS time_zone text NULL');
  }
}

export const accountTimeZonesMigration = {
  name: '0005-account-time-zones',
  class: AccountTimeZones,
};

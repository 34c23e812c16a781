import { Migration } from '@mikro-orm/migrations';

// A migration is history, so it spells out its values; test/schema.int.test.ts holds the CHECKs to the contract.
class AllowCodesWithoutLookAlikes extends Migration {
  override up(): void {
    // New codes are 7 symbols without 0/O and 1/I/L; the 6-symbol codes issued before stay valid.
    this.addSql(`
      ALTER TABLE access_codes
        DROP CONSTRAINT access_codes_code_check,
        ADD CONSTRAINT access_codes_code_check CHECK (code ~ '^MB-([A-Z0-9]{6}|[A-HJKMNP-Z2-9]{7})$')`);
  }
}

export const migrations = [{ name: '0004-access-codes-without-look-alikes', class: AllowCodesWithoutLookAlikes }];

import { Migration } from '@mikro-orm/migrations';
import { toE164 } from '@agency/contracts/phone';

/**
 * Phone numbers are stored in E.164 from now on. Rows stored before are rewritten where the number reads
 * as one (Canadian unless it says otherwise); the rest stay as they were typed, for the team to read.
 */
class NormalisePhoneNumbers extends Migration {
  override async up(): Promise<void> {
    for (const table of ['solution_inquiries', 'volunteer_applications']) {
      const rows = (await this.execute(`SELECT id, phone FROM ${table} WHERE phone <> ''`)) as { id: string; phone: string }[];
      for (const { id, phone } of rows) {
        const e164 = toE164(phone);
        if (e164 && e164 !== phone) await this.execute(`UPDATE ${table} SET phone = ? WHERE id = ?`, [e164, id]);
      }
    }
  }
}

export const migrations = [{ name: '0003-phone-numbers-e164', class: NormalisePhoneNumbers }];

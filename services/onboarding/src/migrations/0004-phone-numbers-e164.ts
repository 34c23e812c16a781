import { Migration } from '@mikro-orm/migrations';
import { toE164 } from '@agency/contracts/phone';

/**
 * Phone numbers are stored in E.164 from now on. Clients stored before are rewritten where the number
 * reads as one (Canadian unless it says otherwise); the rest stay as they were typed.
 */
class NormalisePhoneNumbers extends Migration {
  override async up(): Promise<void> {
    const rows = (await this.execute(`SELECT id, phone FROM onboarding_clients WHERE phone <> ''`)) as {
      id: string;
      phone: string;
    }[];
    for (const { id, phone } of rows) {
      const e164 = toE164(phone);
      if (e164 && e164 !== phone) await this.execute('UPDATE onboarding_clients SET phone = ? WHERE id = ?', [e164, id]);
    }
  }
}

export const migrations = [{ name: '0004-phone-numbers-e164', class: NormalisePhoneNumbers }];

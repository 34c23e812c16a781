import { Migration } from '@mikro-orm/migrations';

class AddClientContacts extends Migration {
  override up(): void {
    // Who each client is, from onboarding's and identity's events (each step, Edit Client, a confirmed e-mail
    // change): the billing e-mails name the business to the team and reach the client's address, which
    // payments' events do not carry. Each field keeps the time of the event that set it (events of different
    // streams arrive in any order): a late older one changes nothing, and a change of one field never hides
    // another's. A field no event has given yet is null, at '-infinity'.
    this.addSql(`
      CREATE TABLE client_contacts (
        client_id uuid PRIMARY KEY,
        business_name text,
        business_name_at timestamptz NOT NULL DEFAULT '-infinity',
        contact_name text,
        contact_name_at timestamptz NOT NULL DEFAULT '-infinity',
        email text,
        email_at timestamptz NOT NULL DEFAULT '-infinity'
      )`);
  }
}

export const migrations = [{ name: '0006-client-contacts', class: AddClientContacts }];

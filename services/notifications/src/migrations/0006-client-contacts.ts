import { Migration } from '@mikro-orm/migrations';

class AddClientContacts extends Migration {
  override up(): void {
    // Who each client is, from onboarding's and identity's events (each step, Edit Client, a confirmed e-mail
    // change): the billing e-mails name the business to the team and reach the client's address, which
    // payments' events do not carry. `facts_at` is the time of the newest event applied, so a late older one
    // changes nothing.
    this.addSql(`
      CREATE TABLE client_contacts (
        client_id uuid PRIMARY KEY,
        business_name text NOT NULL,
        contact_name text NOT NULL,
        email text NOT NULL,
        facts_at timestamptz NOT NULL
      )`);
  }
}

export const migrations = [{ name: '0006-client-contacts', class: AddClientContacts }];

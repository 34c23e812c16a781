import { Migration } from '@mikro-orm/migrations';

// A migration is history, so it spells out its values; test/schema.int.test.ts holds the CHECKs to the contract.
class AddUnreadMessages extends Migration {
  override up(): void {
    // From messaging's events: each client message the team has not read yet, by its seq (one order over all
    // threads). No reference to onboarding_clients: the events are messaging's word, applied whatever arrives first.
    this.addSql(`
      CREATE TABLE client_unread (
        client_id uuid NOT NULL,
        seq bigint NOT NULL CHECK (seq > 0),
        PRIMARY KEY (client_id, seq)
      )`);
    // How far the team has read each thread: a message sent at or below it arrives read, whatever the order.
    this.addSql(`
      CREATE TABLE client_team_reads (
        client_id uuid PRIMARY KEY,
        up_to_seq bigint NOT NULL CHECK (up_to_seq >= 0)
      )`);
  }
}

export const migrations = [{ name: '0003-unread-messages', class: AddUnreadMessages }];

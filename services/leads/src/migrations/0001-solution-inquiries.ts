import { Migration } from '@mikro-orm/migrations';

// A migration is history, so it spells out its values; test/schema.int.test.ts holds the status CHECK to the contract.
class CreateSolutionInquiries extends Migration {
  override up(): void {
    this.addSql(`
      CREATE TABLE solution_inquiries (
        id uuid PRIMARY KEY,
        situation_type text NOT NULL,
        name text NOT NULL,
        email text NOT NULL,
        phone text NOT NULL DEFAULT '',
        preferred_time text NOT NULL,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'contacted', 'scheduled', 'completed', 'cancelled')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE INDEX solution_inquiries_created_at ON solution_inquiries (created_at DESC, id DESC)');
    this.addSql('CREATE INDEX solution_inquiries_status ON solution_inquiries (status, created_at DESC)');
  }
}

export const migrations = [{ name: '0001-solution-inquiries', class: CreateSolutionInquiries }];

import { Migration } from '@mikro-orm/migrations';

// A migration is history, so it spells out its values; test/schema.int.test.ts holds each CHECK to the contract.
class CreateVolunteerApplications extends Migration {
  override up(): void {
    this.addSql(`
      CREATE TABLE volunteer_applications (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        email text NOT NULL,
        phone text NOT NULL,
        university text NOT NULL,
        program text NOT NULL,
        year text NOT NULL CHECK (year IN ('1', '2', '3', '4', '5+')),
        experience text NOT NULL,
        availability text NOT NULL CHECK (availability IN ('winter', 'spring', 'fall')),
        interests text[] NOT NULL DEFAULT '{}'
          CHECK (interests <@ ARRAY['Social Media Marketing', 'Web Development', 'Content Creation',
            'Digital Marketing', 'Business Strategy', 'Graphic Design']::text[]),
        motivation text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'reviewing', 'accepted', 'rejected')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The list: newest first, all or one status; the lead inbox: one address, whatever its case.
    this.addSql('CREATE INDEX volunteer_applications_created_at ON volunteer_applications (created_at DESC, id DESC)');
    this.addSql('CREATE INDEX volunteer_applications_status ON volunteer_applications (status, created_at DESC, id DESC)');
    this.addSql('CREATE INDEX volunteer_applications_email ON volunteer_applications (lower(email), created_at DESC)');

    // A proposal keeps every other field the visitor typed; other inquiries have none.
    this.addSql('ALTER TABLE solution_inquiries ADD COLUMN details jsonb NULL');
    this.addSql('CREATE INDEX solution_inquiries_email ON solution_inquiries (lower(email), created_at DESC)');
  }
}

export const migrations = [{ name: '0002-volunteer-applications', class: CreateVolunteerApplications }];

import { Migration } from '@mikro-orm/migrations';

// A migration is history, so it spells out its values: the types are the contract's SearchType.
class CreateSearchDocuments extends Migration {
  override up(): void {
    // The site search's own projection of posts, service pages and static pages (the PostgreSQL backend).
    // The vector is generated, so every write keeps it in step: title weighs most, then description, then body.
    this.addSql(`
      CREATE TABLE search_documents (
        id text PRIMARY KEY CHECK (id ~ '^(post|service|page):.+$'),
        type text NOT NULL CHECK (type IN ('post', 'service', 'page')),
        title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
        description text NOT NULL DEFAULT '',
        body text NOT NULL DEFAULT '',
        url text NOT NULL DEFAULT '/' CHECK (url LIKE '/%' AND char_length(url) <= 2048),
        checksum text NOT NULL,
        indexed_at timestamptz NOT NULL DEFAULT now(),
        search_vector tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english', title), 'A') ||
          setweight(to_tsvector('english', description), 'B') ||
          setweight(to_tsvector('english', body), 'C')
        ) STORED
      )`);
    this.addSql('CREATE INDEX search_documents_search_vector ON search_documents USING gin (search_vector)');
  }
}

export const migrations = [{ name: '0002-search-documents', class: CreateSearchDocuments }];

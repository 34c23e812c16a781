import { Migration } from '@mikro-orm/migrations';

// A migration is history, so it spells out its values: the kinds are the contract's PostVersionKind.
class AddPostVersions extends Migration {
  override up(): void {
    // Every save of a post's editor fields, numbered per post (1 is the first), with who saved it and which
    // fields differ from the save before. `fields` holds the contract's PostInput as it was saved. A post's
    // versions go with it.
    this.addSql(`
      CREATE TABLE post_versions (
        id uuid PRIMARY KEY,
        post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        number integer NOT NULL CHECK (number >= 1),
        kind text NOT NULL CHECK (kind IN ('created', 'updated', 'revision', 'revision-published', 'restored')),
        fields jsonb NOT NULL,
        changed text[] NOT NULL,
        restored_from_number integer,
        restored_from_at timestamptz,
        created_at timestamptz NOT NULL,
        created_by_user_id uuid,
        created_by_name text NOT NULL CHECK (char_length(created_by_name) BETWEEN 1 AND 120),
        UNIQUE (post_id, number)
      )`);
    // A link that shows a draft or a pending change to whoever has it, until it expires or is revoked. Only
    // the token's SHA-256 is kept: the link is shown once, when it is made.
    this.addSql(`
      CREATE TABLE post_preview_links (
        id uuid PRIMARY KEY,
        post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL CHECK (expires_at > created_at),
        revoked_at timestamptz,
        created_by_user_id uuid,
        created_by_name text NOT NULL CHECK (char_length(created_by_name) BETWEEN 1 AND 120)
      )`);
    this.addSql(`CREATE INDEX post_preview_links_post ON post_preview_links (post_id, expires_at DESC)`);
  }
}

export const migrations = [{ name: '0010-post-versions', class: AddPostVersions }];

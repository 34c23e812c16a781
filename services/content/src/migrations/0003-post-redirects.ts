import { Migration } from '@mikro-orm/migrations';

// A migration is history, so it spells out its values: the slug rule is the contract's PostSlug, as on posts.
class CreatePostRedirects extends Migration {
  override up(): void {
    // The addresses a published post had before it was renamed: each still leads to the post, under its
    // current slug. Pointing at the post (not at the next slug) keeps a chain of renames one step long.
    this.addSql(`
      CREATE TABLE post_redirects (
        old_slug text PRIMARY KEY CHECK (old_slug ~ '^[a-z0-9_]+(-+[a-z0-9_]+)*$' AND char_length(old_slug) BETWEEN 1 AND 200),
        post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE INDEX post_redirects_post ON post_redirects (post_id)');
  }
}

export const migrations = [{ name: '0003-post-redirects', class: CreatePostRedirects }];

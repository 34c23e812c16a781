import { Migration } from '@mikro-orm/migrations';

class AddTagSlugRedirects extends Migration {
  override up(): void {
    // A renamed or merged-away tag's earlier slugs, as categories keep theirs (0006): links to the blog filtered
    // by an old tag slug keep finding its posts. A slug a tag takes again is removed from here.
    this.addSql(`
      CREATE TABLE tag_slug_redirects (
        slug text PRIMARY KEY,
        tag_id uuid NOT NULL REFERENCES tags (id) ON DELETE CASCADE
      )`);
    this.addSql('CREATE INDEX tag_slug_redirects_tag ON tag_slug_redirects (tag_id)');
  }
}

export const migrations = [{ name: '0011-tag-slugs', class: AddTagSlugRedirects }];

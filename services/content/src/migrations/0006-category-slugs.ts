import { Migration } from '@mikro-orm/migrations';

class AddCategorySlugRedirects extends Migration {
  override up(): void {
    // A renamed category's earlier slugs: links to the blog filtered by an old slug keep finding its posts.
    // A slug a category takes again is removed from here, so a category's own slug always wins.
    this.addSql(`
      CREATE TABLE category_slug_redirects (
        slug text PRIMARY KEY,
        category_id uuid NOT NULL REFERENCES categories (id) ON DELETE CASCADE
      )`);
    this.addSql('CREATE INDEX category_slug_redirects_category ON category_slug_redirects (category_id)');
  }
}

export const migrations = [{ name: '0006-category-slugs', class: AddCategorySlugRedirects }];

import { Migration } from '@mikro-orm/migrations';
import { slugRedirectsSql } from './taxonomy-tables.js';

class AddCategorySlugRedirects extends Migration {
  override up(): void {
    // A renamed category's earlier slugs: links to the blog filtered by an old slug keep finding its posts.
    // A slug a category takes again is removed from here, so a category's own slug always wins.
    for (const statement of slugRedirectsSql('category', 'categories')) this.addSql(statement);
  }
}

export const migrations = [{ name: '0006-category-slugs', class: AddCategorySlugRedirects }];

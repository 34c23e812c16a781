import { Migration } from '@mikro-orm/migrations';
import { slugRedirectsSql } from './taxonomy-tables.js';

class AddTagSlugRedirects extends Migration {
  override up(): void {
    // A renamed or merged-away tag's earlier slugs, as categories keep theirs (0006): links to the blog filtered
    // by an old tag slug keep finding its posts. A slug a tag takes again is removed from here.
    for (const statement of slugRedirectsSql('tag', 'tags')) this.addSql(statement);
  }
}

export const migrations = [{ name: '0011-tag-slugs', class: AddTagSlugRedirects }];

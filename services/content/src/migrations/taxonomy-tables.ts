// The statements that make the blog's two kinds of term, categories and tags, alike. Migrations that ran call
// them, so their text never changes.

/** A table of terms (`categories`, `tags`): a name, and the slug it makes, unique. */
export const termTableSql = (table: string) => `
      CREATE TABLE ${table} (
        id uuid PRIMARY KEY,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80 AND name ~ '\\S'),
        slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) BETWEEN 1 AND 80),
        created_at timestamptz NOT NULL DEFAULT now()
      )`;

/** A term's earlier slugs (`category_slug_redirects`, `tag_slug_redirects`): each naming the term it led to, gone with it. */
export const slugRedirectsSql = (term: string, termTable: string) => [
  `
      CREATE TABLE ${term}_slug_redirects (
        slug text PRIMARY KEY,
        ${term}_id uuid NOT NULL REFERENCES ${termTable} (id) ON DELETE CASCADE
      )`,
  `CREATE INDEX ${term}_slug_redirects_${term} ON ${term}_slug_redirects (${term}_id)`,
];

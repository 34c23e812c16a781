import { Migration } from '@mikro-orm/migrations';

// A migration is history, so it spells out its values: the statuses are the contract's PostStatus and
// RevisionStatus, the comment's length its ReviewComment.
class AddPostReview extends Migration {
  override up(): void {
    // A post is a draft, waiting for review, or published; `published` stays the public reads' flag and
    // always agrees with the status.
    this.addSql(`ALTER TABLE posts
      ADD COLUMN status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'in_review', 'published')),
      ADD COLUMN submitted_at timestamptz,
      ADD COLUMN review_comment text CHECK (review_comment ~ '\\S' AND char_length(review_comment) BETWEEN 1 AND 2000),
      ADD COLUMN reviewed_by_name text CHECK (char_length(reviewed_by_name) BETWEEN 1 AND 120),
      ADD COLUMN reviewed_at timestamptz,
      ADD COLUMN created_by_user_id uuid,
      ADD COLUMN created_by_email text CHECK (char_length(created_by_email) BETWEEN 1 AND 254),
      ADD COLUMN created_by_name text CHECK (char_length(created_by_name) BETWEEN 1 AND 120)`);
    this.addSql(`UPDATE posts SET status = 'published' WHERE published`);
    this.addSql(`ALTER TABLE posts ADD CONSTRAINT posts_status_published CHECK ((status = 'published') = published)`);
    this.addSql(`CREATE INDEX posts_in_review ON posts (submitted_at, id) WHERE status = 'in_review'`);
    // A member's change to a published post, kept apart from the live post until an admin publishes it (one
    // pending change per post). `fields` holds the editor's fields as the contract's PostInput.
    this.addSql(`
      CREATE TABLE post_revisions (
        post_id uuid PRIMARY KEY REFERENCES posts (id) ON DELETE CASCADE,
        fields jsonb NOT NULL,
        status text NOT NULL CHECK (status IN ('in_review', 'returned')),
        created_by_user_id uuid NOT NULL,
        created_by_email text NOT NULL CHECK (char_length(created_by_email) BETWEEN 1 AND 254),
        created_by_name text NOT NULL CHECK (char_length(created_by_name) BETWEEN 1 AND 120),
        submitted_at timestamptz NOT NULL,
        review_comment text CHECK (review_comment ~ '\\S' AND char_length(review_comment) BETWEEN 1 AND 2000),
        reviewed_by_name text CHECK (char_length(reviewed_by_name) BETWEEN 1 AND 120),
        reviewed_at timestamptz
      )`);
  }
}

export const migrations = [{ name: '0004-post-review', class: AddPostReview }];

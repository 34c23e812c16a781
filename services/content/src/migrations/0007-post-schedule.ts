import { Migration } from '@mikro-orm/migrations';

class AddPostSchedule extends Migration {
  override up(): void {
    // When an unpublished post goes live, and which admin asked for it (named by the published event). The
    // schedule is in the database, so a restart or another replica picks it up.
    this.addSql(`ALTER TABLE posts
      ADD COLUMN scheduled_for timestamptz,
      ADD COLUMN scheduled_by_user_id uuid`);
    // A published post has nothing left to schedule.
    this.addSql(`ALTER TABLE posts ADD CONSTRAINT posts_scheduled_unpublished CHECK (scheduled_for IS NULL OR NOT published)`);
    // The publishing job's scan: the due posts, earliest first.
    this.addSql(`CREATE INDEX posts_scheduled ON posts (scheduled_for) WHERE scheduled_for IS NOT NULL`);
  }
}

export const migrations = [{ name: '0007-post-schedule', class: AddPostSchedule }];

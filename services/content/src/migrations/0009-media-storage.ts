import { Migration } from '@mikro-orm/migrations';

class MoveMediaToStorage extends Migration {
  override up(): void {
    // Images move to object storage: a row keeps its metadata and the key its original is stored under. Until
    // the start-up step has copied a row's bytes into storage (modules/media/media-storage.ts), they stay here.
    this.addSql(`ALTER TABLE media
      ALTER COLUMN bytes DROP NOT NULL,
      ADD COLUMN storage_key text CHECK (storage_key ~ '^media/[a-z0-9-]+\\.(png|jpg|webp|svg)$'),
      ADD COLUMN byte_size integer CHECK (byte_size BETWEEN 1 AND 10485760),
      ADD COLUMN variants jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(variants) = 'array')`);
    // Its length in bytes (the original's): set by an upload, and by the start-up step for a row it moves.
    this.addSql(`UPDATE media SET byte_size = octet_length(bytes)`);
    this.addSql(`ALTER TABLE media ADD CONSTRAINT media_stored CHECK (bytes IS NOT NULL OR storage_key IS NOT NULL)`);
    // The library lists the newest first.
    this.addSql(`CREATE INDEX media_newest ON media (created_at DESC, name)`);
  }
}

export const migrations = [{ name: '0009-media-storage', class: MoveMediaToStorage }];

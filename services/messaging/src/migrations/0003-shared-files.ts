import { Migration } from '@mikro-orm/migrations';

// A migration is history, so it spells out its values (the sides, the size limit) rather than importing them.
class AddSharedFiles extends Migration {
  override up(): void {
    // The files a client and the team share: the bytes are in object storage under files/<client_id>/<id>.
    this.addSql(`
      CREATE TABLE files (
        id uuid PRIMARY KEY,
        client_id uuid NOT NULL REFERENCES clients (id),
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
        size bigint NOT NULL CHECK (size BETWEEN 1 AND 26214400),
        content_type text NOT NULL,
        uploader_side text NOT NULL CHECK (uploader_side IN ('client', 'team')),
        uploader_name text NOT NULL CHECK (char_length(uploader_name) BETWEEN 1 AND 254),
        uploader_account_id text NOT NULL,
        message_id uuid REFERENCES messages (id),
        created_at timestamptz NOT NULL
      )`);
    this.addSql('CREATE INDEX files_of_client ON files (client_id, created_at DESC)');
  }
}

export const migrations = [{ name: '0003-shared-files', class: AddSharedFiles }];

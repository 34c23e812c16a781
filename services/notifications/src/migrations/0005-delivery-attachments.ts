import { Migration } from '@mikro-orm/migrations';

class AddDeliveryAttachments extends Migration {
  override up(): void {
    // A file sent with the e-mail, such as a meeting's calendar entry: { filename, contentType, content }.
    this.addSql('ALTER TABLE email_deliveries ADD COLUMN attachment jsonb');
  }
}

export const migrations = [{ name: '0005-delivery-attachments', class: AddDeliveryAttachments }];

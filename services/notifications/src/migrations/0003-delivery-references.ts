import { Migration } from '@mikro-orm/migrations';

class AddDeliveryReferences extends Migration {
  override up(): void {
    // What an e-mail was about for the service that asked for it (`access-code:<id>` for an invitation),
    // carried by its notifications.email.sent.v1; and the correlation id of the event that asked for it,
    // which that event inherits. Null for rows recorded before either existed.
    this.addSql('ALTER TABLE email_deliveries ADD COLUMN reference text, ADD COLUMN correlation_id text');
  }
}

export const migrations = [{ name: '0003-delivery-references', class: AddDeliveryReferences }];

import { buildService, type Service } from '@agency/kit';
import type { NotificationsConfig } from './config.js';
import { notificationsContract } from './contract.js';
import { migrations } from './migrations/0001-email-deliveries.js';
import { migrations as deliveryKeyMigrations } from './migrations/0002-deliveries-per-event-and-kind.js';
import { migrations as deliveryReferenceMigrations } from './migrations/0003-delivery-references.js';
import { deliveriesModule } from './modules/deliveries/deliveries.module.js';
import { EmailDelivery } from './modules/deliveries/email-delivery.entity.js';

/**
 * The notifications service: consumes other services' events, e-mails about them, and reports each
 * e-mail sent (notifications.email.sent.v1). No API beyond health.
 */
export function buildNotificationsService(config: NotificationsConfig): Promise<Service<NotificationsConfig>> {
  return buildService({
    name: 'notifications',
    config,
    contract: notificationsContract,
    entities: [EmailDelivery],
    migrations: [...migrations, ...deliveryKeyMigrations, ...deliveryReferenceMigrations],
    modules: [deliveriesModule],
  });
}

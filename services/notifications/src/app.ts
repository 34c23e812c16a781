import { buildService, type Service } from '@agency/kit';
import type { NotificationsConfig } from './config.js';
import { notificationsContract } from './contract.js';
import { migrations } from './migrations/0001-email-deliveries.js';
import { migrations as deliveryKeyMigrations } from './migrations/0002-deliveries-per-event-and-kind.js';
import { deliveriesModule } from './modules/deliveries/deliveries.module.js';
import { EmailDelivery } from './modules/deliveries/email-delivery.entity.js';

/** The notifications service: consumes other services' events and e-mails about them. No API beyond health. */
export function buildNotificationsService(config: NotificationsConfig): Promise<Service<NotificationsConfig>> {
  return buildService({
    name: 'notifications',
    config,
    contract: notificationsContract,
    entities: [EmailDelivery],
    migrations: [...migrations, ...deliveryKeyMigrations],
    modules: [deliveriesModule],
  });
}

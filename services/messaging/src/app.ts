import { buildService, openStorage, type Service } from '@agency/kit';
import type { MessagingConfig } from './config.js';
import { messagingContract } from './contract.js';
import { migrations } from './migrations/0001-messaging.js';
import { migrations as nudgeMigrations } from './migrations/0002-unread-nudges.js';
import { migrations as fileMigrations } from './migrations/0003-shared-files.js';
import { migrations as bookingMigrations } from './migrations/0004-meeting-bookings.js';
import { bookingsModule } from './modules/bookings/bookings.module.js';
import { clientsModule } from './modules/clients/clients.module.js';
import { filesModule } from './modules/files/files.module.js';
import { MessagingClient } from './modules/clients/messaging-client.entity.js';
import { liveModule } from './modules/live/live.module.js';
import { Meeting } from './modules/meetings/meeting.entity.js';
import { meetingsModule } from './modules/meetings/meetings.module.js';
import { messagesModule } from './modules/messages/messages.module.js';
import { nudgesModule } from './modules/nudges/nudges.module.js';

/**
 * The messaging service: each client's thread with the team, its read marks, the client's meetings (the team's
 * and those the client books itself), the files both sides share, their live delivery, and e-mail nudges about
 * messages left unread. `clock` fixes the time download links are signed and checked by (tests).
 */
export async function buildMessagingService(
  config: MessagingConfig,
  options: { clock?: () => Date } = {},
): Promise<Service<MessagingConfig>> {
  const storage = await openStorage(config, 'files');
  const service = await buildService({
    name: 'messaging',
    config,
    contract: messagingContract,
    entities: [MessagingClient, Meeting],
    migrations: [...migrations, ...nudgeMigrations, ...fileMigrations, ...bookingMigrations],
    modules: [
      clientsModule,
      messagesModule,
      meetingsModule,
      bookingsModule,
      filesModule(storage, options.clock),
      liveModule,
      nudgesModule,
    ],
  });
  service.app.addHook('onClose', () => storage.close());
  return service;
}

import { buildService, type Service } from '@agency/kit';
import type { MessagingConfig } from './config.js';
import { messagingContract } from './contract.js';
import { migrations } from './migrations/0001-messaging.js';
import { migrations as nudgeMigrations } from './migrations/0002-unread-nudges.js';
import { migrations as bookingMigrations } from './migrations/0004-meeting-bookings.js';
import { bookingsModule } from './modules/bookings/bookings.module.js';
import { clientsModule } from './modules/clients/clients.module.js';
import { MessagingClient } from './modules/clients/messaging-client.entity.js';
import { liveModule } from './modules/live/live.module.js';
import { Meeting } from './modules/meetings/meeting.entity.js';
import { meetingsModule } from './modules/meetings/meetings.module.js';
import { messagesModule } from './modules/messages/messages.module.js';
import { nudgesModule } from './modules/nudges/nudges.module.js';

/**
 * The messaging service: each client's thread with the team, its read marks, the client's meetings (the team's
 * and those the client books itself), their live
 * delivery, and e-mail nudges about messages left unread.
 */
export function buildMessagingService(config: MessagingConfig): Promise<Service<MessagingConfig>> {
  return buildService({
    name: 'messaging',
    config,
    contract: messagingContract,
    entities: [MessagingClient, Meeting],
    migrations: [...migrations, ...nudgeMigrations, ...bookingMigrations],
    modules: [clientsModule, messagesModule, meetingsModule, bookingsModule, liveModule, nudgesModule],
  });
}

import { buildService, type Service } from '@agency/kit';
import type { NotificationsConfig } from './config.js';
import { notificationsContract } from './contract.js';
import { migrations } from './migrations/0001-email-deliveries.js';
import { migrations as deliveryKeyMigrations } from './migrations/0002-deliveries-per-event-and-kind.js';
import { migrations as deliveryReferenceMigrations } from './migrations/0003-delivery-references.js';
import { migrations as deliveryAttachmentMigrations } from './migrations/0005-delivery-attachments.js';
import { migrations as clientContactMigrations } from './migrations/0006-client-contacts.js';
import { migrations as recipientTimeZoneMigrations } from './migrations/0007-recipient-time-zones.js';
import { applicationsModule } from './modules/applications/applications.module.js';
import { contractEmailsModule } from './modules/contract-emails/contract-emails.module.js';
import { deliveriesModule } from './modules/deliveries/deliveries.module.js';
import { EmailDelivery } from './modules/deliveries/email-delivery.entity.js';
import { meetingCancelledModule, meetingScheduledModule, meetingUpdatedModule } from './modules/meetings/meetings.module.js';
import { inquiriesModule } from './modules/inquiries/inquiries.module.js';
import { invitationsModule } from './modules/invitations/invitations.module.js';
import { passwordResetsModule } from './modules/password-resets/password-resets.module.js';
import { postPublishedModule, postReturnedModule } from './modules/post-reviews/post-reviews.module.js';
import { signInWarningsModule } from './modules/sign-in-warnings/sign-in-warnings.module.js';
import { unreadNudgesModule } from './modules/unread-nudges/unread-nudges.module.js';
import { teamInvitationsModule } from './modules/team-invitations/team-invitations.module.js';
import { emailChangeAddressTakenModule, emailChangesModule } from './modules/email-changes/email-changes.module.js';
import { remindersModule } from './modules/reminders/reminders.module.js';
import { milestoneEmailsModule } from './modules/milestones/milestones.module.js';
import { paymentFailedModule, subscriptionCancelledModule, trialEndingModule } from './modules/billing/billing.module.js';
import { clientContactsModule } from './modules/billing/client-contacts.js';
import { signedContractModule } from './modules/signed-contract/signed-contract.module.js';
import {
  paymentFailedClientModule,
  planSwitchedClientModule,
  subscriptionCancelledClientModule,
} from './modules/client-billing/client-billing.module.js';
import { recipientsModule } from './modules/recipients/recipients.js';

/** Each kind of e-mail: the consumer of the event that calls for it and the e-mail it writes. */
const emailKinds = [
  inquiriesModule,
  applicationsModule,
  invitationsModule,
  passwordResetsModule,
  signInWarningsModule,
  contractEmailsModule,
  unreadNudgesModule,
  teamInvitationsModule,
  emailChangesModule,
  emailChangeAddressTakenModule,
  postReturnedModule,
  postPublishedModule,
  meetingScheduledModule,
  meetingUpdatedModule,
  meetingCancelledModule,
  remindersModule,
  milestoneEmailsModule,
  paymentFailedModule,
  subscriptionCancelledModule,
  trialEndingModule,
  paymentFailedClientModule,
  subscriptionCancelledClientModule,
  planSwitchedClientModule,
  signedContractModule,
];

/**
 * The notifications service: consumes other services' events, e-mails about them, and reports each
 * e-mail sent (notifications.email.sent.v1). No API beyond health.
 */
export function buildNotificationsService(config: NotificationsConfig): Promise<Service<NotificationsConfig>> {
  const deliveries = deliveriesModule();
  return buildService({
    name: 'notifications',
    config,
    contract: notificationsContract,
    entities: [EmailDelivery],
    migrations: [
      ...migrations,
      ...deliveryKeyMigrations,
      ...deliveryReferenceMigrations,
      ...deliveryAttachmentMigrations,
      ...clientContactMigrations,
      ...recipientTimeZoneMigrations,
    ],
    modules: [deliveries.module, clientContactsModule, recipientsModule, ...emailKinds.map((kind) => kind(deliveries))],
  });
}

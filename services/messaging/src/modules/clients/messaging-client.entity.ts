import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A client onboarding has invited, as its events last described it: whose thread it is and how to name the client. */
export const MessagingClient = defineEntity({
  name: 'MessagingClient',
  tableName: 'clients',
  properties: {
    id: p.uuid().primary(),
    email: p.string(),
    businessName: p.string(),
    contactName: p.string(),
    onboardingComplete: p.boolean(),
    /** When the event the names come from happened: an older event arriving late does not overwrite them. */
    updatedAt: p.datetime().columnType('timestamptz'),
  },
});

export type MessagingClient = InferEntity<typeof MessagingClient>;

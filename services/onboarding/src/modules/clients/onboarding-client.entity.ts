import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { SubscriptionStatus } from '@agency/contracts/events/payments';
import type { Package } from '@agency/contracts/onboarding/rules';

/** A client on its way in: its contact, its package, its current access code and its steps with their times. */
export const OnboardingClient = defineEntity({
  name: 'OnboardingClient',
  tableName: 'onboarding_clients',
  properties: {
    id: p.uuid().primary(),
    accessCodeId: p.uuid(),
    businessName: p.string(),
    contactName: p.string(),
    email: p.string(),
    phone: p.string(),
    package: p.string().$type<Package>(),
    /** The spec's label text for the package, e.g. `Growth Package ($39)`. */
    projectType: p.string(),
    stepCompleted: p.integer(),
    paymentCompleted: p.boolean(),
    paymentCompletedAt: p.datetime().columnType('timestamptz').nullable(),
    /** The package's monthly price in cents, as payments reported it; none until paid through Stripe. */
    monthlyPriceCents: p.integer().nullable(),
    /** The payment intent of the paying checkout or, for a subscription whose trial charged nothing, its subscription. */
    stripePaymentIntentId: p.string().nullable(),
    stripeCheckoutSessionId: p.string().nullable(),
    contractSentAt: p.datetime().columnType('timestamptz').nullable(),
    contractSigned: p.boolean(),
    contractSignedAt: p.datetime().columnType('timestamptz').nullable(),
    videoWatched: p.boolean(),
    videoWatchedAt: p.datetime().columnType('timestamptz').nullable(),
    onboardingComplete: p.boolean(),
    onboardingCompletedAt: p.datetime().columnType('timestamptz').nullable(),
    projectCompleted: p.boolean(),
    /** When the team marked the project completed, and its note: both or neither, with `projectCompleted`. */
    projectCompletedAt: p.datetime().columnType('timestamptz').nullable(),
    completionNote: p.string().columnType('text').nullable(),
    /** A new e-mail the team asked for, until the client confirms it from that address (identity). */
    pendingEmail: p.string().nullable(),
    pendingEmailRequestedAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p.datetime().columnType('timestamptz'),
    lastActivityAt: p.datetime().columnType('timestamptz'),
    /** When the client reached the onboarding step it is at (registration from its creation); moves with each step. */
    stepReachedAt: p.datetime().columnType('timestamptz'),
    /** Who looks after the client: a teammate's user id and the name they go by, both or neither. */
    projectManagerId: p.uuid().nullable(),
    projectManagerName: p.string().nullable(),
    leadDeveloperId: p.uuid().nullable(),
    leadDeveloperName: p.string().nullable(),
    /**
     * The client's subscription as payments last reported it (payments.subscription.changed.v1): Stripe's status,
     * its cancellation at the period's end, when the period ends, and the time of the Stripe event it follows.
     * Status and time are both set or both null (before any report).
     */
    billingStatus: p.string().$type<SubscriptionStatus>().nullable(),
    billingCancelAtPeriodEnd: p.boolean().default(false),
    billingCurrentPeriodEnd: p.datetime().columnType('timestamptz').nullable(),
    billingUpdatedAt: p.datetime().columnType('timestamptz').nullable(),
  },
});

export type OnboardingClient = InferEntity<typeof OnboardingClient>;

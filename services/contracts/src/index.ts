export * from './events/envelope.js';
export * as contentEvents from './events/content.js';
export * as identityEvents from './events/identity.js';
export * as leadsEvents from './events/leads.js';
export * as messagingEvents from './events/messaging.js';
export * as notificationsEvents from './events/notifications.js';
export * as onboardingEvents from './events/onboarding.js';
export * as paymentsEvents from './events/payments.js';

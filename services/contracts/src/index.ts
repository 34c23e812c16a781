export * from './events/envelope.js';
export * as contentEvents from './events/content.js';
export * as leadsEvents from './events/leads.js';

export * from './events/envelope.js';
export * as leadsEvents from './events/leads.js';

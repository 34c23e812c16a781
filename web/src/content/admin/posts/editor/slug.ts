/** The editor's slug rule (spec §4), the one the platform uses wherever it makes a slug. */
export { slugFromTitle } from '@agency/contracts/slugs';

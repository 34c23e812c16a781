/** Categories' and tags' slugs are made as everywhere else on the platform (`@agency/contracts/slugs`). */
export { slugOf } from '@agency/contracts/slugs';

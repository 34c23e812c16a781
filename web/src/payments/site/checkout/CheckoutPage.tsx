/*
 * The checkout result pages and the thank-you page, loaded as one chunk: the first route of every
 * public page names each lazily loaded chunk, a few bytes apiece. Named *Page so the first-route size
 * check (scripts/first-route-size.mjs) measures it as a public page.
 */
export { CheckoutCancelPage, CheckoutSuccessPage } from './CheckoutResult';
export { ThankYouPage } from './ThankYouPage';

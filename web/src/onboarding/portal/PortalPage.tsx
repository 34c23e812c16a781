/*
 * The client portal's pages, loaded as one chunk: they share their frame, and the first route of every
 * public page names each lazily loaded chunk (a few bytes apiece that its budget has no room for). Named
 * *Page so the first-route size check (scripts/first-route-size.mjs) measures it as a public page.
 */
export { ClientAccountPage } from './ClientAccountPage';
export { ClientSignInPage } from './ClientSignInPage';
export { ConfirmEmailPage } from './ConfirmEmailPage';
export { PortalStepPage } from './PortalStepPage';
export { RegisterPage } from './RegisterPage';
export { ResetPasswordPage } from './ResetPasswordPage';

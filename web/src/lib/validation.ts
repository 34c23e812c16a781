import { contactLimits } from '@agency/contracts/leads/rules';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The e-mail shape the forms accept (the contract says `format: email`, which the browser checks this way). */
export function isEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= contactLimits.email && EMAIL_SHAPE.test(email);
}

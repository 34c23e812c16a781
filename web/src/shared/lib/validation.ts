import { contactLimits } from '@agency/contracts/leads/rules';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// The shape JSON Schema's `format: uuid` accepts (any version), as the server's validator checks it.
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` can be an id (`format: uuid`): a path with anything else names no record. */
export const isUuid = (value: string) => UUID_SHAPE.test(value);

/** The e-mail shape the forms accept (the contract says `format: email`, which the browser checks this way). */
export function isEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= contactLimits.email && EMAIL_SHAPE.test(email);
}

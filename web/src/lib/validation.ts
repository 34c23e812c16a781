import { contactLimits, phonePattern } from '@agency/contracts/leads/rules';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const PHONE_MAX_LENGTH = contactLimits.phone;
export const NAME_MAX_LENGTH = contactLimits.name;
export const EMAIL_MAX_LENGTH = contactLimits.email;

export function isEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(email);
}

export function isPhone(value: string): boolean {
  const phone = value.trim();
  return phone.length <= PHONE_MAX_LENGTH && phonePattern.test(phone);
}

export function isPresent(value: string): boolean {
  return value.trim().length > 0;
}

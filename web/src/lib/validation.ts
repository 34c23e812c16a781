const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Same rule as the leads contract: at least one digit, otherwise digits, spaces and + ( ) . / x -
const PHONE_SHAPE = /^[0-9+()./ x-]*[0-9][0-9+()./ x-]*$/;

export const PHONE_MAX_LENGTH = 40;
export const NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;

export function isEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(email);
}

export function isPhone(value: string): boolean {
  const phone = value.trim();
  return phone.length <= PHONE_MAX_LENGTH && PHONE_SHAPE.test(phone);
}

export function isPresent(value: string): boolean {
  return value.trim().length > 0;
}

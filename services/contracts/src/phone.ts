import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Numbers typed without a country code are Canadian. */
export const DEFAULT_PHONE_COUNTRY = 'CA';

/**
 * A phone number as it is stored: E.164 ('+17805550142'), read from what was typed ('780-555-0142',
 * '+44 20 7946 0958') by libphonenumber's rules for the country; undefined when it is not a number
 * that can be dialled ('1', too few digits, an unassigned area code).
 */
export function toE164(typed: string): string | undefined {
  const number = parsePhoneNumberFromString(typed.trim(), DEFAULT_PHONE_COUNTRY);
  return number?.isValid() ? number.number : undefined;
}

/** The detail message of a phone number that is not one. */
export const invalidPhoneMessage = 'is not a valid phone number: give the area code and number, e.g. 780-555-0142';

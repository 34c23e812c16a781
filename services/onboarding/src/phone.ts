import { badRequest } from '@agency/kit';
import { invalidPhoneMessage, toE164 } from '@agency/contracts/phone';

/** A client's phone number in E.164, Canadian unless it says otherwise, or empty; one that is not a number is a 400. */
export function storedPhone(typed: string | null | undefined): string {
  if (!typed?.trim()) return '';
  const phone = toE164(typed);
  if (!phone) {
    throw badRequest('ONBOARDING_PHONE_INVALID', 'The phone number is not a number that can be dialled.', [
      { path: 'body/phone', message: invalidPhoneMessage },
    ]);
  }
  return phone;
}

import { phoneNorm } from '@sampark/domain/schemas/members';

/**
 * The domain's phoneNorm (docs/api-conventions.md#duplicates) with a shortcut for the common case: an
 * Indian mobile number written as its ten digits is its own national number. The phone library
 * took 436 µs a number here under load (most of it finding the country of the calling code), and
 * a seeker row needs up to three; the shortcut takes none. phone-norm.test.ts checks both agree.
 */
const INDIAN_MOBILE = /^[6-9]\d{9}$/;

export function importPhoneNorm(raw: string | null | undefined, callingCode: string): string | null {
  if (callingCode === '91' && raw && INDIAN_MOBILE.test(raw)) return raw;
  return phoneNorm(raw, callingCode);
}

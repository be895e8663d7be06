import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHECKIN_SIGNATURE_LENGTH, type CheckinCode, formatCheckinCode, parseCheckinCode } from '@sampark/domain/events/checkin-rules';

/**
 * The pass's check-in code (docs/decisions/038-passes-and-checkin-code.md): the event id, the
 * registration id and 96 bits of HMAC-SHA256 under the pass key. Only the server can make one, so
 * a pass cannot be made up from ids; a phone checks a scanned code against the signatures it was
 * given, and the server checks again when the check-in arrives.
 */

/** The signature part of a registrant's code. */
export function passSignature(key: Buffer, eventId: number, registrationId: number): string {
  return createHmac('sha256', key).update(`pass:${eventId}:${registrationId}`).digest('base64url').slice(0, CHECKIN_SIGNATURE_LENGTH);
}

export function checkinCodeOf(key: Buffer, eventId: number, registrationId: number): string {
  return formatCheckinCode({ eventId, registrationId, signature: passSignature(key, eventId, registrationId) });
}

/** The code's parts when its signature is the server's, else null (a forged or mistyped code). */
export function verifyCheckinCode(key: Buffer, text: string): CheckinCode | null {
  const code = parseCheckinCode(text);
  if (!code) return null;
  const expected = Buffer.from(passSignature(key, code.eventId, code.registrationId));
  const given = Buffer.from(code.signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? code : null;
}

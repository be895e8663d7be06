/**
 * Check-in at the venue (issue 16 "Beyond the seeds: a pass and a door";
 * docs/decisions/038-passes-and-checkin-code.md, 039-offline-checkin.md). Pure rules shared by
 * the server and the phone: the pass's code format, and which check-in counts when two phones
 * checked the same pass in.
 */

/**
 * A pass's check-in code: `{event id}.{registration id}.{signature}`, the signature 16 characters
 * of base64url (96 bits of an HMAC the server alone can make). The ids are in clear so a phone
 * that is offline can tell which registrant a scanned pass names.
 */
export interface CheckinCode {
  eventId: number;
  registrationId: number;
  signature: string;
}

export const CHECKIN_SIGNATURE_LENGTH = 16;
const CODE = /^([1-9]\d{0,9})\.([1-9]\d{0,9})\.([A-Za-z0-9_-]{16})$/;

export function formatCheckinCode(c: CheckinCode): string {
  return `${c.eventId}.${c.registrationId}.${c.signature}`;
}

/** The code's parts, or null for text that cannot be a pass (another QR code, a typo). */
export function parseCheckinCode(text: string): CheckinCode | null {
  const m = CODE.exec(text.trim());
  if (!m) return null;
  const eventId = Number(m[1]);
  const registrationId = Number(m[2]);
  if (eventId > 2_147_483_647 || registrationId > 2_147_483_647) return null;
  return { eventId, registrationId, signature: m[3] };
}

/** A check-in that counts: when it happened ('YYYY-MM-DD HH:MM:SS', local time) and by whom. */
export interface CheckinMark {
  at: string;
  by: string | null;
}

/**
 * What a new check-in does to the registrant's mark (issue 16: "conflicts are resolved to the
 * earliest, with both recorded"): the first one sets it; an earlier one replaces it (a phone that
 * was offline checked the pass in before another phone did); a later one is only recorded and
 * answered with the warning.
 */
export type CheckinOutcome = 'checked_in' | 'earlier' | 'already';

export function resolveCheckin(current: CheckinMark | null, incomingAt: string): CheckinOutcome {
  if (!current) return 'checked_in';
  return incomingAt < current.at ? 'earlier' : 'already';
}

/** 'HH:MM' of a local timestamp text. */
export function clockOf(at: string): string {
  return at.slice(11, 16);
}

export const CHECKIN_MESSAGES = {
  checkedIn: 'Checked in',
  invalidPass: 'This pass is not valid for this event',
  cancelled: 'This registration has been cancelled',
  passOrRegistrant: 'Please scan a pass or choose a registrant',
  notFound: 'Registrant not found',
} as const;

/** The warning on a second check-in (issue 16: "already checked in at 09:42 by ..."). */
export function alreadyCheckedIn(mark: CheckinMark): string {
  return `Already checked in at ${clockOf(mark.at)}${mark.by ? ` by ${mark.by}` : ''}`;
}

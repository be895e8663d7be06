import { createHmac, timingSafeEqual } from 'node:crypto';
import { formLinkPath, LINK_SIGNATURE_LENGTH, tokenIdOf, tokenSignatureOf } from '@sampark/domain/events/registration-links';
import type { Db } from '../../db/connect';
import { signingKey } from '../../lib/signing';

/**
 * The registration form's signed links (docs/decisions/036-signed-links.md): an invitee's
 * personal link (`viewform`, names the member) and a registrant's edit link (`edit`, names the
 * registration). The signature is an HMAC under the server's signing secret (lib/signing.ts, in
 * the database every app server shares) over the kind, the event and the id, so it cannot be made
 * from ids, and a link of one kind, event or record never opens another.
 */

export const LINK_KEY_PURPOSE = 'registration-link';
export type LinkKind = 'member' | 'registration';

function signature(key: Buffer, kind: LinkKind, eventId: number, id: number): string {
  return createHmac('sha256', key).update(`${kind}:${eventId}:${id}`).digest('base64url').slice(0, LINK_SIGNATURE_LENGTH);
}

export async function linkToken(db: Db, kind: LinkKind, eventId: number, id: number): Promise<string> {
  return `${id}.${signature(await signingKey(db, LINK_KEY_PURPOSE), kind, eventId, id)}`;
}

/** The id the token names when its signature is the server's for this kind and event, else undefined. */
export async function verifyLinkToken(db: Db, kind: LinkKind, eventId: number, token: unknown): Promise<number | undefined> {
  if (typeof token !== 'string') return undefined;
  const id = tokenIdOf(token);
  const given = tokenSignatureOf(token);
  if (id === undefined || given === undefined) return undefined;
  const expected = signature(await signingKey(db, LINK_KEY_PURPOSE), kind, eventId, id);
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given)) ? id : undefined;
}

/** An invitee's personal link: the form prefilled from the member. */
export async function personalLinkPath(db: Db, eventId: number, memberId: number): Promise<string> {
  return formLinkPath(eventId, await linkToken(db, 'member', eventId, memberId), 'viewform');
}

/** A registrant's link to change their registration. */
export async function editLinkPath(db: Db, eventId: number, registrationId: number): Promise<string> {
  return formLinkPath(eventId, await linkToken(db, 'registration', eventId, registrationId), 'edit');
}

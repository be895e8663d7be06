/**
 * The registration form's signed links (seed 002 §2 route table; docs/api-conventions.md#registrations;
 * docs/decisions/036-signed-links.md): `/forms/{eventid}-{token}/viewform` for an invitee (the
 * token names the member) and `/forms/{eventid}-{token}/edit` for a registrant (it names the
 * registration). A token is `{id}.{signature}`: the id says which record, the signature (made
 * by the server only) that the link was given out for it. The server checks the signature; these
 * helpers only read and write the link's shape, for the server and the web app alike.
 */

export type FormAction = 'viewform' | 'edit';

/** 128 bits of the HMAC, base64url. */
export const LINK_SIGNATURE_LENGTH = 22;
const TOKEN = new RegExp(`^([1-9]\\d{0,9})\\.([A-Za-z0-9_-]{${LINK_SIGNATURE_LENGTH}})$`);
const MAX_ID = 2_147_483_647;

export function formLinkPath(eventId: number, token: string, action: FormAction): string {
  return `/forms/${eventId}-${token}/${action}`;
}

/** The record id a well-formed token names, else undefined (the signature is not checked here). */
export function tokenIdOf(token: string | null | undefined): number | undefined {
  const m = token ? TOKEN.exec(token) : null;
  const id = m ? Number(m[1]) : undefined;
  return id !== undefined && id <= MAX_ID ? id : undefined;
}

/** The signature part of a well-formed token. */
export function tokenSignatureOf(token: string): string | undefined {
  return TOKEN.exec(token)?.[2];
}

/** The path's `{eventid}-{token}`: the event and the token, or undefined when it is not that shape. */
export function parseFormParam(param: string | null | undefined): { eventId: number; token: string } | undefined {
  const m = param ? /^([1-9]\d{0,9})-(.+)$/.exec(param) : null;
  if (!m || Number(m[1]) > MAX_ID || tokenIdOf(m[2]) === undefined) return undefined;
  return { eventId: Number(m[1]), token: m[2] };
}

/** The WhatsApp share link (`wa.me`) of a text: one tap opens the chat picker on a phone. */
export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** The message an invitee receives with their personal link. */
export function personalLinkMessage(name: string | null | undefined, eventName: string, url: string): string {
  const greeting = name?.trim() ? `Namaskar ${name.trim()},` : 'Namaskar,';
  return `${greeting} please register for ${eventName} with your personal link: ${url}`;
}

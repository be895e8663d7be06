import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/connect';
import { signingKey } from './signing';

/**
 * The token of a secret feed address (docs/decisions/089-secret-feed-addresses.md): the record's
 * id and an HMAC under the server's signing secret over the purpose, the id and the record's key
 * counter. Raising the counter ('New address') makes every older token fail; nothing secret is
 * stored, and a token of one purpose never opens another's feed.
 */
const SIGNATURE_LENGTH = 32;
const TOKEN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{32})$/;

async function signature(db: Db, purpose: string, id: number, key: number): Promise<string> {
  return createHmac('sha256', await signingKey(db, purpose)).update(`${id}:${key}`).digest('base64url').slice(0, SIGNATURE_LENGTH);
}

export async function feedToken(db: Db, purpose: string, id: number, key: number): Promise<string> {
  return `${id}.${await signature(db, purpose, id, key)}`;
}

/**
 * The id the token names when it is the current one; `keyOf` reads the record's counter
 * (undefined: no such record, or one whose feed is off).
 */
export async function verifyFeedToken(db: Db, purpose: string, token: string, keyOf: (id: number) => Promise<number | undefined>): Promise<number | undefined> {
  const m = TOKEN.exec(token);
  if (!m) return undefined;
  const id = Number(m[1]);
  const key = await keyOf(id);
  if (key === undefined) return undefined;
  const expected = await signature(db, purpose, id, key);
  return timingSafeEqual(Buffer.from(expected), Buffer.from(m[2])) ? id : undefined;
}

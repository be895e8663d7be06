import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db/connect';

/**
 * The server's signing secret, for codes and links only the server may make (the passes'
 * check-in codes, docs/decisions/038-passes-and-checkin-code.md; the registrations' signed links).
 * Several app servers share one database, so the secret lives there (app_secrets, migration 010):
 * 32 random bytes written by whichever server needs it first, read by all. Never sent anywhere.
 */

const SECRET_NAME = 'signing';
const cache = new WeakMap<object, Promise<Buffer>>();

async function loadSecret(db: Db): Promise<Buffer> {
  const fresh = randomBytes(32).toString('base64');
  // two servers starting together: the first insert wins, both read the same row back
  await db
    .insertInto('app_secrets')
    .values({ name: SECRET_NAME, value: fresh, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', SECRET_NAME).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}

export function signingSecret(db: Db): Promise<Buffer> {
  let secret = cache.get(db);
  if (!secret) {
    secret = loadSecret(db);
    cache.set(db, secret);
    secret.catch(() => cache.delete(db));
  }
  return secret;
}

/**
 * A key for one purpose ('checkin-pass', 'registration-link' ...): a code made for one purpose
 * never verifies as another's.
 */
export async function signingKey(db: Db, purpose: string): Promise<Buffer> {
  return createHmac('sha256', await signingSecret(db)).update(purpose).digest();
}

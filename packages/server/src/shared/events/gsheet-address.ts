import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { feedToken, verifyFeedToken } from '../../lib/feed-token';

/**
 * The secret address of an event's registrations for 'Connect to Google Sheet' (issue 31,
 * docs/decisions/089-secret-feed-addresses.md): the events feature gives it out and renews it with
 * the event, the registrations feature serves the CSV behind it. The address is signed over the
 * event id and the event's key counter; raising the counter makes every earlier address 404.
 */
const PURPOSE = 'gsheet-feed';

/** The event's sheet key counter while Connect to Google Sheet is on; undefined when off or no such event. */
async function gsheetKeyOf(db: Db, eventId: number): Promise<number | undefined> {
  const row = await db.selectFrom('events').select('gsheet_key').where('id', '=', eventId).where('connect_gsheet', '=', 1).executeTakeFirst();
  return row?.gsheet_key;
}

async function raiseGsheetKey(db: Db, eventId: number): Promise<void> {
  await db.updateTable('events').set({ gsheet_key: sql`gsheet_key + 1` }).where('id', '=', eventId).execute();
}

const gsheetUrl = async (db: Db, eventId: number, key: number, origin: string) => `${origin}/api/gsheet/${await feedToken(db, PURPOSE, eventId, key)}.csv`;

/** What roles 1-2 see on the event: the address while the option is on, else null. */
export async function eventGsheetUrl(db: Db, eventId: number, origin: string): Promise<string | null> {
  const key = await gsheetKeyOf(db, eventId);
  return key === undefined ? null : gsheetUrl(db, eventId, key, origin);
}

/** Turning the option off: the address given out answers 404 from now on (`db` is the event save's transaction). */
export async function renewGsheet(db: Db, eventId: number): Promise<void> {
  await raiseGsheetKey(db, eventId);
}

/** 'New address': the old one answers 404 from now on; null (nothing changed) while the option is off. */
export async function renewGsheetAddress(db: Db, eventId: number, origin: string): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    if ((await gsheetKeyOf(trx, eventId)) === undefined) return null;
    await raiseGsheetKey(trx, eventId);
    return eventGsheetUrl(trx, eventId, origin);
  });
}

/** The event a sheet address names, or undefined when it is not the current one or the option is off. */
export function gsheetEventOf(db: Db, token: string): Promise<number | undefined> {
  return verifyFeedToken(db, PURPOSE, token.replace(/\.csv$/, ''), (id) => gsheetKeyOf(db, id));
}

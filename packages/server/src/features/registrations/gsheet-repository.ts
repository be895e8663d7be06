import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/** The event's sheet key counter while Connect to Google Sheet is on; undefined when off or no such event. */
export async function gsheetKeyOf(db: Db, eventId: number): Promise<number | undefined> {
  const row = await db.selectFrom('events').select('gsheet_key').where('id', '=', eventId).where('connect_gsheet', '=', 1).executeTakeFirst();
  return row?.gsheet_key;
}

export async function raiseGsheetKey(db: Db, eventId: number): Promise<void> {
  await db.updateTable('events').set({ gsheet_key: sql`gsheet_key + 1` }).where('id', '=', eventId).execute();
}

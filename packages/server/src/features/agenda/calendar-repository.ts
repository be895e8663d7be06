import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/** The user's calendar key counter; undefined for no such user or an inactive one (the feed stops with the login). */
export async function calendarKeyOf(db: Db, userId: number): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('calendar_key').where('id', '=', userId).where('active', '=', 1).executeTakeFirst();
  return row?.calendar_key;
}

/** 'New address': the counter goes up by one, and the new value comes back. */
export async function raiseCalendarKey(db: Db, userId: number): Promise<number> {
  await db.updateTable('users').set({ calendar_key: sql`calendar_key + 1` }).where('id', '=', userId).execute();
  const row = await db.selectFrom('users').select('calendar_key').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.calendar_key;
}

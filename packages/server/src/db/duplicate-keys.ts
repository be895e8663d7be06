import { sql } from 'kysely';
import type { Db, Dialect } from './connect';

/*
 * The upkeep of `duplicate_keys` (docs/decisions/093-duplicate-groups.md, 094-duplicate-key-upkeep.md)
 * for the writers of many members at once. PostgreSQL needs nothing here: statement-level
 * triggers (migration 023) count each statement's rows at once. SQLite has only row triggers,
 * which cost a bulk Delete of 100,000 members 5.9 s: its bulk writers pause them inside their own
 * transaction and count the keys of their members set-based instead.
 */

/** The reserved location's id, read in the statement (constant for it). */
const TRASH = `(select l.id from locations l where l.name = 'ToBeDeleted' order by l.id limit 1)`;

/** Every key of the members `m` matched by `where`, outside ToBeDeleted, as (reason, k) rows. */
function keysOf(where: string) {
  const outside = `m.location_id is distinct from ${TRASH}`;
  return `
    select 'mobile' as reason, m.mobile_norm as k from members m where ${where} and ${outside} and m.mobile_norm <> ''
    union all select 'mobile', m.whatsapp_norm from members m where ${where} and ${outside} and m.whatsapp_norm <> '' and m.whatsapp_norm is distinct from m.mobile_norm
    union all select 'email', lower(m.email) from members m where ${where} and ${outside} and m.email <> ''
    union all select 'name_dob', lower(m.fullname) || '|' || m.dob from members m where ${where} and ${outside} and m.dob <> ''`;
}

/** Every member's keys counted from `members` (what the triggers keep, recounted). */
export const COUNT_ALL_KEYS = `select reason, k as key, count(*) as size from (${keysOf('true')}) p group by reason, k`;

/**
 * Ids per statement. One statement over 100,000 members took their 228,000 keys off in 0.6 s of
 * CPU at 1M; ten of 10,000, 1.5-2 s (each walked the same key index again).
 */
const CHUNK = 100_000;

/** SQLite: adds (+1) or removes (-1) the keys the members `ids` hold now. */
async function countKeys(db: Db, ids: readonly number[], sign: 1 | -1): Promise<void> {
  for (let i = 0; i < ids.length; i += CHUNK) {
    // the ids are one parameter (a JSON array, as isOneOf binds them), read by each of the four branches
    const where = sql.raw(keysOf('m.id in (select value from ids)'));
    const list = JSON.stringify(ids.slice(i, i + CHUNK));
    if (sign === 1) {
      // `where true`: an upsert's SELECT needs a WHERE to be parsed unambiguously (SQLite)
      await sql`with ids as (select value from json_each(${list}))
        insert into duplicate_keys (reason, key, size)
        select reason, k, n from (select reason, k, count(*) as n from (${where}) p group by reason, k) d where true
        on conflict (reason, key) do update set size = duplicate_keys.size + excluded.size`.execute(db);
    } else {
      await sql`with ids as (select value from json_each(${list}))
        update duplicate_keys set size = size - d.n
        from (select reason, k, count(*) as n from (${where}) p group by reason, k) d
        where duplicate_keys.reason = d.reason and duplicate_keys.key = d.k`.execute(db);
    }
  }
}

/**
 * Runs `write`, a write of these members only (their insert, update or delete), keeping their
 * keys counted: `before`, those of them that exist before it; `after`, those that exist after it.
 * On SQLite the row triggers are paused for it by a row in `duplicate_keys_pause` that their WHEN
 * reads: inserted and deleted inside the caller's transaction, so no other connection ever sees
 * it (and a failed write rolls it back with the rest); the keys of `before` are taken off first
 * and those of `after` counted at the end, a statement per 100,000 members: a caller writing in
 * chunks passes all its members at once.
 * Not nested: the inner call would resume the triggers for the outer one.
 */
export async function writingMembers<T>(
  trx: Db,
  dialect: Dialect,
  members: { before: readonly number[]; after: readonly number[] },
  write: () => Promise<T>,
): Promise<T> {
  if (dialect === 'postgres' || (!members.before.length && !members.after.length)) return write();
  await countKeys(trx, members.before, -1);
  await sql`insert into duplicate_keys_pause (id) values (1)`.execute(trx);
  const result = await write();
  await sql`delete from duplicate_keys_pause`.execute(trx);
  await countKeys(trx, members.after, 1);
  return result;
}

/**
 * Throws away the counts and counts every member again: after a bulk load that took the row
 * triggers off (db/demo/bulk-schema.ts), and in the tests that check the counts stay exact.
 */
export const RECOUNT_DUPLICATE_KEYS = ['delete from duplicate_keys', `insert into duplicate_keys (reason, key, size) select reason, key, size from (${COUNT_ALL_KEYS}) c`];

export async function recountDuplicateKeys(db: Db): Promise<void> {
  for (const statement of RECOUNT_DUPLICATE_KEYS) await sql.raw(statement).execute(db);
}

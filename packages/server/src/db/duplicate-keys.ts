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

/** Members outside ToBeDeleted (their keys count). */
const OUTSIDE = `m.location_id is distinct from ${TRASH}`;

/** Every key of the rows of `source` (members, or a selection of their key columns) matched by `where`, as (reason, k) rows. */
function keysOf(source: string, where: string) {
  return `
    select 'mobile' as reason, m.mobile_norm as k from ${source} m where ${where} and m.mobile_norm <> ''
    union all select 'mobile', m.whatsapp_norm from ${source} m where ${where} and m.whatsapp_norm <> '' and m.whatsapp_norm is distinct from m.mobile_norm
    union all select 'email', lower(m.email) from ${source} m where ${where} and m.email <> ''
    union all select 'name_dob', lower(m.fullname) || '|' || m.dob from ${source} m where ${where} and m.dob <> ''`;
}

/** Every member's keys counted from `members` (what the triggers keep, recounted). */
export const COUNT_ALL_KEYS = `select reason, k as key, count(*) as size from (${keysOf('members', OUTSIDE)}) p group by reason, k`;

/**
 * Ids per statement: one statement for a whole bulk action's members walks the key index once;
 * ten of 10,000 cost about three times one of 100,000 (bench/README.md, Duplicate members).
 */
const CHUNK = 100_000;

/** SQLite: adds (+1) or removes (-1) the keys the members `ids` hold now. */
async function countKeys(db: Db, ids: readonly number[], sign: 1 | -1): Promise<void> {
  for (let i = 0; i < ids.length; i += CHUNK) {
    // the ids are one parameter (a JSON array, as isOneOf binds them); each member's row is read
    // once into `picked` (its key columns), which the four branches then read: reading members
    // in each branch took 100,000 members' keys off in 2.5 s at 1M, `picked` in 1.9-2.2 s
    const where = sql.raw(keysOf('picked', 'true'));
    const list = JSON.stringify(ids.slice(i, i + CHUNK));
    const picked = sql.raw(`picked as materialized (select m.mobile_norm, m.whatsapp_norm, m.email, m.fullname, m.dob from members m where m.id in (select value from ids) and ${OUTSIDE})`);
    if (sign === 1) {
      // `where true`: an upsert's SELECT needs a WHERE to be parsed unambiguously (SQLite)
      await sql`with ids as (select value from json_each(${list})), ${picked}
        insert into duplicate_keys (reason, key, size)
        select reason, k, n from (select reason, k, count(*) as n from (${where}) p group by reason, k) d where true
        on conflict (reason, key) do update set size = duplicate_keys.size + excluded.size`.execute(db);
    } else {
      await sql`with ids as (select value from json_each(${list})), ${picked}
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

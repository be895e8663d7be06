import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../connect';

/*
 * Cheaper upkeep of duplicate_keys for the writers of many members (issue 30,
 * docs/decisions/094-duplicate-key-upkeep.md). Migration 022's row triggers cost a bulk Delete of
 * 100,000 members 5.9 s on SQLite and 24 s on PostgreSQL, and an import's inserts more.
 * - PostgreSQL: statement-level triggers with transition tables count a statement's rows at once.
 * - SQLite (row triggers only): the same row triggers, paused while a row of
 *   `duplicate_keys_pause` exists; the bulk writers insert it inside their own transaction and
 *   count their members' keys set-based (db/duplicate-keys.ts). The counts are recounted once:
 *   the demo and bench loader took the row triggers off while it loaded, so a database it
 *   filled after migration 022 holds no keys.
 * - PostgreSQL: statistics on lower(email), for the page's reads by e-mail.
 * Written out here, not imported: a migration does not change with the code after it.
 */

const KEY_COLUMNS = ['mobile_norm', 'whatsapp_norm', 'email', 'fullname', 'dob'];
const WATCHED = [...KEY_COLUMNS, 'location_id'].join(', ');

// ---- SQLite -----------------------------------------------------------------------------------

const isTrash = (location: string) => `exists (select 1 from locations l where l.id = ${location} and l.name = 'ToBeDeleted')`;
const inTrash = (r: string) => isTrash(`${r}.location_id`);
const sqliteKeysOf = (r: 'new' | 'old') => `
  select reason, k from (
    select 'mobile' as reason, ${r}.mobile_norm as k where ${r}.mobile_norm <> ''
    union all select 'mobile', ${r}.whatsapp_norm where ${r}.whatsapp_norm <> '' and ${r}.whatsapp_norm is distinct from ${r}.mobile_norm
    union all select 'email', lower(${r}.email) where ${r}.email <> ''
    union all select 'name_dob', lower(${r}.fullname) || '|' || ${r}.dob where ${r}.dob <> ''
  ) keys where not ${inTrash(r)}`;
const add = `insert into duplicate_keys (reason, key, size) select reason, k, 1 from (${sqliteKeysOf('new')}) added where true
  on conflict (reason, key) do update set size = duplicate_keys.size + 1;`;
const remove = `update duplicate_keys set size = size - 1 where (reason, key) in (${sqliteKeysOf('old')});`;
const running = 'not exists (select 1 from duplicate_keys_pause)';
const keysChange = `(${KEY_COLUMNS.map((c) => `old.${c} is distinct from new.${c}`).join(' or ')}
  or (old.location_id is distinct from new.location_id and ${inTrash('old')} <> ${inTrash('new')}))`;

const sqliteKeys = (r: string) => `
  select 'mobile' as reason, mobile_norm as k, location_id from ${r} where mobile_norm <> ''
  union all select 'mobile', whatsapp_norm, location_id from ${r} where whatsapp_norm <> '' and whatsapp_norm is distinct from mobile_norm
  union all select 'email', lower(email), location_id from ${r} where email <> ''
  union all select 'name_dob', lower(fullname) || '|' || dob, location_id from ${r} where dob <> ''`;
const RECOUNT = `insert into duplicate_keys (reason, key, size)
  select reason, k, count(*) from (${sqliteKeys('members')}) p
  where location_id is distinct from (select l.id from locations l where l.name = 'ToBeDeleted' order by l.id limit 1)
  group by reason, k`;

async function sqliteUp(db: Kysely<any>) {
  // at most one row (id 1): its existence is the pause
  await sql`create table duplicate_keys_pause (id integer primary key check (id = 1))`.execute(db);
  for (const t of ['members_dup_ai', 'members_dup_ad', 'members_dup_au']) await sql.raw(`drop trigger ${t}`).execute(db);
  await sql.raw(`create trigger members_dup_ai after insert on members when ${running} begin ${add} end`).execute(db);
  await sql.raw(`create trigger members_dup_ad after delete on members when ${running} begin ${remove} end`).execute(db);
  await sql.raw(`create trigger members_dup_au after update of ${WATCHED} on members when ${running} and ${keysChange} begin ${remove} ${add} end`).execute(db);
  await sql`delete from duplicate_keys`.execute(db);
  await sql.raw(RECOUNT).execute(db);
}

// ---- PostgreSQL -------------------------------------------------------------------------------

/** The keys of the rows of `rel` (a transition table) matched by `where`, outside ToBeDeleted, each with `d`. */
const pgKeysOf = (rel: string, where: string, d: number) => `
    select 'mobile' as reason, r.mobile_norm as k, ${d} as d from ${rel} r where ${where} and r.mobile_norm <> '' and r.location_id is distinct from trash
    union all select 'mobile', r.whatsapp_norm, ${d} from ${rel} r where ${where} and r.whatsapp_norm <> '' and r.whatsapp_norm is distinct from r.mobile_norm and r.location_id is distinct from trash
    union all select 'email', lower(r.email), ${d} from ${rel} r where ${where} and r.email <> '' and r.location_id is distinct from trash
    union all select 'name_dob', lower(r.fullname) || '|' || r.dob, ${d} from ${rel} r where ${where} and r.dob <> '' and r.location_id is distinct from trash`;

/**
 * The statement's change of each key, in one upsert (grouped: an upsert may touch a row once),
 * in key order so that two transactions lock the keys they share in the same order. An update's
 * unchanged keys cancel out (-1 + 1): joining its old and new rows by id to find the changed
 * ones instead ran one 10,000-row chunk of a bulk Delete for over 6 minutes at 1M (transition
 * tables have no statistics; the planner looped).
 */
const pgApply = (keys: string) => `
  insert into duplicate_keys (reason, key, size)
  select reason, k, sum(d) from (${keys}) x group by reason, k having sum(d) <> 0 order by reason, k
  on conflict (reason, key) do update set size = duplicate_keys.size + excluded.size;`;

async function pgUp(db: Kysely<any>) {
  await sql`drop trigger members_dup_keys_id on members`.execute(db);
  await sql`drop trigger members_dup_keys_u on members`.execute(db);
  await sql`drop function members_dup_keys()`.execute(db);
  await sql`drop function members_dup_in_trash(integer)`.execute(db);
  await sql
    .raw(
      `create function members_dup_keys() returns trigger language plpgsql as $$
      declare trash integer := (select l.id from locations l where l.name = 'ToBeDeleted' order by l.id limit 1);
      begin
        if tg_op = 'INSERT' then ${pgApply(pgKeysOf('new_rows', 'true', 1))}
        elsif tg_op = 'DELETE' then ${pgApply(pgKeysOf('old_rows', 'true', -1))}
        else ${pgApply(`${pgKeysOf('old_rows', 'true', -1)} union all ${pgKeysOf('new_rows', 'true', 1)}`)}
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  // one trigger per event: a trigger with transition tables may have only one (and no column list)
  await sql`create trigger members_dup_keys_i after insert on members referencing new table as new_rows for each statement execute function members_dup_keys()`.execute(db);
  await sql`create trigger members_dup_keys_d after delete on members referencing old table as old_rows for each statement execute function members_dup_keys()`.execute(db);
  await sql`create trigger members_dup_keys_u after update on members referencing old table as old_rows new table as new_rows for each statement execute function members_dup_keys()`.execute(
    db,
  );
  // The page reads its e-mail groups' members by lower(email). The partial expression index's
  // statistics were not used for the estimate: the planner guessed 90,806 members for the 20
  // largest groups' e-mails (574) and read the whole table (940 ms at 1M); with these, 16 ms.
  await sql`create statistics members_email_lower_stats on (lower(email)) from members`.execute(db);
  await sql`analyze members`.execute(db);
}

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await (dialect === 'sqlite' ? sqliteUp(db) : pgUp(db));
}

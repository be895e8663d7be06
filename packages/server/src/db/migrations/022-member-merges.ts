import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../connect';
import { TS, withId } from './helpers';

/*
 * Duplicate members (issue 30, docs/decisions/092-member-merge.md, 093-duplicate-groups.md).
 * - member_merges: one merge, with everything its undo restores (`record`, JSON). A merged
 *   member's row leaves `members`, so it leaves every list and report.
 * - merged_members: where a merged member's id now leads (GET api/members/{id} -> 404 merged_into).
 * - duplicate_keys: how many members (outside ToBeDeleted) hold each key, kept by triggers on
 *   `members` whatever writes it; a group is a key with size > 1. Grouping 1M members on each
 *   call took 15 s on SQLite; this index hands over the largest groups first.
 */

/**
 * Whether the row `r` sits in ToBeDeleted: a primary-key lookup of its own location (looking
 * ToBeDeleted up by name read every location, per row). By name, since on a fresh database this
 * migration runs before the reference data creates ToBeDeleted; the name is reserved (features/locations).
 */
const isTrash = (location: string) => `exists (select 1 from locations l where l.id = ${location} and l.name = 'ToBeDeleted')`;
const inTrash = (r: string) => isTrash(`${r}.location_id`);
const pgInTrash = (r: string) => `members_dup_in_trash(${r}.location_id)`;

/** The keys of the row `r` ('new' or 'old') as (reason, k) rows; none while it sits in ToBeDeleted. */
const keysOf = (r: 'new' | 'old') => `
  select reason, k from (
    select 'mobile' as reason, ${r}.mobile_norm as k where ${r}.mobile_norm <> ''
    union all select 'mobile', ${r}.whatsapp_norm where ${r}.whatsapp_norm <> '' and ${r}.whatsapp_norm is distinct from ${r}.mobile_norm
    union all select 'email', lower(${r}.email) where ${r}.email <> ''
    union all select 'name_dob', lower(${r}.fullname) || '|' || ${r}.dob where ${r}.dob <> ''
  ) keys where not ${inTrash(r)}`;

const add = `insert into duplicate_keys (reason, key, size) select reason, k, 1 from (${keysOf('new')}) added where true
  on conflict (reason, key) do update set size = duplicate_keys.size + 1;`;
const remove = `update duplicate_keys set size = size - 1 where (reason, key) in (${keysOf('old')});`;
const KEY_COLUMNS = ['mobile_norm', 'whatsapp_norm', 'email', 'fullname', 'dob'];
const WATCHED = [...KEY_COLUMNS, 'location_id'].join(', ');
/**
 * An update changes the keys only when a key column changes or the member enters or leaves
 * ToBeDeleted: a bulk move between other locations (100,000 rows) fires nothing. `trash(r)` is
 * inTrash, or on PostgreSQL a function calling it (a trigger's WHEN takes no subquery there).
 */
const keysChange = (trash: (r: string) => string) =>
  `${KEY_COLUMNS.map((c) => `old.${c} is distinct from new.${c}`).join(' or ')}
  or (old.location_id is distinct from new.location_id and ${trash('old')} <> ${trash('new')})`;

/** Every member's keys counted at once (the triggers keep them from here on). */
const FILL = `insert into duplicate_keys (reason, key, size)
  select reason, k, count(*) from (
    select 'mobile' as reason, mobile_norm as k, location_id from members where mobile_norm <> ''
    union all select 'mobile', whatsapp_norm, location_id from members where whatsapp_norm <> '' and whatsapp_norm is distinct from mobile_norm
    union all select 'email', lower(email), location_id from members where email <> ''
    union all select 'name_dob', lower(fullname) || '|' || dob, location_id from members where dob <> ''
  ) p where location_id is distinct from (select l.id from locations l where l.name = 'ToBeDeleted' order by l.id limit 1)
  group by reason, k`;

async function sqliteTriggers(db: Kysely<any>) {
  await sql.raw(`create trigger members_dup_ai after insert on members begin ${add} end`).execute(db);
  await sql.raw(`create trigger members_dup_ad after delete on members begin ${remove} end`).execute(db);
  await sql.raw(`create trigger members_dup_au after update of ${WATCHED} on members when ${keysChange(inTrash)} begin ${remove} ${add} end`).execute(db);
}

async function pgTriggers(db: Kysely<any>) {
  await sql.raw(`create function members_dup_in_trash(location integer) returns boolean language sql stable as $$ select ${isTrash('location')} $$`).execute(db);
  await sql
    .raw(
      `create function members_dup_keys() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then ${remove} end if;
        if tg_op in ('UPDATE', 'INSERT') then ${add} end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql.raw(`create trigger members_dup_keys_id after insert or delete on members for each row execute function members_dup_keys()`).execute(db);
  await sql
    .raw(`create trigger members_dup_keys_u after update of ${WATCHED} on members for each row when (${keysChange(pgInTrash)}) execute function members_dup_keys()`)
    .execute(db);
}

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('member_merges'), dialect)
    .addColumn('keep_id', 'integer', (c) => c.notNull())
    .addColumn('merged_ids', 'text', (c) => c.notNull())
    .addColumn('record', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', TS, (c) => c.notNull())
    .addColumn('undone_by', 'integer')
    .addColumn('undone_at', TS)
    .execute();
  await db.schema.createIndex('member_merges_keep_idx').on('member_merges').columns(['keep_id']).execute();
  await db.schema
    .createTable('merged_members')
    .addColumn('member_id', 'integer', (c) => c.primaryKey())
    .addColumn('merge_id', 'integer', (c) => c.notNull().references('member_merges.id').onDelete('cascade'))
    .addColumn('merged_into', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('duplicate_keys')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('duplicate_keys_pk', ['reason', 'key'])
    .execute();
  await sql.raw(FILL).execute(db);
  // the page and count of every reason, and of one (the primary key would read all of a reason's keys)
  await sql`create index duplicate_keys_groups_idx on duplicate_keys (size desc, reason, key) where size > 1`.execute(db);
  await sql`create index duplicate_keys_reason_groups_idx on duplicate_keys (reason, size desc, key) where size > 1`.execute(db);
  await (dialect === 'sqlite' ? sqliteTriggers(db) : pgTriggers(db));
  // the page's members are read by key
  await sql`create index members_email_lower_idx on members (lower(email)) where email is not null`.execute(db);
  await sql`create index members_name_dob_idx on members (lower(fullname), dob) where dob is not null`.execute(db);
  // PostgreSQL keeps statistics of an expression index only after an analyze: without them it
  // guessed 55,000 members for 20 e-mails and read the whole table (1.5 s at 1M)
  if (dialect === 'postgres') await sql`analyze duplicate_keys, members`.execute(db);
}

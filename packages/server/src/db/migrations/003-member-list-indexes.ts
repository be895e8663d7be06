import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../connect';

/*
 * Indexes for the members list at 1M members, measured in docs/decisions/013-members-count.md.
 * Each keeps the name it had in 001 (its leading columns are unchanged) and gets more columns:
 * - members_profession_idx -> (profession_id, category_id, grade): the filter dialog's three
 *   multi-selects together are answered by a handful of index seeks (SQLite count 52 ms -> 0.1 ms);
 *   the prefix still serves profession alone.
 * - members_location_created_idx -> (location_id, created_at) carrying the dialog's
 *   low-cardinality filter columns: every scoped query (roles 3-4) and every location filter
 *   counts its matches from the index alone instead of reading each row (six-filter count
 *   39 ms -> 3 ms). PostgreSQL keeps them as INCLUDE columns, with id, so a page of ids comes
 *   from the index alone too (SQLite indexes end with the rowid anyway).
 * - PostgreSQL only: members_assigned_created_idx includes id, so a sevak's list (role 5 sees
 *   only their assignments) counts and pages from the index alone (SQLite: the rowid).
 * - PostgreSQL only: members_lcd_idx and members_group_lcd_idx get lcd NULLS FIRST and id. NULL
 *   sorts as the smallest value on both engines (never-contacted members first in the default
 *   lcd-ascending order); without this PostgreSQL sorts the whole table for that order. SQLite
 *   puts NULLs first and ends every index with the rowid already.
 */

const COVERED = ['contact_group', 'source', 'grade', 'is_alive', 'assigned_to', 'profession_id', 'category_id', 'lcd'];

async function replace(db: Kysely<any>, name: string, create: () => Promise<unknown>) {
  await db.schema.dropIndex(name).execute();
  await create();
}

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await replace(db, 'members_profession_idx', () =>
    db.schema.createIndex('members_profession_idx').on('members').columns(['profession_id', 'category_id', 'grade']).execute(),
  );
  if (dialect === 'sqlite') {
    await replace(db, 'members_location_created_idx', () =>
      db.schema.createIndex('members_location_created_idx').on('members').columns(['location_id', 'created_at', ...COVERED]).execute(),
    );
    return;
  }
  const covered = sql.join(['id', ...COVERED].map((c) => sql.id(c)));
  await replace(db, 'members_location_created_idx', () =>
    sql`create index members_location_created_idx on members (location_id, created_at) include (${covered})`.execute(db),
  );
  await replace(db, 'members_assigned_created_idx', () =>
    sql`create index members_assigned_created_idx on members (assigned_to, created_at) include (id)`.execute(db),
  );
  await replace(db, 'members_lcd_idx', () => sql`create index members_lcd_idx on members (lcd nulls first, id)`.execute(db));
  await replace(db, 'members_group_lcd_idx', () =>
    sql`create index members_group_lcd_idx on members (contact_group, lcd nulls first, id)`.execute(db),
  );
}

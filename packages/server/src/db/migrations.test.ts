import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, migrateTestDatabase, type TestDatabase } from '../../test/dialects';
import type { Db, Dialect } from './connect';

const NOW = '2026-01-15 10:30:00';

const TABLES = [
  'access_tokens', 'audit_log', 'categories', 'event_member_history', 'event_members', 'event_types',
  'events', 'followups', 'gifts', 'location_closure', 'locations', 'login_failures', 'member_organizations',
  'member_assignments', 'members', 'organizations', 'professions', 'rate_limits', 'registrations', 'seekers', 'statuses', 'user_locations', 'users',
];

const MEMBER_INDEXES = [
  'members_created_idx', 'members_lcd_idx', 'members_updated_idx', 'members_location_created_idx',
  'members_group_lcd_idx', 'members_profession_idx', 'members_category_idx',
  'members_mobile_norm_idx', 'members_whatsapp_norm_idx',
];
/** Dropped by migration 004 (they served no query and cost every bulk update) and 012 (assignments moved out). */
const DROPPED_INDEXES: Record<Dialect, string[]> = {
  sqlite: ['members_email_idx', 'members_assigned_created_idx'],
  postgres: ['members_email_idx', 'members_grade_idx', 'members_assigned_created_idx'],
};

const PG_TRGM_INDEXES = ['members_email_trgm', 'members_fullname_trgm', 'members_mobile_number_trgm', 'members_whatsapp_trgm'];

async function tableNames(db: Db, dialect: Dialect): Promise<string[]> {
  const q =
    dialect === 'sqlite'
      ? sql<{ name: string }>`select name from sqlite_master where type = 'table'`
      : sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`;
  return (await q.execute(db)).rows.map((r) => r.name);
}

async function memberIndexNames(db: Db, dialect: Dialect): Promise<string[]> {
  const q =
    dialect === 'sqlite'
      ? sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'members'`
      : sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema() and tablename = 'members'`;
  return (await q.execute(db)).rows.map((r) => r.name);
}

async function addLocation(db: Db, name: string, parentId: number | null): Promise<number> {
  const { id } = await db
    .insertInto('locations')
    .values({ name, name_key: name.toLowerCase(), parent_id: parentId, path: '/', created_at: NOW, updated_at: NOW })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function addUser(db: Db, mobile: string): Promise<number> {
  const { id } = await db
    .insertInto('users')
    .values({ name: 'Asha', mobile_no: mobile, password_hash: 'x', role: 5, created_at: NOW, updated_at: NOW })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function addMember(db: Db, locationId: number, fullname: string, extra: { assigned_to?: number } = {}) {
  const { id } = await db
    .insertInto('members')
    .values({
      fullname,
      mobile_number: '+91 98200 12345',
      mobile_norm: '9820012345',
      email: `${fullname.toLowerCase().replaceAll(' ', '.')}@example.org`,
      location_id: locationId,
      created_at: NOW,
      updated_at: NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (extra.assigned_to !== undefined) {
    await db.insertInto('member_assignments').values({ member_id: id, assigned_to: extra.assigned_to, created_at: NOW, assigned_at: NOW }).execute();
  }
  return id;
}

async function assignees(db: Db, memberIds: number[]) {
  return db.selectFrom('member_assignments').select(['member_id', 'assigned_to']).where('member_id', 'in', memberIds).orderBy('member_id').execute();
}

/** Ids of members whose name, mobile, whatsapp or email contains `fragment` (3+ characters). */
async function search(db: Db, dialect: Dialect, fragment: string): Promise<number[]> {
  if (dialect === 'sqlite') {
    const phrase = `"${fragment.replaceAll('"', '""')}"`;
    const rows = await db.selectFrom('members_fts').select('rowid').where('members_fts', 'match', phrase).execute();
    return rows.map((r) => r.rowid);
  }
  const like = `%${fragment}%`;
  const rows = await db
    .selectFrom('members')
    .select('id')
    .where((eb) => eb.or([eb('fullname', 'ilike', like), eb('mobile_number', 'ilike', like), eb('email', 'ilike', like)]))
    .execute();
  return rows.map((r) => r.id);
}

for (const dialect of DIALECTS) {
  describe(`migration 012-member-assignments on ${dialect}`, () => {
    it("moves each member's assignee to member_assignments with the member's created_at, and drops the column", async () => {
      const before = await createTestDatabase(dialect, '011-imports');
      try {
        const db = before.db as Kysely<any>;
        const place = await addLocation(before.db, 'India', null);
        const user = await addUser(before.db, '9000000002');
        const row = (fullname: string, assigned_to: number | null, created_at: string) =>
          ({ fullname, mobile_number: '9820012345', mobile_norm: '9820012345', location_id: place, assigned_to, created_at, updated_at: '2026-02-01 10:00:00' });
        await db.insertInto('members').values([row('Assigned One', user, '2025-01-01 09:00:00'), row('Nobody', null, '2025-01-02 09:00:00')]).execute();
        await migrateTestDatabase(before);
        const moved = await before.db.selectFrom('member_assignments as a').innerJoin('members as m', 'm.id', 'a.member_id').select(['m.fullname', 'a.assigned_to', 'a.created_at', 'a.assigned_at']).execute();
        expect(moved).toEqual([{ fullname: 'Assigned One', assigned_to: user, created_at: '2025-01-01 09:00:00', assigned_at: '2026-02-01 10:00:00' }]);
        await expect(sql`select assigned_to from members`.execute(before.db)).rejects.toThrow(/assigned_to/);
      } finally {
        await before.close();
      }
    });
  });

  describe(`migration 001-initial on ${dialect}`, () => {
    let t: TestDatabase;
    let root: number;

    beforeAll(async () => {
      t = await createTestDatabase(dialect);
      root = await addLocation(t.db, 'India', null);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('creates every table and the members list indexes', async () => {
      expect(await tableNames(t.db, dialect)).toEqual(expect.arrayContaining(TABLES));
      const extra = dialect === 'sqlite' ? [] : PG_TRGM_INDEXES;
      const indexes = await memberIndexNames(t.db, dialect);
      expect(indexes).toEqual(expect.arrayContaining([...MEMBER_INDEXES, ...extra, ...(dialect === 'sqlite' ? ['members_grade_idx'] : [])]));
      expect(indexes.filter((name) => DROPPED_INDEXES[dialect].includes(name))).toEqual([]);
      if (dialect === 'sqlite') expect(await tableNames(t.db, dialect)).toContain('members_fts');
    });

    it('is a no-op when run again, and a second database migrates beside the first', async () => {
      // under the shared lock, as every migration of a test database: a schema another file drops
      // meanwhile would fail the migrator's look-up (test/dialects.ts)
      await expect(migrateTestDatabase(t)).resolves.toBeUndefined();
      const other = await createTestDatabase(dialect);
      try {
        expect(await tableNames(other.db, dialect)).toEqual(expect.arrayContaining(TABLES));
      } finally {
        await other.close();
      }
    });

    it('fills the member defaults', async () => {
      const id = await addMember(t.db, root, 'Default Person');
      const m = await t.db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect({ cg: m.contact_group, sf: m.sf, uf: m.uf, alive: m.is_alive, ev: m.email_verified }).toEqual({ cg: 'Pending', sf: 0, uf: 0, alive: 1, ev: 0 });
      expect(await assignees(t.db, [id])).toEqual([]);
    });

    it('finds a member by a fragment of name, mobile or email, and follows updates', async () => {
      const id = await addMember(t.db, root, 'Ramesh Kumar Patil');
      expect(await search(t.db, dialect, 'esh kum')).toEqual([id]);
      expect(await search(t.db, dialect, 'ESH KUM')).toEqual([id]);
      expect(await search(t.db, dialect, 'ar.pat')).toEqual([id]);
      expect(await search(t.db, dialect, '98200 123')).toEqual(expect.arrayContaining([id]));

      await t.db.updateTable('members').set({ lcd: '2026-01-16' }).where('id', '=', id).execute();
      await t.db.updateTable('members').set({ fullname: 'Suresh Naik' }).where('id', '=', id).execute();
      expect(await search(t.db, dialect, 'esh kum')).toEqual([]);
      expect(await search(t.db, dialect, 'sh nai')).toEqual([id]);

      await t.db.deleteFrom('members').where('id', '=', id).execute();
      expect(await search(t.db, dialect, 'sh nai')).toEqual([]);
      if (dialect === 'sqlite') {
        // Throws when the external-content index disagrees with the members table.
        await sql`insert into members_fts(members_fts) values ('integrity-check')`.execute(t.db);
      }
    });

    if (dialect === 'postgres') {
      it('answers ILIKE on fullname from the trigram index', async () => {
        const plan = await t.db.transaction().execute(async (trx) => {
          await sql`set local enable_seqscan = off`.execute(trx);
          const r = await sql<{ 'QUERY PLAN': string }>`explain select id from members where fullname ilike '%esh kum%'`.execute(trx);
          return r.rows.map((row) => row['QUERY PLAN']).join('\n');
        });
        expect(plan).toContain('members_fullname_trgm');
      });
    }

    it('refuses a duplicate name_key', async () => {
      const values = { name: 'Doctor', name_key: 'doctor', created_at: NOW, updated_at: NOW };
      await t.db.insertInto('professions').values(values).execute();
      const dup = t.db.insertInto('professions').values({ ...values, name: 'DOCTOR' }).execute();
      await expect(dup).rejects.toThrow(
        dialect === 'sqlite'
          ? 'UNIQUE constraint failed: professions.name_key'
          : 'duplicate key value violates unique constraint "professions_name_key_unique"',
      );
    });

    it('keeps location names unique per parent, roots included', async () => {
      const goa = await addLocation(t.db, 'Goa', root);
      await addLocation(t.db, 'Ponda', goa);
      await expect(addLocation(t.db, 'Ponda', root)).resolves.toBeGreaterThan(0);
      await expect(addLocation(t.db, 'Ponda', goa)).rejects.toThrow(
        dialect === 'sqlite' ? 'UNIQUE constraint failed: locations.parent_id, locations.name_key' : 'locations_parent_name_key_unique',
      );
      await expect(addLocation(t.db, 'India', null)).rejects.toThrow(
        dialect === 'sqlite' ? 'UNIQUE constraint failed: locations.name_key' : 'locations_root_name_key_unique',
      );
    });

    it('enforces foreign keys: unassigns on user delete, cascades followups, refuses orphans', async () => {
      const user = await addUser(t.db, '9000000001');
      const member = await addMember(t.db, root, 'Key Person', { assigned_to: user });
      await t.db
        .insertInto('followups')
        .values({ member_id: member, followup_date: '2026-01-15', contacted_by: 'Asha', contact_status: 'Spam', created_at: NOW })
        .execute();

      expect(await assignees(t.db, [member])).toEqual([{ member_id: member, assigned_to: user }]);
      await t.db.deleteFrom('users').where('id', '=', user).execute();
      expect(await assignees(t.db, [member])).toEqual([]);

      await t.db.deleteFrom('members').where('id', '=', member).execute();
      const left = await t.db.selectFrom('followups').select('id').where('member_id', '=', member).execute();
      expect(left).toEqual([]);

      await expect(addMember(t.db, 999_999, 'Nowhere')).rejects.toThrow(
        dialect === 'sqlite' ? 'FOREIGN KEY constraint failed' : 'members_location_id_fkey',
      );
    });

    it('defaults an event member to New, Not Invited, not registered, not attended', async () => {
      const { id: type } = await t.db
        .insertInto('event_types')
        .values({ type: 'Sabha', name_key: 'sabha', created_at: NOW, updated_at: NOW })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: event } = await t.db
        .insertInto('events')
        .values({ name: 'Sabha 2026', location_id: root, type, date_from: '2026-02-01', created_at: NOW, updated_at: NOW })
        .returning('id')
        .executeTakeFirstOrThrow();
      const member = await addMember(t.db, root, 'Event Person');
      const row = await t.db
        .insertInto('event_members')
        .values({ event_id: event, member_id: member, created_at: NOW, updated_at: NOW })
        .returning(['status', 'inv_status', 'registered', 'attended'])
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'New', inv_status: 10, registered: 0, attended: 0 });
      const again = t.db.insertInto('event_members').values({ event_id: event, member_id: member, created_at: NOW, updated_at: NOW });
      await expect(again.execute()).rejects.toThrow(
        dialect === 'sqlite' ? 'UNIQUE constraint failed: event_members.event_id, event_members.member_id' : 'event_members_event_member_unique',
      );
    });
  });
}

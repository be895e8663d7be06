import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deriveContactFields } from '@sampark/domain/contact-group';
import { isPositiveResponse, STATUS_CALLED_FOR_MEETING, STATUS_CONTACT_ESTABLISHED } from '@sampark/domain/options/members';
import { TO_BE_DELETED } from '@sampark/domain/options/reference';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../test/app-harness';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../test/dialects';
import { rootLocationId } from '../../../test/factories';
import { type Database, type Db, type Dialect, openDatabase } from '../connect';
import { migrateToLatest } from '../migrate';
import { ensureReferenceData } from '../seed-reference';
import { schemaSnapshot } from './bulk-schema';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';
import { type DemoSummary, loadDemo } from './load-demo';

const TODAY = '2026-06-15';
const OPTS = { members: 300, seed: 42, today: TODAY };

/** What "the same data" means: every member's identity, place, owner and contact history. */
async function fingerprint(db: Db) {
  const members = await db
    .selectFrom('members as m')
    .innerJoin('locations as l', 'l.id', 'm.location_id')
    .leftJoin('member_assignments as a', 'a.member_id', 'm.id')
    .leftJoin('users as u', 'u.id', 'a.assigned_to')
    .select(['m.id', 'm.fullname', 'm.mobile_norm', 'm.whatsapp', 'm.email', 'l.name as place', 'u.email as owner'])
    .select(['m.contact_group', 'm.lcd', 'm.sf', 'm.uf', 'm.created_at', 'm.updated_at'])
    .orderBy('m.id')
    .execute();
  const followups = await db.selectFrom('followups').select(['member_id', 'followup_date', 'contact_status', 'contacted_by']).orderBy('id').execute();
  return { members, followups };
}

/** Index and constraint definitions name the PostgreSQL schema of the test file: take it out. */
async function normalisedSchema(db: Db, dialect: Dialect): Promise<string[]> {
  const lines = await schemaSnapshot(db as Database['db'], dialect);
  if (dialect === 'sqlite') return lines;
  const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(db);
  return lines.map((l) => l.replaceAll(`${rows[0].s}.`, 'S.'));
}

async function freshSqliteFile(): Promise<Database & { file: string }> {
  const file = path.join(os.tmpdir(), `sampark-demo-${process.pid}-${Date.now()}.db`);
  const d = openDatabase(`sqlite:${file}`);
  await migrateToLatest(d.db, d.dialect);
  await ensureReferenceData(d.db, { adminPassword: TEST_ADMIN.password });
  return {
    ...d,
    file,
    close: async () => {
      await d.close();
      for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
    },
  };
}

async function freshTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  const t = await createTestDatabase(dialect);
  await ensureReferenceData(t.db, { adminPassword: TEST_ADMIN.password });
  return t;
}

describe.each(DIALECTS)('loadDemo on %s', (dialect) => {
  let t: TestApp;
  let db: Db;
  let summary: DemoSummary;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    db = t.database.db;
    summary = await loadDemo(t.database, OPTS);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reports what it wrote', async () => {
    const count = async (table: 'locations' | 'users' | 'organizations' | 'members' | 'followups' | 'member_organizations' | 'gifts') =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    // The reference data brings the root, ToBeDeleted and the admin.
    expect(await count('locations')).toBe(summary.locations + 2);
    expect(await count('users')).toBe(summary.users + 1);
    expect({ members: await count('members'), users: summary.users, organizations: await count('organizations') }).toEqual({
      members: 300,
      users: 25,
      organizations: 15,
    });
    expect(await count('followups')).toBe(summary.followups);
    expect(summary.followups).toBeGreaterThan(300);
    expect(summary.followups).toBeLessThan(600);
    expect(await count('member_organizations')).toBe(summary.memberOrganizations);
    expect(await count('gifts')).toBe(summary.gifts);
  });

  it('lets every demo user log in with the demo password', async () => {
    for (const u of DEMO_USERS) {
      const res = await t.call(null, { method: 'POST', url: '/api/login', payload: { email: u.email, password: DEMO_PASSWORD } });
      expect(res.statusCode, u.email).toBe(200);
      expect(res.json().user).toMatchObject({ name: u.name, role: u.role });
    }
  });

  it('places the demo users at INDIA, Maharashtra, district Pune and the town Pune', async () => {
    const rows = await db
      .selectFrom('users as u')
      .innerJoin('user_locations as ul', 'ul.user_id', 'u.id')
      .innerJoin('locations as l', 'l.id', 'ul.location_id')
      .leftJoin('locations as p', 'p.id', 'l.parent_id')
      .select(['u.role', 'l.name', 'p.name as parent', 'l.code'])
      .where(
        'u.email',
        'in',
        DEMO_USERS.map((u) => u.email),
      )
      .orderBy('u.role')
      .execute();
    expect(rows).toEqual([
      { role: 1, name: 'INDIA', parent: null, code: null },
      { role: 2, name: 'INDIA', parent: null, code: null },
      { role: 3, name: 'Maharashtra', parent: 'INDIA', code: null },
      { role: 4, name: 'Pune', parent: 'Maharashtra', code: expect.stringMatching(/^\d{3}_Pune$/) },
      { role: 5, name: 'Pune', parent: 'Pune', code: null },
    ]);
    const mumbai = await db.selectFrom('locations').select('code').where('name', '=', 'Mumbai City').executeTakeFirstOrThrow();
    expect(mumbai.code).toBe('111_Mumbai');
  });

  it('gives the sevak members of its own town and the regional admin a busy district', async () => {
    const sevak = await db.selectFrom('users').select('id').where('email', '=', 'sevak@demo.sampark').executeTakeFirstOrThrow();
    const owned = await db
      .selectFrom('members as m')
      .innerJoin('member_assignments as a', 'a.member_id', 'm.id')
      .innerJoin('user_locations as ul', 'ul.user_id', 'a.assigned_to')
      .leftJoin('location_closure as c', (j) => j.onRef('c.ancestor_id', '=', 'ul.location_id').onRef('c.descendant_id', '=', 'm.location_id'))
      .select(['m.id', 'c.depth'])
      .where('a.assigned_to', '=', sevak.id)
      .execute();
    expect(owned.length).toBeGreaterThan(0);
    expect(owned.filter((o) => o.depth === null)).toEqual([]);

    const pune = await db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('state', '=', 'Maharashtra')
      .where('district', '=', 'Pune')
      .executeTakeFirstOrThrow();
    expect(Number(pune.n)).toBeGreaterThan(15);
  });

  it('assigns about 40% of the members, each to an active user of role 3-5 whose locations hold the member', async () => {
    const assigned = await db
      .selectFrom('members as m')
      .innerJoin('member_assignments as a', 'a.member_id', 'm.id')
      .innerJoin('users as u', 'u.id', 'a.assigned_to')
      .select(['m.id', 'u.role', 'u.active'])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('user_locations as ul')
              .innerJoin('location_closure as c', 'c.ancestor_id', 'ul.location_id')
              .select('c.depth')
              .whereRef('ul.user_id', '=', 'u.id')
              .whereRef('c.descendant_id', '=', 'm.location_id'),
          )
          .as('covered'),
      )
      .execute();
    expect(assigned.length).toBeGreaterThan(90);
    expect(assigned.length).toBeLessThan(150);
    expect(assigned.filter((a) => a.role < 3 || !a.active || !a.covered)).toEqual([]);
  });

  it('puts every member inside the tree (not in ToBeDeleted) with matching state, district and town', async () => {
    const root = await rootLocationId(db);
    const rows = await db
      .selectFrom('members as m')
      .innerJoin('locations as l', 'l.id', 'm.location_id')
      .leftJoin('location_closure as c', (j) => j.onRef('c.descendant_id', '=', 'm.location_id').on('c.ancestor_id', '=', root))
      .select(['m.id', 'm.country', 'm.state', 'm.district', 'm.city', 'l.name', 'l.path', 'c.depth'])
      .execute();
    const trash = await db.selectFrom('locations').select('id').where('name', '=', TO_BE_DELETED).executeTakeFirstOrThrow();
    const wrong = rows.filter(
      (r) =>
        r.depth === null ||
        r.depth < 2 ||
        r.path.includes(`/${trash.id}/`) ||
        r.country !== 'INDIA' ||
        (r.city ?? r.district) !== r.name,
    );
    expect(wrong).toEqual([]);
  });

  it('stores the contact fields the domain rule derives from the followups; members never followed up stay Pending', async () => {
    const members = await db
      .selectFrom('members')
      .select(['id', 'contact_group', 'sf', 'uf', 'lcd', 'last_contact_status', 'last_contact_response', 'last_participation_status', 'last_comment', 'last_contacted_by'])
      .orderBy('id')
      .execute();
    const followups = await db.selectFrom('followups').selectAll().orderBy('id').execute();
    const byMember = new Map<number, typeof followups>();
    for (const f of followups) byMember.set(f.member_id, [...(byMember.get(f.member_id) ?? []), f]);
    expect(members).toEqual(members.map((m) => ({ id: m.id, ...deriveContactFields(byMember.get(m.id) ?? []) })));
    const groups = new Set(members.map((m) => m.contact_group));
    expect(groups).toEqual(new Set(['Active', 'Passive', 'Pending', 'Unsuccessful', 'Spam']));
    const pending = members.filter((m) => !byMember.has(m.id));
    expect(pending.length).toBeGreaterThan(100);
    expect(pending.every((m) => m.contact_group === 'Pending')).toBe(true);
  });

  it('fills followups the way the followup form requires', async () => {
    const rows = await db
      .selectFrom('followups as f')
      .innerJoin('members as m', 'm.id', 'f.member_id')
      .select(['f.id', 'f.followup_date', 'f.contact_status', 'f.contact_response', 'f.participation', 'f.meeting_date', 'f.meeting_time', 'f.meeting_date_time'])
      .select(['f.created_at', 'm.created_at as member_created'])
      .execute();
    const wrong = rows.filter((f) => {
      const established = f.contact_status === STATUS_CONTACT_ESTABLISHED;
      const meeting = f.contact_status === STATUS_CALLED_FOR_MEETING;
      return (
        established !== (f.contact_response !== null) ||
        isPositiveResponse(f.contact_response) !== (f.participation !== null) ||
        meeting !== (f.meeting_date !== null && f.meeting_time !== null) ||
        (meeting && (f.meeting_date! < f.followup_date || f.meeting_date_time !== `${f.meeting_date} ${f.meeting_time}:00`)) ||
        f.followup_date < '2024-06-15' ||
        f.followup_date >= TODAY ||
        f.followup_date < f.member_created.slice(0, 10) ||
        !f.created_at.startsWith(f.followup_date)
      );
    });
    expect(wrong).toEqual([]);
  });

  it('writes unique Indian mobile numbers and dates within three years, updated after created', async () => {
    const rows = await db.selectFrom('members').select(['id', 'mobile_number', 'mobile_norm', 'whatsapp_norm', 'created_at', 'updated_at']).execute();
    expect(new Set(rows.map((r) => r.mobile_norm)).size).toBe(rows.length);
    const wrong = rows.filter(
      (r) =>
        !/^[6-9]\d{9}$/.test(r.mobile_norm ?? '') ||
        r.mobile_number!.replace(/^\+91/, '').replace(/\D/g, '') !== r.mobile_norm ||
        (r.whatsapp_norm !== null && !/^[6-9]\d{9}$/.test(r.whatsapp_norm)) ||
        r.created_at < '2023-06-15' ||
        r.created_at >= TODAY ||
        r.updated_at < r.created_at ||
        r.updated_at >= TODAY,
    );
    expect(wrong).toEqual([]);
  });

  it('leaves the schema exactly as migrated, with a working search index', async () => {
    const fresh = await createTestDatabase(dialect);
    try {
      expect(await normalisedSchema(db, dialect)).toEqual(await normalisedSchema(fresh.db, dialect));
    } finally {
      await fresh.close();
    }
    const member = await db.selectFrom('members').select(['id', 'fullname']).where('id', '=', 7).executeTakeFirstOrThrow();
    const fragment = member.fullname.slice(1, 8);
    if (dialect === 'sqlite') {
      const hits = await db.selectFrom('members_fts').select('rowid').where('members_fts', 'match', `"${fragment}"`).execute();
      expect(hits.map((h) => h.rowid)).toContain(member.id);
      await sql`insert into members_fts(members_fts) values ('integrity-check')`.execute(db);
    } else {
      const hits = await db.selectFrom('members').select('id').where('fullname', 'ilike', `%${fragment}%`).execute();
      expect(hits.map((h) => h.id)).toContain(member.id);
    }
  });

  it('numbers new rows after the loaded ones', async () => {
    const max = await db.selectFrom('members').select((eb) => eb.fn.max('id').as('m')).executeTakeFirstOrThrow();
    const now = '2026-06-15 10:00:00';
    const loc = await rootLocationId(db);
    const { id } = await db
      .insertInto('members')
      .values({ fullname: 'New Person', location_id: loc, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(id).toBe(Number(max.m) + 1);
    await db.deleteFrom('members').where('id', '=', id).execute();
  });

  it('refuses to load twice', async () => {
    await expect(loadDemo(t.database, OPTS)).rejects.toThrow(
      'Demo data is already loaded in this database (user superadmin@demo.sampark exists). Load it into an empty database.',
    );
  });
});

describe('loadDemo determinism', () => {
  it('gives the same data for the same seed on every engine and writer, and on a second run', { timeout: 180_000 }, async () => {
    const targets: Array<{ label: string; open: () => Promise<Database> }> = [];
    for (const dialect of DIALECTS) {
      targets.push({ label: `${dialect} first run`, open: () => freshTestDatabase(dialect) });
      targets.push({ label: `${dialect} second run`, open: () => freshTestDatabase(dialect) });
    }
    if (DIALECTS.includes('sqlite')) targets.push({ label: 'sqlite file (raw connection)', open: freshSqliteFile });
    if (DIALECTS.includes('postgres')) {
      // Without the URL the load goes through Kysely's pool (INSERT ... unnest) instead of COPY.
      targets.push({
        label: 'postgres without url',
        open: async () => {
          const { url: _url, ...withoutUrl } = await freshTestDatabase('postgres');
          return withoutUrl;
        },
      });
    }
    const prints: Array<{ label: string; print: Awaited<ReturnType<typeof fingerprint>> }> = [];
    for (const target of targets) {
      const database = await target.open();
      try {
        await loadDemo(database, OPTS);
        prints.push({ label: target.label, print: await fingerprint(database.db) });
      } finally {
        await database.close();
      }
    }
    expect(prints[0].print.members).toHaveLength(300);
    for (const p of prints.slice(1)) expect(p.print, p.label).toEqual(prints[0].print);
  });

  it('gives other data for another seed', async () => {
    const a = await freshTestDatabase(DIALECTS[0]);
    try {
      await loadDemo(a, { ...OPTS, seed: 43 });
      const other = await fingerprint(a.db);
      const b = await freshTestDatabase(DIALECTS[0]);
      try {
        await loadDemo(b, OPTS);
        const mine = await fingerprint(b.db);
        expect(other.members.map((m) => m.fullname)).not.toEqual(mine.members.map((m) => m.fullname));
      } finally {
        await b.close();
      }
    } finally {
      await a.close();
    }
  });
});

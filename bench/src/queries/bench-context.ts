import { sql } from 'kysely';
import type { Role } from '@sampark/domain/roles';
import type { Database } from '@sampark/server/src/db/connect';

/**
 * The data-dependent parameters of the canonical queries, read from the loaded database in a
 * fixed way, so the same generator seed gives the same queries on both engines.
 */
export interface BenchUser {
  id: number;
  role: Role;
  name: string;
}

export interface BenchContext {
  members: number;
  admin: BenchUser;
  /** role 4 holding one state */
  regional: BenchUser;
  /** the role-5 user with the most assigned members */
  sevak: BenchUser & { assigned: number };
  /** a location whose subtree holds about 8% of the members */
  subtree: { id: number; name: string; share: number };
  nameFragment: string;
  mobileFragment: string;
  professions: number[];
  categories: number[];
  /** the latest last-contacted date */
  lastLcd: string;
  lastCreated: string;
}

export async function memberCount(database: Database): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from members`.execute(database.db);
  return Number(rows[0]?.n ?? 0);
}

async function userOfRole(database: Database, role: number, email?: string): Promise<BenchUser> {
  let q = database.db.selectFrom('users').select(['id', 'role', 'name']).where('role', '=', role).where('active', '=', 1);
  if (email) q = q.where('email', '=', email);
  const row = await q.orderBy('id').executeTakeFirst();
  if (!row) throw new Error(`no active user of role ${role}${email ? ` (${email})` : ''}`);
  return row as BenchUser;
}

/** The non-root location whose subtree share of members is closest to `target`. */
async function subtreeNear(database: Database, target: number) {
  const { db } = database;
  const perLocation = await sql<{ location_id: number; n: number }>`select location_id, count(*) as n from members group by location_id`.execute(db);
  const total = perLocation.rows.reduce((s, r) => s + Number(r.n), 0);
  const byLocation = new Map(perLocation.rows.map((r) => [r.location_id, Number(r.n)]));
  const closure = await db.selectFrom('location_closure').select(['ancestor_id', 'descendant_id']).execute();
  const sizes = new Map<number, number>();
  for (const c of closure) sizes.set(c.ancestor_id, (sizes.get(c.ancestor_id) ?? 0) + (byLocation.get(c.descendant_id) ?? 0));
  const locations = await db.selectFrom('locations').select(['id', 'name', 'parent_id']).execute();
  let best = { id: 0, name: '', share: 0 };
  for (const l of locations) {
    if (l.parent_id === null) continue;
    const share = (sizes.get(l.id) ?? 0) / total;
    if (Math.abs(share - target) < Math.abs(best.share - target)) best = { id: l.id, name: l.name, share };
  }
  return best;
}

async function idsByName(database: Database, table: 'professions' | 'categories', names: string[]): Promise<number[]> {
  const rows = await database.db.selectFrom(table).select('id').where('name', 'in', names).orderBy('id').execute();
  return rows.map((r) => r.id);
}

export async function benchContext(database: Database): Promise<BenchContext> {
  const { db } = database;
  const members = await memberCount(database);
  const admin = await userOfRole(database, 1);
  const regional = await userOfRole(database, 4, 'regional@demo.sampark').catch(() => userOfRole(database, 4));
  const topSevak = await sql<{ id: number; n: number }>`
    select a.assigned_to as id, count(*) as n from member_assignments a join users u on u.id = a.assigned_to
    where u.role = 5 group by a.assigned_to order by n desc, a.assigned_to limit 1`.execute(db);
  const sevakRow = topSevak.rows[0];
  if (!sevakRow) throw new Error('no role-5 user has assigned members');
  const sevakUser = await db.selectFrom('users').select(['id', 'role', 'name']).where('id', '=', sevakRow.id).executeTakeFirstOrThrow();
  const middle = await db.selectFrom('members').select(['lastname', 'mobile_number']).where('id', '>=', Math.floor(members / 2)).orderBy('id').limit(1).executeTakeFirstOrThrow();
  const third = await db.selectFrom('members').select('mobile_number').where('id', '>=', Math.floor(members / 3)).where('mobile_number', 'is not', null).orderBy('id').limit(1).executeTakeFirstOrThrow();
  const digits = (third.mobile_number ?? '').replace(/\D/g, '');
  const { rows: last } = await sql<{ lcd: string; created: string }>`select max(lcd) as lcd, max(created_at) as created from members`.execute(db);
  return {
    members,
    admin,
    regional,
    sevak: { ...(sevakUser as BenchUser), assigned: Number(sevakRow.n) },
    subtree: await subtreeNear(database, 0.08),
    nameFragment: (middle.lastname ?? 'Kulkarni').slice(1, 6).toLowerCase(),
    mobileFragment: digits.slice(3, 10),
    professions: await idsByName(database, 'professions', ['Teacher', 'Doctor']),
    categories: await idsByName(database, 'categories', ['Sadhak', 'Dharmapremi']),
    lastLcd: last[0]?.lcd ?? '2026-01-01',
    lastCreated: (last[0]?.created ?? '2026-01-01').slice(0, 10),
  };
}

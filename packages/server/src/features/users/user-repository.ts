import type { UserRow } from '@sampark/domain/schemas/users';
import type { Db } from '../../db/connect';
import type { NewUser, UserUpdate } from '../../db/schema';
import { daysSince, todayText } from '../../lib/time';
import { locationLabels } from '../../shared/locations/location-labels';

/** The columns a user may be shown with: never password_hash. */
const PUBLIC_COLUMNS = ['id', 'name', 'email', 'mobile_no', 'role', 'active', 'created_at', 'updated_at', 'last_login_date'] as const;

async function locationsByUser(db: Db, userIds?: number[]) {
  let q = db
    .selectFrom('user_locations as ul')
    .innerJoin('locations as l', 'l.id', 'ul.location_id')
    .select(['ul.user_id', 'l.id', 'l.name'])
    .orderBy('l.name');
  if (userIds) q = q.where('ul.user_id', 'in', userIds);
  const rows = await q.execute();
  // same-named places are told apart by their ancestors (issue 26)
  const labels = rows.length ? await locationLabels(db) : new Map<number, string>();
  const out = new Map<number, { id: number; name: string }[]>();
  for (const r of rows) out.set(r.user_id, [...(out.get(r.user_id) ?? []), { id: r.id, name: labels.get(r.id) ?? r.name }]);
  return out;
}

/** GET api/users rows (optionally only active or inactive users), by name. */
export async function listUsers(db: Db, active?: number): Promise<UserRow[]> {
  let q = db.selectFrom('users').select(PUBLIC_COLUMNS).orderBy('name').orderBy('id');
  if (active != null) q = q.where('active', '=', active);
  const users = await q.execute();
  const locs = await locationsByUser(db);
  const today = todayText();
  return users.map((u) => {
    const mine = locs.get(u.id) ?? [];
    return {
      ...u,
      last_login_days: daysSince(u.last_login_date, today),
      locations: mine.map((l) => l.id),
      location_names: mine.map((l) => l.name),
    };
  });
}

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  const u = await db.selectFrom('users').select(PUBLIC_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!u) return undefined;
  const mine = (await locationsByUser(db, [id])).get(id) ?? [];
  return { ...u, last_login_days: daysSince(u.last_login_date), locations: mine.map((l) => l.id), location_names: mine.map((l) => l.name) };
}

/** The field ('email' or 'mobile_no') another user already holds, if any. */
export async function takenContactField(db: Db, email: string | null, mobile: string, exceptId?: number): Promise<'email' | 'mobile_no' | undefined> {
  const held = async (column: 'email' | 'mobile_no', value: string) => {
    let q = db.selectFrom('users').select('id').where(column, '=', value);
    if (exceptId != null) q = q.where('id', '!=', exceptId);
    return !!(await q.executeTakeFirst());
  };
  if (email && (await held('email', email))) return 'email';
  if (await held('mobile_no', mobile)) return 'mobile_no';
  return undefined;
}

/** Ids among `ids` that are not locations. */
export async function unknownLocationIds(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const found = new Set((await db.selectFrom('locations').select('id').where('id', 'in', ids).execute()).map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

export async function setUserLocations(db: Db, userId: number, locationIds: number[]): Promise<void> {
  await db.deleteFrom('user_locations').where('user_id', '=', userId).execute();
  if (locationIds.length) {
    await db
      .insertInto('user_locations')
      .values(locationIds.map((location_id) => ({ user_id: userId, location_id })))
      .execute();
  }
}

export async function countAssignedMembers(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('member_assignments').select((eb) => eb.fn.countAll().as('n')).where('assigned_to', '=', userId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The role of user `id`, for the check that the caller may manage them; undefined when there is none. */
export function findUserRole(db: Db, id: number) {
  return db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Db, values: NewUser): Promise<number> {
  const { id } = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateUser(db: Db, id: number, values: UserUpdate): Promise<void> {
  await db.updateTable('users').set(values).where('id', '=', id).execute();
}

/** user_locations and access_tokens go with the user (ON DELETE CASCADE); history keeps the id. */
export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/connect';
import { issueToken } from '../src/features/auth/token-repository';
import { insertLocation } from '../src/db/location-tree';
import { setMemberAssignee } from '../src/shared/members/member-assignments';
import { hashPassword } from '../src/lib/password';
import { nowText } from '../src/lib/time';

export interface TestUser {
  id: number;
  name: string;
  role: number;
  email: string;
  password: string;
  token: string;
}

let seq = 0;
const uniq = () => `${Date.now().toString(36)}${(seq++).toString(36)}${randomBytes(2).toString('hex')}`;

/** A user with a live token; `locations` are location ids (default: none). */
export async function createUser(
  db: Db,
  opts: { role: number; name?: string; password?: string; active?: number; locations?: number[] },
): Promise<TestUser> {
  const u = uniq();
  const password = opts.password ?? 'Secret@123';
  const email = `user.${u}@test.sampark`;
  const now = nowText();
  const { id } = await db
    .insertInto('users')
    .values({
      name: opts.name ?? `User ${u}`,
      email,
      mobile_no: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
      password_hash: await hashPassword(password),
      role: opts.role,
      active: opts.active ?? 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const location_id of opts.locations ?? []) await db.insertInto('user_locations').values({ user_id: id, location_id }).execute();
  const { token } = await issueToken(db, id, 12);
  return { id, name: opts.name ?? `User ${u}`, role: opts.role, email, password, token };
}

export async function createLocationPath(db: Db, names: string[], parentId: number | null = null): Promise<number[]> {
  const ids: number[] = [];
  let parent = parentId;
  for (const name of names) {
    parent = await insertLocation(db, { name, parent_id: parent });
    ids.push(parent);
  }
  return ids;
}

export async function rootLocationId(db: Db): Promise<number> {
  const root = await db.selectFrom('locations').select('id').where('parent_id', 'is', null).orderBy('id').executeTakeFirstOrThrow();
  return root.id;
}

/** A member with sensible defaults; pass any column to override, and `assigned_to` to assign it. */
export async function createMember(db: Db, fields: Record<string, unknown> & { location_id: number }): Promise<number> {
  const { assigned_to, ...values } = fields;
  const now = nowText();
  const firstname = (values.firstname as string) ?? 'Ravi';
  const lastname = (values.lastname as string) ?? 'Kumar';
  const { id } = await db
    .insertInto('members')
    .values({
      salutation: 'Mr',
      firstname,
      lastname,
      fullname: `${firstname} ${lastname}`,
      mobile_number: '9820012345',
      mobile_norm: '9820012345',
      mobile_country_code: '91',
      country: 'INDIA',
      source: 'Quick Entry',
      created_at: now,
      updated_at: now,
      ...values,
    } as any)
    .returning('id')
    .executeTakeFirstOrThrow();
  if (assigned_to != null) await setMemberAssignee(db, id, assigned_to as number);
  return id;
}

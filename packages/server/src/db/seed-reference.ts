import {
  DEFAULT_CATEGORIES,
  DEFAULT_EVENT_TYPES,
  DEFAULT_PROFESSIONS,
  DEFAULT_STATUSES,
  TO_BE_DELETED,
} from '@sampark/domain/options/reference';
import type { Config } from '../config';
import { insertLocation } from './location-tree';
import { generatePassword, hashPassword } from '../lib/password';
import { nowText } from '../lib/time';
import type { Db } from './connect';

export const ROOT_LOCATION = 'INDIA';
export const DEFAULT_ADMIN_EMAIL = 'admin@sampark.local';

/**
 * What a first start needs (docs/api-conventions.md#running-it): the reference lists, the root location,
 * the location ToBeDeleted (soft delete target) and one admin user. Each part is created only
 * when missing, so it is safe on every start.
 */
export async function ensureReferenceData(db: Db, config: Pick<Config, 'adminEmail' | 'adminPassword'>) {
  await seedNamedList(db, 'professions', DEFAULT_PROFESSIONS);
  await seedNamedList(db, 'categories', DEFAULT_CATEGORIES);
  await seedNamedList(db, 'statuses', DEFAULT_STATUSES);
  await seedEventTypes(db);
  const rootId = await ensureRootLocation(db);
  const trash = await db.selectFrom('locations').select('id').where('name', '=', TO_BE_DELETED).executeTakeFirst();
  if (!trash) await insertLocation(db, { name: TO_BE_DELETED, parent_id: rootId });
  return ensureAdmin(db, config, rootId);
}

async function seedNamedList(db: Db, table: 'professions' | 'categories' | 'statuses', names: readonly string[]) {
  const existing = await db.selectFrom(table).select('id').limit(1).execute();
  if (existing.length) return;
  const now = nowText();
  await db
    .insertInto(table)
    .values(names.map((name) => ({ name, name_key: name.toLowerCase(), active: 1, created_at: now, updated_at: now })))
    .execute();
}

async function seedEventTypes(db: Db) {
  if ((await db.selectFrom('event_types').select('id').limit(1).execute()).length) return;
  const now = nowText();
  await db
    .insertInto('event_types')
    .values(DEFAULT_EVENT_TYPES.map((t) => ({ type: t.type, name_key: t.type.toLowerCase(), description: t.description, inactive: 0, created_at: now, updated_at: now })))
    .execute();
}

async function ensureRootLocation(db: Db): Promise<number> {
  const root = await db.selectFrom('locations').select('id').where('parent_id', 'is', null).orderBy('id').executeTakeFirst();
  return root?.id ?? insertLocation(db, { name: ROOT_LOCATION, parent_id: null });
}

async function ensureAdmin(db: Db, config: Pick<Config, 'adminEmail' | 'adminPassword'>, rootId: number) {
  const email = (config.adminEmail ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const anyAdmin = await db.selectFrom('users').select('id').where('role', '=', 1).limit(1).executeTakeFirst();
  if (anyAdmin) return { email, generatedPassword: undefined };
  const generatedPassword = config.adminPassword ? undefined : generatePassword();
  const now = nowText();
  const { id } = await db
    .insertInto('users')
    .values({
      name: 'Administrator',
      email,
      mobile_no: '0000000000',
      password_hash: await hashPassword(config.adminPassword ?? generatedPassword!),
      role: 1,
      active: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_locations').values({ user_id: id, location_id: rootId }).execute();
  return { email, generatedPassword };
}

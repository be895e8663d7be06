import { ALL_ROLES, type Role } from './roles';
import type { AuthUser } from './schemas/account';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * `authUserSchema`'s rules without zod (an integer id, a name, a role of 1-5), keeping only those
 * three parts: the web app reads the stored login at every page's start, before it loads zod
 * (docs/decisions/115-sevak-start-without-zod.md; the web's auth.test.ts holds both to the same cases).
 */
export function authUserOf(value: unknown): AuthUser | null {
  if (!isRecord(value)) return null;
  const { id, name, role } = value;
  if (!Number.isInteger(id) || typeof name !== 'string' || !ALL_ROLES.includes(role as Role)) return null;
  return { id: id as number, name, role: role as Role };
}

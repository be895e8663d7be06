import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/connect';
import type { AuthUser } from './auth-user';

/** Ids are positive 32-bit integers on both engines (docs/api-conventions.md#ids-numbers-and-unknown-keys). */
export const MAX_ID = 2_147_483_647;

/**
 * The one schema of a path `:id`. A path id that cannot exist (not a positive integer, or above
 * MAX_ID) is a 404 like a missing record, not a 422: the access hook answers it before
 * validation (see pathIdOf), so this schema only documents and types it.
 */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

/** The path's id when it is one a record can have, else undefined. */
export function pathIdOf(req: FastifyRequest): number | undefined {
  const raw = (req.params as Record<string, unknown> | undefined)?.id;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= MAX_ID ? id : undefined;
}

/**
 * A route whose path id names a record declares how to find it (`config.pathRecord`): the access
 * hook answers 404 for a missing or out-of-scope record before the body is validated, so a caller
 * cannot learn field rules (or anything) about a record they may not see.
 */
export interface PathRecord {
  message: string;
  /** `user` is undefined on a public route */
  exists(db: Db, user: AuthUser | undefined, id: number): Promise<boolean>;
}

/** A record any caller of the route may reach: it only has to exist in `table`. */
export function rowIn(table: 'users' | 'locations' | 'organizations' | 'event_types' | 'professions' | 'categories' | 'statuses', message = 'Not found.'): PathRecord {
  return {
    message,
    exists: async (db, _user, id) => !!(await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()),
  };
}

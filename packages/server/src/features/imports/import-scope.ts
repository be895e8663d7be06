import { IMPORT_MESSAGES } from '@sampark/domain/schemas/imports';
import { isAdminLevel } from '@sampark/domain/roles';
import type { ScopeUser } from '../../http/auth-user';
import type { PathRecord } from '../../http/params';
import type { ImportScope } from './import-repository';

/** Admins see every import; a coordinator the seekers imports they made (docs/decisions/035-import-design.md). */
export const importScopeOf = (user: ScopeUser): ImportScope => (isAdminLevel(user.role) ? { kind: 'all' } : { kind: 'own', userId: user.id });

/** `:id` of an import the caller may see: 404 otherwise (a running upload is nobody's to open). */
export const visibleImport: PathRecord = {
  message: IMPORT_MESSAGES.notFound,
  exists: async (db, user, id) => {
    if (!user) return false;
    const row = await db.selectFrom('imports').select(['created_by', 'status']).where('id', '=', id).executeTakeFirst();
    if (!row || !['checked', 'imported', 'reverted'].includes(row.status)) return false;
    return isAdminLevel(user.role) || row.created_by === user.id;
  },
};

/** `:id` of a recorded import (not a dry run), for the revert. */
export const recordedImport: PathRecord = {
  message: IMPORT_MESSAGES.notFound,
  exists: async (db, _user, id) => {
    const row = await db.selectFrom('imports').select('status').where('id', '=', id).executeTakeFirst();
    return !!row && ['imported', 'reverted'].includes(row.status);
  },
};

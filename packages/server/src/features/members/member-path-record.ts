import type { PathRecord } from '../../http/params';
import { MEMBER_NOT_FOUND } from './member-record-service';
import { memberInScope, memberScopeOf } from './member-scope';

/** `config.pathRecord` of routes whose :id is a member: 404 unless it exists in the caller's scope. */
export const visibleMember: PathRecord = {
  message: MEMBER_NOT_FOUND,
  exists: async (db, user, id) => !!user && (await memberInScope(db, await memberScopeOf(db, user), id)),
};

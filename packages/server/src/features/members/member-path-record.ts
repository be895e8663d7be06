import type { PathRecord } from '../../http/params';
import { MEMBER_NOT_FOUND, memberVisibleTo } from '../../shared/members/member-scope';

/** `config.pathRecord` of routes whose :id is a member: 404 unless it exists in the caller's scope. */
export const visibleMember: PathRecord = {
  message: MEMBER_NOT_FOUND,
  exists: async (db, user, id) => !!user && (await memberVisibleTo(db, user, id)),
};

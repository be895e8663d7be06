import type { MemberSearchQuery } from '@sampark/domain/schemas/add-members';
import type { MemberFilter, MemberListQuery } from '@sampark/domain/schemas/member-filter';
import type { Db, Dialect } from '../../db/connect';
import type { ScopeUser } from '../../http/auth-user';
import { requireEventInScope } from '../../shared/events/event-scope';
import { buildMemberQuery } from '../../shared/members/member-filter';
import { memberPageJson, sortOf } from '../../shared/members/member-list';
import { type MemberPageBody, withEventInfo } from './member-event-info';
import { searchPage } from './member-search';

/** One page of the members lists: POST api/filter and the add-members screen's POST api/search. */

/** The event the extra info is about must be one the caller may manage (404 otherwise, as storemembers). */
async function eventForInfo(db: Db, user: ScopeUser, eventId: number | undefined): Promise<number | undefined> {
  if (!eventId) return undefined;
  await requireEventInScope(db, user, eventId);
  return eventId;
}

/**
 * POST api/filter: the page's JSON text as the engine writes it (sent as it comes), or, with
 * extrainfo, the page with each record's event_status and missing for the filter's event.
 */
export async function filterPage(db: Db, dialect: Dialect, user: ScopeUser, query: MemberListQuery, filter: MemberFilter): Promise<string | MemberPageBody> {
  const { skip, limit, orderby, ordertype, keyword, fields, extrainfo } = query;
  const eventId = extrainfo ? await eventForInfo(db, user, filter.event_id) : undefined;
  const q = await buildMemberQuery(db, dialect, user, filter, keyword);
  const body = await memberPageJson(db, q, sortOf(orderby, ordertype), { skip, limit, fields });
  return extrainfo ? withEventInfo(db, dialect, JSON.parse(body), eventId) : body;
}

/** POST api/search: the keyword search within the first 50 matches, with the event's info when event_id is given. */
export async function addMembersSearch(db: Db, dialect: Dialect, user: ScopeUser, query: MemberSearchQuery, filter: MemberFilter): Promise<MemberPageBody> {
  const { keyword, skip, limit, orderby, ordertype, fields, event_id } = query;
  const eventId = await eventForInfo(db, user, event_id);
  const q = await buildMemberQuery(db, dialect, user, filter, keyword);
  const page = await searchPage(db, q, sortOf(orderby, ordertype), { skip, limit, fields });
  return event_id === undefined ? page : withEventInfo(db, dialect, page, eventId);
}

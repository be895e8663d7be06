import { missingForEvent } from '@sampark/domain/events/add-members-rules';
import type { AddMembersPage, MemberEventInfo } from '@sampark/domain/schemas/add-members';
import type { ApprovalStatus } from '@sampark/domain/options/events';
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import { isOneOf } from '../../db/id-list';

/**
 * The add-members list's extra info (seed 002 §7 `api/filter?extrainfo=1`, `api/search` with
 * event_id; docs/decisions/030-add-members-list.md): for each row of a page, its approval status
 * in the event and what adding it would find missing (domain missingForEvent, the rule
 * storemembers applies). One statement for the page's ids, by the primary key and the
 * (event_id, member_id) unique index; the columns are read here, so a page asking for a few
 * `fields` still gets the right answer.
 */

/** A page of the members list as an object (the list itself sends the engine's JSON text). */
export type MemberPageBody = AddMembersPage;

async function eventInfoOf(db: Db, dialect: Dialect, ids: readonly number[], eventId: number | undefined): Promise<Map<number, MemberEventInfo>> {
  if (!ids.length) return new Map();
  const status = eventId
    ? sql<ApprovalStatus | null>`(select em.status from event_members em where em.event_id = ${eventId} and em.member_id = m.id)`
    : sql<null>`null`;
  const rows = await db
    .selectFrom('members as m')
    .select(['m.id', 'm.category_id', 'm.profession_id', 'm.brief_intro', 'm.participation', status.as('event_status')])
    .where(isOneOf(dialect, sql.ref('m.id'), ids))
    .execute();
  return new Map(rows.map((r) => [r.id, { event_status: r.event_status, missing: missingForEvent(r) }]));
}

/** The page with each record's extra info for `eventId` (0 or none: no event). */
export async function withEventInfo(db: Db, dialect: Dialect, page: MemberPageBody, eventId: number | undefined): Promise<MemberPageBody> {
  const info = await eventInfoOf(db, dialect, page.data.records.map((r) => r.id), eventId || undefined);
  const records = page.data.records.map((r) => ({ ...r, ...(info.get(r.id) ?? { event_status: null, missing: [] }) }));
  return { data: { ...page.data, records } };
}

import { missingForEvent, type NotAdded, type StoreMembersResult } from '@sampark/domain/events/add-members-rules';
import { type Kysely, sql } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import { isOneOf } from '../../db/id-list';
import type { DB } from '../../db/schema';
import type { AuthUser } from '../../http/auth-user';
import { nowText } from '../../lib/time';
import { memberScopeOf, scopeCondition } from '../../shared/members/member-scope';
import { appendHistory } from '../../shared/events/event-history';

/** Members per statement: the ids are one parameter (isOneOf), this bounds each statement's work. */
export const CHUNK = 10_000;

export function chunksOf<T>(list: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/**
 * POST api/event/storemembers (seed 002 §4 "Adding members to an event", docs/api-conventions.md#events):
 * the members inside the caller's locations that have category, profession, brief_intro and
 * participation and are not in the event yet are added as New, in one INSERT ... SELECT per
 * chunk, with a history row each ("added") in the same transaction. Every other id is reported
 * with its reason; an id that does not exist reads as outside the caller's locations (no leak).
 */
export async function storeMembers(db: Kysely<DB>, dialect: Dialect, user: AuthUser, eventId: number, ids: number[]): Promise<StoreMembersResult> {
  return db.transaction().execute(async (trx) => {
    const scope = await memberScopeOf(trx, user);
    const notAdded: NotAdded[] = [];
    const addable: number[] = [];
    const found = new Map<number, Candidate>();
    for (const chunk of chunksOf(ids)) for (const row of await candidates(trx, dialect, eventId, chunk, scopeCondition(scope))) found.set(row.id, row);
    for (const id of ids) {
      const m = found.get(id);
      const missing = m ? missingForEvent(m) : [];
      if (!m) notAdded.push({ id, reason: 'outside your locations' });
      else if (m.in_event !== null) notAdded.push({ id, reason: 'already added' });
      else if (missing.length) notAdded.push({ id, reason: 'incomplete', missing });
      else addable.push(id);
    }
    const added = new Set<number>();
    for (const chunk of chunksOf(addable)) for (const id of await insertNew(trx, dialect, user.id, eventId, chunk)) added.add(id);
    // added meanwhile by someone else (the unique index kept it once)
    for (const id of addable) if (!added.has(id)) notAdded.push({ id, reason: 'already added' });
    const position = new Map(ids.map((id, i) => [id, i]));
    notAdded.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
    return { total: ids.length, added: addable.filter((id) => added.has(id)), not_added: notAdded };
  });
}

type Candidate = Awaited<ReturnType<typeof candidates>>[number];

async function candidates(db: Db, dialect: Dialect, eventId: number, ids: number[], scope: ReturnType<typeof scopeCondition>) {
  return db
    .selectFrom('members as m')
    .leftJoin('event_members as em', (j) => j.onRef('em.member_id', '=', 'm.id').on('em.event_id', '=', eventId))
    .select(['m.id', 'm.category_id', 'm.profession_id', 'm.brief_intro', 'm.participation', 'em.id as in_event'])
    .where(isOneOf(dialect, sql.ref('m.id'), ids))
    .where(scope as never)
    .execute();
}

/** Inserts the chunk as New (a row added meanwhile is skipped) and returns the member ids inserted. */
async function insertNew(db: Db, dialect: Dialect, userId: number, eventId: number, ids: number[]): Promise<number[]> {
  const now = nowText();
  const rows = await db
    .insertInto('event_members')
    .columns(['event_id', 'member_id', 'status', 'created_by', 'created_at', 'updated_at'])
    .expression((eb) =>
      eb
        .selectFrom('members as m')
        .select([
          sql<number>`cast(${eventId} as integer)`.as('event_id'),
          'm.id as member_id',
          sql<string>`cast(${'New'} as text)`.as('status'),
          sql<number>`cast(${userId} as integer)`.as('created_by'),
          sql<string>`cast(${now} as text)`.as('created_at'),
          sql<string>`cast(${now} as text)`.as('updated_at'),
        ])
        .where(isOneOf(dialect, sql.ref('m.id'), ids)),
    )
    .onConflict((oc) => oc.columns(['event_id', 'member_id']).doNothing())
    .returning(['id', 'member_id'])
    .execute();
  if (rows.length) {
    const ids = rows.map((r) => r.id);
    await appendHistory(db, dialect, ids, { field: 'status', to: 'New', comment: ADDED_COMMENT, userId, now, added: true });
  }
  return rows.map((r) => r.member_id);
}

/** The history row of an added member says so (the timeline starts there). */
export const ADDED_COMMENT = 'Added to the event';

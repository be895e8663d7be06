import type { Db } from '../src/db/connect';
import { createLocationPath, createMember, rootLocationId } from './factories';
import { nowText } from '../src/lib/time';

/**
 * The events tests' world: a state with two districts (Pune, Nashik) and a state beside it
 * (Goa); an event at the state; complete members in each district.
 */
export interface EventWorld {
  root: number;
  state: number;
  pune: number;
  nashik: number;
  goa: number;
  type: number;
  category: number;
  profession: number;
}

export async function eventWorld(db: Db): Promise<EventWorld> {
  const root = await rootLocationId(db);
  const [state, pune] = await createLocationPath(db, ['Maharashtra', 'Pune'], root);
  const [nashik] = await createLocationPath(db, ['Nashik'], state);
  const [goa] = await createLocationPath(db, ['Goa'], root);
  const type = (await db.selectFrom('event_types').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const category = (await db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const profession = (await db.selectFrom('professions').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  return { root, state, pune, nashik, goa, type, category, profession };
}

export async function createEvent(db: Db, w: EventWorld, values: { name?: string; location_id?: number; created_by?: number } = {}): Promise<number> {
  const now = nowText();
  const { id } = await db
    .insertInto('events')
    .values({ name: 'Yuva Shibir', location_id: w.state, type: w.type, date_from: '2025-01-10', date_to: '2025-01-12', created_at: now, updated_at: now, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A member with everything adding to an event needs (seed 002 §4). */
export function completeMember(db: Db, w: EventWorld, location_id: number, values: Record<string, unknown> = {}): Promise<number> {
  return createMember(db, {
    location_id,
    category_id: w.category,
    profession_id: w.profession,
    brief_intro: 'Teacher, runs a study circle',
    participation: 'Active',
    ...values,
  });
}

/** Puts members straight into the event with a status (and post-approval values). */
export async function enrol(db: Db, eventId: number, memberIds: number[], values: { status?: string; inv_status?: number; registered?: number; attended?: number } = {}) {
  const now = nowText();
  for (const member_id of memberIds) {
    await db
      .insertInto('event_members')
      .values({ event_id: eventId, member_id, created_at: now, updated_at: now, ...values })
      .onConflict((oc) => (Object.keys(values).length ? oc.columns(['event_id', 'member_id']).doUpdateSet(values) : oc.columns(['event_id', 'member_id']).doNothing()))
      .execute();
  }
}

export async function statusOf(db: Db, eventId: number, memberId: number) {
  return db
    .selectFrom('event_members')
    .select(['status', 'inv_status', 'registered', 'attended', 'approved_by', 'approval_comments', 'attendance_comment'])
    .where('event_id', '=', eventId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export async function historyCount(db: Db, eventId: number): Promise<number> {
  const { n } = await db.selectFrom('event_member_history').select((eb) => eb.fn.countAll<number>().as('n')).where('event_id', '=', eventId).executeTakeFirstOrThrow();
  return Number(n);
}

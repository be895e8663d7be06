import { PENDING_SINCE_CREATED_GROUP } from '@sampark/domain/contact-group';
import { TO_BE_DELETED } from '@sampark/domain/options/reference';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/**
 * The SQL of a user's agenda (issue 31): meetings and due contacts among the members assigned to
 * the user (member_assignments' assignee index walks them), soft-deleted members left out.
 * Dates are the stored local texts, compared as text ('YYYY-MM-DD ...').
 */

function assignedMembers(db: Db, userId: number) {
  return db
    .selectFrom('member_assignments as a')
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .innerJoin('locations as l', 'l.id', 'm.location_id')
    .where('a.assigned_to', '=', userId)
    .where('l.name', '!=', TO_BE_DELETED);
}

export interface MeetingWindow {
  from: string;
  to: string;
}

/** Followups that set a meeting on a day of the window, each with whether a later followup of the member exists. */
export async function listMeetings(db: Db, userId: number, window: MeetingWindow) {
  const rows = await assignedMembers(db, userId)
    .innerJoin('followups as f', 'f.member_id', 'm.id')
    .where('f.meeting_date', '>=', window.from)
    .where('f.meeting_date', '<=', window.to)
    .select((eb) => [
      'f.id as followup_id',
      'm.id as member_id',
      'm.fullname',
      'm.mobile_country_code',
      'm.mobile_number',
      'f.meeting_date',
      'f.meeting_time',
      'f.meeting_date_time',
      eb
        .exists(
          eb
            .selectFrom('followups as later')
            .select('later.id')
            .whereRef('later.member_id', '=', 'f.member_id')
            .where((w) => w.or([w('later.followup_date', '>', w.ref('f.followup_date')), w.and([w('later.followup_date', '=', w.ref('f.followup_date')), w('later.id', '>', w.ref('f.id'))])])),
        )
        .as('later_followup'),
    ])
    .orderBy('f.meeting_date_time')
    .orderBy('f.id')
    .execute();
  return rows.map((r) => ({ ...r, meeting_date: r.meeting_date!, meeting_time: r.meeting_time!, meeting_date_time: r.meeting_date_time!, later_followup: Boolean(r.later_followup) }));
}

/**
 * Contacts in Pending or Unsuccessful whose last contact (a Pending member: its creation) is
 * before `before` ('YYYY-MM-DD'), oldest first, at most `limit` of them; `since` is the date the
 * wait counts from, `total` how many there are in all (the same on every row: counted before the
 * limit, so a user with 100,000 assignments costs one query and an answer of `limit` rows).
 */
export async function listDue(db: Db, userId: number, before: string, limit: number) {
  const since = sql<string>`case when m.contact_group = ${PENDING_SINCE_CREATED_GROUP} or m.lcd is null then m.created_at else m.lcd end`;
  const rows = await assignedMembers(db, userId)
    .where('m.contact_group', 'in', [PENDING_SINCE_CREATED_GROUP, 'Unsuccessful'])
    .where(since, '<', before)
    .select(['m.id as member_id', 'm.fullname', 'm.mobile_country_code', 'm.mobile_number', 'm.contact_group', 'm.lcd', 'm.created_at'])
    .select(sql<number | string>`count(*) over ()`.as('total'))
    .orderBy(since)
    .orderBy('m.id')
    .limit(limit)
    .execute();
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows.length ? Number(rows[0]!.total) : 0 };
}

import { pendingDays } from '@sampark/domain/contact-group';
import { AGENDA_DUE_LIMIT } from '@sampark/domain/schemas/agenda';
import { addDays } from '@sampark/domain/schemas/registration-windows';
import type { Db } from '../../db/connect';
import { nowText } from '../../lib/time';
import { listDue, listMeetings } from './agenda-repository';

/** Meetings from a week ago (missed ones still need a followup) to a month ahead (issue 31). */
export const MEETINGS_PAST_DAYS = 7;
export const MEETINGS_AHEAD_DAYS = 30;

/**
 * A user's agenda (docs/decisions/088-my-agenda.md): `meetings` with the missed ones (past, no
 * later followup) first, then by time; `due`, the contacts waiting longer than `dueDays`, the
 * AGENDA_DUE_LIMIT waiting longest, and `due_total`, how many wait in all.
 * "Now" is the organisation's wall clock (APP_TIMEZONE), like every stored timestamp.
 */
export async function myAgenda(db: Db, userId: number, dueDays: number) {
  const now = nowText();
  const today = now.slice(0, 10);
  const [meetingRows, dueRows] = await Promise.all([
    listMeetings(db, userId, { from: addDays(today, -MEETINGS_PAST_DAYS), to: addDays(today, MEETINGS_AHEAD_DAYS) }),
    listDue(db, userId, addDays(today, -dueDays), AGENDA_DUE_LIMIT),
  ]);
  const meetings = meetingRows.map(({ meeting_date_time, ...m }) => ({ ...m, overdue: meeting_date_time < now && !m.later_followup }));
  meetings.sort((a, b) => Number(b.overdue) - Number(a.overdue));
  const due = dueRows.rows.map(({ lcd, created_at, ...d }) => ({ ...d, lcd, pending_days: pendingDays({ contact_group: d.contact_group, lcd, created_at }, today) }));
  return { meetings, due, due_total: dueRows.total };
}

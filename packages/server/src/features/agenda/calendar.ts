import { addDays } from '@sampark/domain/schemas/registration-windows';
import type { Db } from '../../db/connect';
import { feedToken, verifyFeedToken } from '../../lib/feed-token';
import { icalLines, icalText, localDateTime, utcDateTime, vtimezone } from '../../lib/ical';
import { APP_TIMEZONE, todayText } from '../../lib/time';
import { listMeetings } from './agenda-repository';
import { calendarKeyOf, raiseCalendarKey } from './calendar-repository';

/**
 * A user's meetings as an iCalendar feed at a secret address (issue 31,
 * docs/decisions/090-calendar-feed.md): what a phone's calendar app subscribes to.
 */
const PURPOSE = 'calendar-feed';
/** Meetings from a month ago (what happened lately stays on the calendar) to a year ahead. */
const PAST_DAYS = 30;
const AHEAD_DAYS = 366;
const MEETING_MINUTES = 60;

const feedUrl = async (db: Db, userId: number, key: number, origin: string) => `${origin}/api/calendar/${await feedToken(db, PURPOSE, userId, key)}.ics`;

export async function calendarUrl(db: Db, userId: number, origin: string): Promise<string> {
  return feedUrl(db, userId, (await calendarKeyOf(db, userId)) ?? 0, origin);
}

/** A new address; the old one answers 404 from now on. */
export async function resetCalendar(db: Db, userId: number, origin: string): Promise<string> {
  const key = await db.transaction().execute((trx) => raiseCalendarKey(trx, userId));
  return feedUrl(db, userId, key, origin);
}

/** The feed of the token's user, or undefined when the token is not a current one. */
export async function calendarFeed(db: Db, token: string, origin: string): Promise<string | undefined> {
  const userId = await verifyFeedToken(db, PURPOSE, token.replace(/\.ics$/, ''), (id) => calendarKeyOf(db, id));
  if (userId === undefined) return undefined;
  const today = todayText();
  const meetings = await listMeetings(db, userId, { from: addDays(today, -PAST_DAYS), to: addDays(today, AHEAD_DAYS) });
  const now = new Date();
  const span = { from: new Date(`${addDays(today, -PAST_DAYS - 1)}T00:00:00Z`), to: new Date(`${addDays(today, AHEAD_DAYS + 1)}T00:00:00Z`) };
  const host = new URL(origin).host;
  const events = meetings.flatMap((m) => {
    const mobile = [m.mobile_country_code ? `+${m.mobile_country_code}` : '', m.mobile_number ?? ''].join(' ').trim();
    const link = `${origin}/member/${m.member_id}/view`;
    return [
      'BEGIN:VEVENT',
      // the followup that set the meeting names it: the same meeting keeps its UID in every download
      `UID:meeting-${m.followup_id}@${host}`,
      `DTSTAMP:${utcDateTime(now)}`,
      `DTSTART;TZID=${APP_TIMEZONE}:${localDateTime(m.meeting_date, m.meeting_time)}`,
      `DURATION:PT${MEETING_MINUTES}M`,
      `SUMMARY:${icalText(`Meeting: ${m.fullname}`)}`,
      `DESCRIPTION:${icalText([mobile && `Mobile: ${mobile}`, link].filter(Boolean).join('\n'))}`,
      `URL:${link}`,
      'END:VEVENT',
    ];
  });
  return icalLines([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sampark//Meetings//EN',
    'CALSCALE:GREGORIAN',
    'X-WR-CALNAME:Sampark meetings',
    `X-WR-TIMEZONE:${APP_TIMEZONE}`,
    ...vtimezone(APP_TIMEZONE, span.from, span.to),
    ...events,
    'END:VCALENDAR',
  ]);
}

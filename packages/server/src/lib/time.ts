/**
 * Timestamps are stored as TEXT 'YYYY-MM-DD HH:MM:SS' in the organisation's time zone
 * (APP_TIMEZONE, default Asia/Kolkata) so that day filters and displays agree with what users
 * see on their calendars (docs/decisions/004-dates-as-text.md).
 */
export const APP_TIMEZONE = process.env.APP_TIMEZONE || 'Asia/Kolkata';
const fmt = new Intl.DateTimeFormat('sv-SE', {
  timeZone: APP_TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

export function toLocalText(d: Date): string {
  return fmt.format(d).replace('T', ' ');
}

export function nowText(): string {
  return toLocalText(new Date());
}

export function todayText(): string {
  return nowText().slice(0, 10);
}

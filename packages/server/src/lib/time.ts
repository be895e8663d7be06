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

/** Whole calendar days between a 'YYYY-MM-DD…' timestamp and today, in the organisation's time zone. */
export function daysSince(timestamp: string | null, today = todayText()): number | null {
  if (!timestamp) return null;
  const day = (text: string) => Date.UTC(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10)));
  return Math.round((day(today) - day(timestamp)) / 86_400_000);
}

/**
 * Day arithmetic for the generator: dates as whole days since 1970-01-01 (UTC calendar, no time
 * zone), written as 'YYYY-MM-DD' and 'YYYY-MM-DD HH:MM:SS' like every stored date (lib/time.ts).
 */
const DAY_MS = 86_400_000;

export function dayNumber(date: string): number {
  return Math.floor(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / DAY_MS);
}

/** Formatting a Date is slow and the generator formats millions of dates over a few thousand days. */
const dayTexts = new Map<number, string>();

export function dayText(day: number): string {
  let text = dayTexts.get(day);
  if (text === undefined) {
    text = new Date(day * DAY_MS).toISOString().slice(0, 10);
    dayTexts.set(day, text);
  }
  return text;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

const clockTexts: string[] = [];

function clockText(secondOfDay: number): string {
  let text = clockTexts[secondOfDay];
  if (text === undefined) {
    const h = Math.floor(secondOfDay / 3600);
    const m = Math.floor((secondOfDay % 3600) / 60);
    text = clockTexts[secondOfDay] = `${two(h)}:${two(m)}:${two(secondOfDay % 60)}`;
  }
  return text;
}

/** 'YYYY-MM-DD HH:MM:SS' for a day and a second of that day. */
export function stampText(day: number, secondOfDay: number): string {
  return `${dayText(day)} ${clockText(secondOfDay)}`;
}

/** A moment: day and second of day, compared as one number. */
export interface Moment {
  day: number;
  second: number;
}

export const momentValue = (m: Moment) => m.day * 86_400 + m.second;

export const laterOf = (a: Moment, b: Moment): Moment => (momentValue(a) >= momentValue(b) ? a : b);

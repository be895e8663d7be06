/**
 * Writing iCalendar text (RFC 5545): escaped values, lines folded at 75 octets, CRLF endings, and
 * a VTIMEZONE for an IANA zone built from the runtime's own zone data (Intl), so a phone's
 * calendar places a local time right even in a zone with daylight saving time.
 */

/** §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export function icalText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n|\r/g, '\\n');
}

/** §3.1: a line longer than 75 octets goes on in lines that start with a space; a character is never split. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    const limit = parts.length ? 74 : 75;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The lines as one iCalendar text: folded, each ended by CRLF. */
export function icalLines(lines: readonly string[]): string {
  return lines.map((l) => `${foldLine(l)}\r\n`).join('');
}

const pad = (n: number) => String(n).padStart(2, '0');

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at `at`, in minutes (+330 for India). */
export function zoneOffsetMinutes(zone: string, at: Date): number {
  let format = offsetFormats.get(zone);
  if (!format) offsetFormats.set(zone, (format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })));
  const name = format.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** '+0530' */
function offsetText(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** The local wall time of an instant under `offset` minutes, as 'YYYYMMDDTHHMMSS'. */
function localStamp(at: Date, offset: number): string {
  const d = new Date(at.getTime() + offset * 60_000);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

const DAY_MS = 86_400_000;

/** The instants the zone's offset changes between `from` and `to`, found day by day, then to the minute. */
function transitions(zone: string, from: Date, to: Date): { at: Date; before: number; after: number }[] {
  const found: { at: Date; before: number; after: number }[] = [];
  for (let t = from.getTime(); t < to.getTime(); t += DAY_MS) {
    const before = zoneOffsetMinutes(zone, new Date(t));
    const after = zoneOffsetMinutes(zone, new Date(t + DAY_MS));
    if (before === after) continue;
    let lo = t;
    let hi = t + DAY_MS;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (zoneOffsetMinutes(zone, new Date(mid)) === before) lo = mid;
      else hi = mid;
    }
    found.push({ at: new Date(hi), before, after });
  }
  return found;
}

/**
 * The VTIMEZONE of `zone` for the instants `from` to `to`: the offset in force at `from`, then one
 * observance per change (DAYLIGHT when the clock goes forward of the standard offset).
 */
export function vtimezone(zone: string, from: Date, to: Date): string[] {
  const start = zoneOffsetMinutes(zone, from);
  const changes = transitions(zone, from, to);
  const standard = Math.min(start, ...changes.map((c) => c.after));
  const observance = (kind: string, at: Date, before: number, after: number) => [
    `BEGIN:${kind}`,
    `DTSTART:${localStamp(at, before)}`,
    `TZOFFSETFROM:${offsetText(before)}`,
    `TZOFFSETTO:${offsetText(after)}`,
    `END:${kind}`,
  ];
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    ...observance(start > standard ? 'DAYLIGHT' : 'STANDARD', from, start, start),
    ...changes.flatMap((c) => observance(c.after > standard ? 'DAYLIGHT' : 'STANDARD', c.at, c.before, c.after)),
    'END:VTIMEZONE',
  ];
}

/** 'YYYY-MM-DD' and 'HH:MM' as a local DATE-TIME value, 'YYYYMMDDTHHMM00'. */
export function localDateTime(date: string, time: string): string {
  return `${date.replace(/-/g, '')}T${time.replace(':', '').slice(0, 4)}00`;
}

/** An instant as a UTC DATE-TIME value, 'YYYYMMDDTHHMMSSZ'. */
export function utcDateTime(at: Date): string {
  return `${localStamp(at, 0)}Z`;
}

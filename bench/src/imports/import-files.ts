import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_PROFESSIONS, DEFAULT_CATEGORIES } from '@sampark/domain/options/reference';
import type { Db } from '@sampark/server/src/db/connect';
import ExcelJS from 'exceljs';

/**
 * The import benchmark's files (issue 15 "Speed and memory"): `rows` seekers in a seekers_info
 * sheet and `rows` members in a members_info sheet, as .xlsx written by exceljs' streaming writer,
 * with the columns a data-entry team fills in and varied values. Every row is new: the numbers
 * count up from 7,100,000,000 (seekers) and 7,200,000,000 (members), skipping those a member or a
 * seeker of the target database holds. The demo generator spreads its numbers over all of
 * 6,000,000,000-9,999,999,999 (demoMobile), so the 1,000,000 members of load-bench.ts hold ~30 of
 * each 100,000, and a seeker with a member's number is refused. Cached by size and numbers.
 */

const FIRST = ['Ravi', 'Sita', 'Anand', 'Meera', 'Gopal', 'Lakshmi', 'Suresh', 'Asha', 'Vijay', 'Kavita', 'Mahesh', 'Rekha', 'Ajay', 'Sunita', 'Prakash', 'Geeta'];
const LAST = ['Kulkarni', 'Patil', 'Deshmukh', 'Joshi', 'Sharma', 'Verma', 'Iyer', 'Nair', 'Reddy', 'Gupta', 'Singh', 'Pawar'];
const DISTRICTS = ['Pune', 'Mumbai City', 'Nagpur', 'Nashik', 'Thane', 'Satara', 'Kolhapur', 'Solapur'];
const LANGUAGES = ['Marathi,Hindi', 'Hindi', 'Marathi,English', 'Hindi,English'];

const pick = <T>(list: readonly T[], i: number) => list[i % list.length];
const dob = (i: number) => `${String((i % 28) + 1).padStart(2, '0')}-${String((i % 12) + 1).padStart(2, '0')}-${1950 + (i % 50)}`;

const SEEKER_COLUMNS = ['salutation', 'firstname', 'middlename', 'lastname', 'gender', 'dob', 'country', 'state', 'district', 'city', 'mobile_number', 'email', 'languages_known', 'profession', 'year_joined', 'spi_level', 'seva_hours'];
const MEMBER_COLUMNS = ['salutation', 'firstname', 'lastname', 'gender', 'dob', 'country', 'state', 'district', 'city', 'mobile_number', 'email', 'profession_id', 'category_id', 'brief_intro', 'source', 'languages_known'];

type Row = (string | number | null)[];

function seekerRow(i: number, mobile: number): Row {
  const female = i % 3 === 1;
  return [
    female ? 'Smt.' : 'Mr', pick(FIRST, i), pick(FIRST, i + 7), pick(LAST, i), female ? 'F' : 'M', dob(i),
    'INDIA', 'Maharashtra', pick(DISTRICTS, i), pick(DISTRICTS, i), mobile,
    i % 2 ? `seeker${i}@example.org` : null, pick(LANGUAGES, i), pick(DEFAULT_PROFESSIONS, i), 1995 + (i % 30), 30 + (i % 70), (i % 24) + 0.5,
  ];
}

function memberRow(i: number, mobile: number): Row {
  return [
    'Mr', pick(FIRST, i), pick(LAST, i + 3), i % 2 ? 'Male' : 'Female', dob(i), 'INDIA', 'Maharashtra', pick(DISTRICTS, i), pick(DISTRICTS, i + 1),
    mobile, i % 2 ? null : `member${i}@example.org`, pick(DEFAULT_PROFESSIONS, i), pick(DEFAULT_CATEGORIES, i), `Met at the ${pick(DISTRICTS, i)} exhibition`, 'PIS', pick(LANGUAGES, i),
  ];
}

/** The stored numbers (members' and seekers', mobile and WhatsApp) in [from, to): ten digits, so text order is number order. */
async function takenBetween(db: Db, from: number, to: number): Promise<Set<string>> {
  const taken = new Set<string>();
  for (const table of ['members', 'seekers'] as const) {
    for (const column of ['mobile_norm', 'whatsapp_norm'] as const) {
      const rows = await db.selectFrom(table).select(`${column} as n`).where(column, '>=', String(from)).where(column, '<', String(to)).execute();
      for (const r of rows) if (r.n) taken.add(r.n);
    }
  }
  return taken;
}

/** `count` numbers from `first` on that the database does not hold, in order. */
export async function freeNumbers(db: Db, first: number, count: number): Promise<number[]> {
  const free: number[] = [];
  for (let from = first; free.length < count; ) {
    // the rows still wanted and room for the few taken among them: one or two rounds
    const to = from + (count - free.length) + 1000;
    const taken = await takenBetween(db, from, to);
    for (let n = from; n < to && free.length < count; n++) if (!taken.has(String(n))) free.push(n);
    from = to;
  }
  return free;
}

async function write(file: string, sheet: string, columns: string[], row: (i: number, mobile: number) => Row, numbers: number[]) {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: false });
  const ws = wb.addWorksheet(sheet);
  ws.addRow(columns).commit();
  for (const [i, mobile] of numbers.entries()) ws.addRow(row(i, mobile)).commit();
  ws.commit();
  await wb.commit();
}

const KINDS = {
  seekers: { sheet: 'seekers_info', columns: SEEKER_COLUMNS, row: seekerRow, first: 7_100_000_000 },
  members: { sheet: 'members_info', columns: MEMBER_COLUMNS, row: memberRow, first: 7_200_000_000 },
} as const;

/** The seekers and the members file of `rows` rows each for the database `db`. */
export async function importFiles(db: Db, rows: number): Promise<Record<keyof typeof KINDS, string>> {
  const dir = path.join(os.tmpdir(), 'sampark-bench-import');
  fs.mkdirSync(dir, { recursive: true });
  const files = { seekers: '', members: '' };
  for (const kind of ['seekers', 'members'] as const) {
    const spec = KINDS[kind];
    const numbers = await freeNumbers(db, spec.first, rows);
    // the same rows with other numbers are another file
    const hash = createHash('sha1').update(numbers.join(',')).digest('hex').slice(0, 10);
    files[kind] = path.join(dir, `${kind}-${rows}-${hash}.xlsx`);
    if (!fs.existsSync(files[kind])) await write(files[kind], spec.sheet, spec.columns, spec.row, numbers);
  }
  return files;
}

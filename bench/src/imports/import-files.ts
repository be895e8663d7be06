import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_PROFESSIONS, DEFAULT_CATEGORIES } from '@sampark/domain/options/reference';
import ExcelJS from 'exceljs';

/**
 * The import benchmark's files (issue 15 "Speed and memory"): `rows` seekers in a seekers_info
 * sheet and `rows` members in a members_info sheet, as .xlsx written by exceljs' streaming writer,
 * with the columns a data-entry team fills in and varied values. Numbers are in ranges the demo
 * and bench data do not use (7,1xx,xxx,xxx and 7,2xx,xxx,xxx), so every row is new. Cached by size.
 */

const FIRST = ['Ravi', 'Sita', 'Anand', 'Meera', 'Gopal', 'Lakshmi', 'Suresh', 'Asha', 'Vijay', 'Kavita', 'Mahesh', 'Rekha', 'Ajay', 'Sunita', 'Prakash', 'Geeta'];
const LAST = ['Kulkarni', 'Patil', 'Deshmukh', 'Joshi', 'Sharma', 'Verma', 'Iyer', 'Nair', 'Reddy', 'Gupta', 'Singh', 'Pawar'];
const DISTRICTS = ['Pune', 'Mumbai City', 'Nagpur', 'Nashik', 'Thane', 'Satara', 'Kolhapur', 'Solapur'];
const LANGUAGES = ['Marathi,Hindi', 'Hindi', 'Marathi,English', 'Hindi,English'];

const pick = <T>(list: readonly T[], i: number) => list[i % list.length];
const dob = (i: number) => `${String((i % 28) + 1).padStart(2, '0')}-${String((i % 12) + 1).padStart(2, '0')}-${1950 + (i % 50)}`;

const SEEKER_COLUMNS = ['salutation', 'firstname', 'middlename', 'lastname', 'gender', 'dob', 'country', 'state', 'district', 'city', 'mobile_number', 'email', 'languages_known', 'profession', 'year_joined', 'spi_level', 'seva_hours'];
const MEMBER_COLUMNS = ['salutation', 'firstname', 'lastname', 'gender', 'dob', 'country', 'state', 'district', 'city', 'mobile_number', 'email', 'profession_id', 'category_id', 'brief_intro', 'source', 'languages_known'];

function seekerRow(i: number): (string | number | null)[] {
  const female = i % 3 === 1;
  return [
    female ? 'Smt.' : 'Mr', pick(FIRST, i), pick(FIRST, i + 7), pick(LAST, i), female ? 'F' : 'M', dob(i),
    'INDIA', 'Maharashtra', pick(DISTRICTS, i), pick(DISTRICTS, i), 7_100_000_000 + i,
    i % 2 ? `seeker${i}@example.org` : null, pick(LANGUAGES, i), pick(DEFAULT_PROFESSIONS, i), 1995 + (i % 30), 30 + (i % 70), (i % 24) + 0.5,
  ];
}

function memberRow(i: number): (string | number | null)[] {
  return [
    'Mr', pick(FIRST, i), pick(LAST, i + 3), i % 2 ? 'Male' : 'Female', dob(i), 'INDIA', 'Maharashtra', pick(DISTRICTS, i), pick(DISTRICTS, i + 1),
    7_200_000_000 + i, i % 2 ? null : `member${i}@example.org`, pick(DEFAULT_PROFESSIONS, i), pick(DEFAULT_CATEGORIES, i), `Met at the ${pick(DISTRICTS, i)} exhibition`, 'PIS', pick(LANGUAGES, i),
  ];
}

async function write(file: string, sheet: string, columns: string[], row: (i: number) => (string | number | null)[], rows: number) {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: false });
  const ws = wb.addWorksheet(sheet);
  ws.addRow(columns).commit();
  for (let i = 0; i < rows; i++) ws.addRow(row(i)).commit();
  ws.commit();
  await wb.commit();
}

export async function importFiles(rows: number): Promise<{ seekers: string; members: string }> {
  const dir = path.join(os.tmpdir(), 'sampark-bench-import');
  fs.mkdirSync(dir, { recursive: true });
  const seekers = path.join(dir, `seekers-${rows}.xlsx`);
  const members = path.join(dir, `members-${rows}.xlsx`);
  if (!fs.existsSync(seekers)) await write(seekers, 'seekers_info', SEEKER_COLUMNS, seekerRow, rows);
  if (!fs.existsSync(members)) await write(members, 'members_info', MEMBER_COLUMNS, memberRow, rows);
  return { seekers, members };
}

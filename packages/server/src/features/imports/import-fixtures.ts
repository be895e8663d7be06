import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sofficeConvert } from '../../../test/libre-office';

/**
 * Real spreadsheet files for the import tests (issue 15): rows written as CSV, then converted by
 * LibreOffice Calc (`soffice --headless --convert-to`, genuine BIFF8 .xls and .xlsx), cached by
 * content under the system's temp folder so a rerun takes no time.
 */

export type FixtureCell = string | number | null;

const CACHE = path.join(os.tmpdir(), 'sampark-import-fixtures');

export function csvOf(rows: FixtureCell[][]): string {
  const field = (v: FixtureCell) => {
    const text = v === null ? '' : String(v);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `${rows.map((r) => r.map(field).join(',')).join('\r\n')}\r\n`;
}

/** The rows as a file LibreOffice wrote; the sheet is named after the CSV file LibreOffice read. */
export function officeFile(rows: FixtureCell[][], format: 'xls' | 'xlsx', sheet = 'seekers_info'): Buffer {
  const csv = csvOf(rows);
  const dir = path.join(CACHE, createHash('sha256').update(`${format}\n${sheet}\n${csv}`).digest('hex').slice(0, 24));
  const out = path.join(dir, `${sheet}.${format}`);
  if (!fs.existsSync(out)) {
    const work = `${dir}.${randomBytes(4).toString('hex')}`;
    fs.mkdirSync(work, { recursive: true });
    fs.writeFileSync(path.join(work, `${sheet}.csv`), csv);
    // 44,34,76,1: comma-separated, '"' quotes, UTF-8, from line 1
    sofficeConvert([path.join(work, `${sheet}.csv`)], format, work, 'CSV:44,34,76,1');
    fs.rmSync(path.join(work, `${sheet}.csv`));
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    try {
      fs.renameSync(work, dir);
    } catch {
      // another test process made the same file first
      fs.rmSync(work, { recursive: true, force: true });
    }
  }
  return fs.readFileSync(out);
}

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipart(fields: Record<string, string | number>, file?: { name: string; content: Buffer | string }) {
  const boundary = `----sampark${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
    parts.push(Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content));
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The seekers template's header row, and rows that pass the wizard's rules (tests change what they check). */
export const SEEKER_HEADER = ['salutation', 'firstname', 'middlename', 'lastname', 'gender', 'dob', 'country', 'state', 'district', 'city', 'mobile_number', 'email', 'profession', 'year_joined'];

export function seekerRow(mobile: string, extra: Partial<Record<(typeof SEEKER_HEADER)[number], FixtureCell>> = {}): FixtureCell[] {
  const row: Record<string, FixtureCell> = {
    salutation: 'Mr',
    firstname: 'Ravi',
    middlename: 'Mohan',
    lastname: 'Kulkarni',
    gender: 'M',
    dob: '1985-08-15',
    country: 'INDIA',
    state: 'Maharashtra',
    district: 'Pune',
    city: 'Pune',
    mobile_number: mobile,
    email: null,
    profession: null,
    year_joined: null,
    ...extra,
  };
  return SEEKER_HEADER.map((h) => row[h]);
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { sheetsAsCsv, sofficeConvert } from '../../../test/libre-office';
import { csvField } from './gsheet-feed';
import { addRegistration, type RegistrationWorld, registrationWorld } from './registrations-list.fixtures';

/** RFC 4180 CSV read back into rows of fields (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted) {
      if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') endField();
    else if (ch === '\r' && text[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else field += ch;
  }
  return rows;
}

describe('csvField', () => {
  it("prefixes a value a sheet would take for a formula with a quote, and quotes what needs it", () => {
    expect(['=1+2', '+91 98200', '-5', '@SUM(A1)', '\tx', '\rx', 'plain', 'a,b', 'say "hi"', 'line\nbreak', 'नमस्ते'].map(csvField)).toEqual([
      "'=1+2",
      "'+91 98200",
      "'-5",
      "'@SUM(A1)",
      "'\tx",
      `"'\rx"`,
      'plain',
      '"a,b"',
      '"say ""hi"""',
      '"line\nbreak"',
      'नमस्ते',
    ]);
    expect([csvField(12), csvField(null)]).toEqual(['12', '']);
  });
});

describe.each(DIALECTS)('Connect to Google Sheet on %s', (dialect) => {
  let t: TestApp;
  let w: RegistrationWorld;
  const form = () => ({ name: 'Yuva Shibir', location_id: w.state, type: w.type, date_from: '2025-03-01', date_to: '2025-03-02', description: 'Youth camp' });

  const gsheetUrl = async (eventId = w.event) => {
    const res = await t.call(w.admin, { method: 'GET', url: `/api/events/${eventId}` });
    expect(res.statusCode).toBe(200);
    return res.json().data.gsheet_url as string | null;
  };
  /** A plain GET, as Google's IMPORTDATA makes it: no login, no cookies. */
  const fetchSheet = (url: string) => t.call(null, { method: 'GET', url: new URL(url).pathname });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await registrationWorld(t);
    const db = t.database.db;
    await db.updateTable('events').set({ connect_gsheet: 1 }).where('id', '=', w.event).execute();
    await addRegistration(db, w.event, { firstname: 'Ramesh', lastname: 'शर्मा', city: '=HYPERLINK("http://evil.example","x")', address: 'Flat 4, "Sai" Nagar\nPune', created_at: '2025-02-03 09:05:00' });
    await addRegistration(db, w.event, { firstname: 'Sita', lastname: 'Devi', relationship: 2, website: '@cmd', status: 'Cancelled' });
    await addRegistration(db, w.event, { firstname: 'Gopal', lastname: 'Rao', district: '-2+3', state: '+cmd' });
    await addRegistration(db, w.goaEvent, { firstname: 'Other', lastname: 'Event' });
  });
  afterAll(() => t.close());

  it('gives roles 1-2 the address on the event, roles 3-4 not', async () => {
    expect(await gsheetUrl()).toMatch(/^http:\/\/localhost(:\d+)?\/api\/gsheet\/\d+\.[A-Za-z0-9_-]{32}\.csv$/);
    const res = await t.call(w.coordinator, { method: 'GET', url: `/api/events/${w.event}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).not.toHaveProperty('gsheet_url');
    expect(res.json().data.connect_gsheet).toBe(1);
    expect(await gsheetUrl(w.goaEvent)).toBeNull();
  });

  it('serves every registration of the event as UTF-8 CSV with the list\'s columns, dates DD-MM-YYYY, formulas quoted', async () => {
    const res = await fetchSheet((await gsheetUrl())!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(false);
    const [header, ...rows] = parseCsv(res.body);
    expect(header!.slice(0, 7)).toEqual(['ID', 'Member ID', 'Relationship', 'Salutation', 'First Name', 'Last Name', 'Full Name']);
    expect(header).toHaveLength(24);
    const col = (name: string) => header!.indexOf(name);
    // every registration, the Cancelled one too; the list's three views together hold the same
    const views = await Promise.all(
      ['relationship=1', 'relationship=0', 'status=Cancelled'].map(async (q) => (await t.call(w.admin, { method: 'GET', url: `/api/registrations/event?event_id=${w.event}&${q}` })).json().data.length as number),
    );
    expect(rows).toHaveLength(views.reduce((a, b) => a + b, 0));
    expect(rows).toHaveLength(3);
    const [ramesh, sita, gopal] = rows;
    expect(ramesh![col('Full Name')]).toBe('Ramesh शर्मा');
    expect(ramesh![col('City')]).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(ramesh![col('Address')]).toBe('Flat 4, "Sai" Nagar\nPune');
    expect(ramesh![col('Created At')]).toBe('03-02-2025 09:05:00');
    expect(ramesh![col('Relationship')]).toBe('Delegate');
    expect(sita![col('Status')]).toBe('Cancelled');
    expect(sita![col('Website')]).toBe("'@cmd");
    expect([gopal![col('District')], gopal![col('State')]]).toEqual(["'-2+3", "'+cmd"]);
    expect(ramesh![col('Mobile Number')]).toMatch(/^98\d{8}$/);
  });

  it('opens in LibreOffice with Hindi intact and a formula left as text', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sampark-gsheet-'));
    try {
      const file = path.join(dir, `registrations-${dialect}.csv`);
      fs.writeFileSync(file, (await fetchSheet((await gsheetUrl())!)).rawPayload);
      sofficeConvert([file], 'xlsx', dir, 'CSV:44,34,76,1');
      const sheets = sheetsAsCsv([path.join(dir, `registrations-${dialect}.xlsx`)], path.join(dir, 'out'));
      const [sheet] = [...sheets.values()][0]!.values();
      const rows = parseCsv(sheet!.replace(/\n/g, '\r\n').replace(/\r\r\n/g, '\r\n'));
      expect(rows[1]).toContain('Ramesh शर्मा');
      expect(rows[1]).toContain(`'=HYPERLINK("http://evil.example","x")`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("'New address' and turning the option off make the old address 404", async () => {
    const first = (await gsheetUrl())!;
    const renewed = await t.call(w.admin, { method: 'POST', url: `/api/events/${w.event}/gsheet/reset` });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toEqual({ message: 'The sheet has a new address. The old one no longer works.', data: { gsheet_url: expect.any(String) } });
    const second = renewed.json().data.gsheet_url as string;
    expect(second).not.toBe(first);
    expect(await gsheetUrl()).toBe(second);
    expect([(await fetchSheet(first)).statusCode, (await fetchSheet(second)).statusCode]).toEqual([404, 200]);

    const off = await t.call(w.admin, { method: 'PUT', url: `/api/events/${w.event}`, payload: { ...form(), connect_gsheet: 0 } });
    expect(off.statusCode).toBe(200);
    expect(await gsheetUrl()).toBeNull();
    expect((await fetchSheet(second)).statusCode).toBe(404);
    const onAgain = await t.call(w.admin, { method: 'PUT', url: `/api/events/${w.event}`, payload: { ...form(), connect_gsheet: 1 } });
    expect(onAgain.statusCode).toBe(200);
    const third = (await gsheetUrl())!;
    expect([third === second, (await fetchSheet(second)).statusCode, (await fetchSheet(third)).statusCode]).toEqual([false, 404, 200]);
  });

  it("refuses 'New address' while the option is off (422), to roles 3-5 (403), for an unknown event (404)", async () => {
    const off = await t.call(w.admin, { method: 'POST', url: `/api/events/${w.goaEvent}/gsheet/reset` });
    expect([off.statusCode, off.json().errors]).toEqual([422, { connect_gsheet: ['Connect to Google Sheet is off for this event'] }]);
    for (const user of [w.coordinator, w.regional, w.sevak]) {
      const res = await t.call(user, { method: 'POST', url: `/api/events/${w.event}/gsheet/reset` });
      expect([res.statusCode, res.json().message]).toEqual([403, 'You are not allowed to do this.']);
    }
    const missing = await t.call(w.admin, { method: 'POST', url: '/api/events/999999/gsheet/reset' });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 404 to a wrong token', async () => {
    const url = new URL((await gsheetUrl())!).pathname;
    for (const p of [url.replace(/\.[A-Za-z0-9_-]{32}\.csv$/, `.${'B'.repeat(32)}.csv`), url.replace(`/${w.event}.`, `/${w.goaEvent}.`), '/api/gsheet/x']) {
      const res = await t.call(null, { method: 'GET', url: p });
      expect([p, res.statusCode]).toEqual([p, 404]);
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EVENT_DASHBOARD_REPORTS } from '@sampark/domain/options/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dialect } from '../../db/connect';
import { nowText } from '../../lib/time';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { csvRows, sheetsAsCsv } from '../../../test/libre-office';
import { completeMember, createEvent, enrol, eventWorld } from '../../../test/events.fixtures';

/**
 * Issue 17: every report export opens in LibreOffice, has the screen's number of rows and keeps
 * Devanagari intact. Each engine's files are downloaded first, then LibreOffice converts all of
 * them to CSV in one call (it takes seconds to start).
 */

const PUNE = 'पुणे';
const MAHARASHTRA = 'महाराष्ट्र';
const PUROHIT = 'पुरोहित';
const ANIL = 'अनिल प्रशासक';
const SITA = 'सीता';

interface Download {
  file: string;
  /** the screen's count: rows of the list, or grouped rows (Dashboard.xlsx adds a Total row) */
  screenRows: number;
}

interface EngineRun {
  files: Download[];
  eventFile: string;
  /** the event dashboard: sheet -> the screen's row count */
  eventSheets: Map<string, number>;
}

const WORK = fs.mkdtempSync(path.join(os.tmpdir(), 'sampark-report-exports-'));
const runs = new Map<Dialect, EngineRun>();
let csvs: Map<string, Map<string, string>>;

/** Devanagari where each export shows text: district and state, a profession, user and registrant names. */
async function buildWorld(t: TestApp) {
  const db = t.database.db;
  const w = await eventWorld(db);
  const now = nowText();
  const purohit = (await db.insertInto('professions').values({ name: PUROHIT, name_key: 'purohit', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
  const admin = await t.userOf(1, { name: ANIL, locations: [w.root] });
  const devanagari = { district: PUNE, state: MAHARASHTRA, firstname: 'सुरेश', lastname: 'कुलकर्णी', profession_id: purohit };
  const pune = await Promise.all([1, 2, 3].map(() => completeMember(db, w, w.pune, devanagari)));
  const nashik = await Promise.all([1, 2].map(() => completeMember(db, w, w.nashik, { district: 'Nashik', state: 'Maharashtra', contact_group: 'Active' })));
  await completeMember(db, w, w.goa, { district: null, state: 'Goa' });
  const event = await createEvent(db, w, { name: 'युवा शिबिर' });
  await enrol(db, event, pune.slice(0, 2), { status: 'New' });
  await enrol(db, event, [pune[2], nashik[0]], { status: 'Final Approved', inv_status: 20, registered: 1, attended: 1 });
  const reg = (values: Record<string, unknown>) => ({ event_id: event, created_at: now, updated_at: now, ...values });
  await db
    .insertInto('registrations')
    .values([
      reg({ member_id: pune[2], relationship: 1, firstname: SITA, lastname: 'देशपांडे', state: MAHARASHTRA, status: 'Attended' }),
      reg({ relationship: 3, firstname: 'Ravi', state: 'Goa', status: 'Arrived' }),
      reg({ relationship: 1, firstname: 'Meera', state: null, status: 'Registered' }),
    ])
    .execute();
  return { w, admin, event };
}

/** Downloads every report export of one engine into WORK and notes what its screen counts. */
async function downloadAll(dialect: Dialect): Promise<EngineRun> {
  const t = await createTestApp(dialect);
  try {
    const { w, admin, event } = await buildWorld(t);
    const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const res = await t.call(admin, { method, url, payload });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      return res;
    };
    const save = async (name: string, method: 'GET' | 'POST', url: string, payload?: object) => {
      const file = path.join(WORK, `${dialect}_${name}`);
      fs.writeFileSync(file, (await call(method, url, payload)).rawPayload);
      return file;
    };
    const samparkFilter = { location_id: w.state, include_sublocation: 1 };
    const files: Download[] = [
      {
        file: await save('Dashboard.xlsx', 'POST', '/api/report/dashboard/export', { report: 'memberstats', type: 'Profession' }),
        screenRows: (await call('POST', '/api/report/memberstats', { type: 'Profession' })).json().data.length,
      },
      {
        file: await save('users.xlsx', 'GET', '/api/report/user_access/export'),
        screenRows: (await call('GET', '/api/report/user_access?limit=10')).json().count,
      },
      {
        file: await save('District_Report.xlsx', 'POST', '/api/report/district_report/export', {}),
        screenRows: (await call('POST', '/api/report/district_report?limit=100', {})).json().count,
      },
      {
        file: await save('Sampark_Details_Report.xlsx', 'POST', '/api/report/sampark_details_report/export', samparkFilter),
        screenRows: (await call('POST', '/api/report/sampark_details_report?limit=50', samparkFilter)).json().data.count,
      },
      {
        file: await save('Event_Registrations.xlsx', 'GET', `/api/registrations/export?event_id=${event}`),
        screenRows: (await call('GET', `/api/registrations/event?event_id=${event}&limit=50`)).json().count,
      },
    ];
    const eventFile = await save('Event_Dashboard.xlsx', 'GET', `/api/report/event_dashboard/${event}/export`);
    const eventSheets = new Map<string, number>();
    for (const [tab, types] of Object.entries(EVENT_DASHBOARD_REPORTS)) {
      const url = tab === 'invitees' ? `/api/invitees/${event}/report` : `/api/registrations/${event}/report`;
      for (const type of types) eventSheets.set(`${tab[0].toUpperCase()}${tab.slice(1)} ${type}`, (await call('POST', url, { type })).json().data.length);
    }
    return { files, eventFile, eventSheets };
  } finally {
    await t.close();
  }
}

beforeAll(async () => {
  for (const dialect of DIALECTS) runs.set(dialect, await downloadAll(dialect));
  csvs = sheetsAsCsv(
    [...runs.values()].flatMap((r) => [...r.files.map((f) => f.file), r.eventFile]),
    path.join(WORK, 'csv'),
  );
}, 240_000);

afterAll(() => fs.rmSync(WORK, { recursive: true, force: true }));

describe.each(DIALECTS)('report exports opened by LibreOffice on %s', (dialect) => {
  const sheetOf = async (name: string, sheet: string) => {
    const text = csvs.get(`${dialect}_${name}`)?.get(sheet);
    expect(text, `${name} / ${sheet}`).toBeDefined();
    return csvRows(text!);
  };
  const screenRowsOf = (name: string) => runs.get(dialect)!.files.find((f) => f.file.endsWith(`${dialect}_${name}`))!.screenRows;

  it('Dashboard.xlsx: the header, the screen rows and the Total row; a Devanagari label intact', async () => {
    const rows = await sheetOf('Dashboard.xlsx', 'Dashboard');
    expect(rows.length).toBe(1 + screenRowsOf('Dashboard.xlsx') + 1);
    expect(rows[0]).toEqual(['Type', 'Count']);
    expect(rows).toContainEqual([PUROHIT, '3']);
    expect(rows.at(-1)).toEqual(['Total', '6']);
  });

  it('users.xlsx: every user of the screen; a Devanagari name intact', async () => {
    const rows = await sheetOf('users.xlsx', 'Users');
    expect(rows.length - 1).toBe(screenRowsOf('users.xlsx'));
    expect(rows[0].slice(0, 2)).toEqual(['ID', 'Name']);
    expect(rows.map((r) => r[1])).toContain(ANIL);
  });

  it('District_Report.xlsx: every place of the screen; Devanagari district and state intact', async () => {
    const rows = await sheetOf('District_Report.xlsx', 'District Report');
    expect(rows.length - 1).toBe(screenRowsOf('District_Report.xlsx'));
    expect(rows.length - 1).toBe(3);
    expect(rows).toContainEqual(['INDIA', MAHARASHTRA, PUNE, '3', '3', '0', '0', '0', '0']);
  });

  it('Sampark_Details_Report.xlsx: every member of the screen; a Devanagari name intact', async () => {
    const rows = await sheetOf('Sampark_Details_Report.xlsx', 'Members');
    expect(rows.length - 1).toBe(screenRowsOf('Sampark_Details_Report.xlsx'));
    expect(rows.length - 1).toBe(5);
    expect(rows[0][1]).toBe('Full Name');
    expect(rows.map((r) => r[1])).toContain('सुरेश कुलकर्णी');
  });

  it('Event_Registrations.xlsx: every registration of the screen; a Devanagari name intact', async () => {
    const rows = await sheetOf('Event_Registrations.xlsx', 'Registrations');
    expect(rows.length - 1).toBe(screenRowsOf('Event_Registrations.xlsx'));
    expect(rows.length - 1).toBe(3);
    expect(rows.flat()).toContain(SITA);
  });

  it('Event_Dashboard.xlsx: each sheet has the screen rows and a Total row; a Devanagari state intact', async () => {
    const sheets = runs.get(dialect)!.eventSheets;
    expect([...csvs.get(`${dialect}_Event_Dashboard.xlsx`)!.keys()].sort()).toEqual([...sheets.keys()].sort());
    for (const [sheet, screenRows] of sheets) {
      const rows = await sheetOf('Event_Dashboard.xlsx', sheet);
      expect(rows.length, sheet).toBe(1 + screenRows + 1);
      expect(rows.at(-1)?.[0], sheet).toBe('Total');
    }
    expect(await sheetOf('Event_Dashboard.xlsx', 'Registrations Statewise')).toContainEqual([MAHARASHTRA, '1', '0', '0']);
  });
});

import { MEMBER_REPORT_TYPES, type MemberReportRow, memberReportRowFilter, pendingRowFilter } from '@sampark/domain/schemas/member-reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createLocationPath, createMember, type TestUser } from '../../../test/factories';
import { buildMembersWorld, type MembersWorld } from '../../../test/member-filter.fixtures';

const FILTERS: Record<string, object> = {
  none: {},
  'two sources': { source: ['PIS', 'HJS Website'] },
  'Maharashtra subtree': { location_id: 'maharashtra', include_sublocation: 1 },
};

describe.each(DIALECTS)('member reports on %s', (dialect) => {
  let t: TestApp;
  let w: MembersWorld;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await buildMembersWorld(t);
    const now = '2024-01-01 00:00:00';
    const vaidya = (await t.database.db.insertInto('professions').values({ name: 'वैद्य', name_key: 'वैद्य', active: 1, created_at: now, updated_at: now } as never).returning('id').executeTakeFirstOrThrow()).id;
    await createMember(t.database.db, { firstname: 'Hari', lastname: 'Vaidya', location_id: w.dadar, profession_id: vaidya, source: '', mobile_number: '', email: 'hari@x.test', brief_intro: 'Ayurveda', participation: 'Yes', category_id: w.categories.media, created_at: now, updated_at: now });
  });
  afterAll(() => t.close());

  const resolve = (f: object) => {
    const body: Record<string, unknown> = { ...f };
    if (body.location_id === 'maharashtra') body.location_id = w.maharashtra;
    return body;
  };
  const post = (user: TestUser | null, url: string, payload: object) => t.call(user, { method: 'POST', url, payload });
  const listCount = async (user: TestUser, filter: object) => {
    const res = await post(user, '/api/filter?limit=1', filter);
    expect(res.statusCode).toBe(200);
    return res.json().data.count as number;
  };
  const stats = async (user: TestUser, filter: object, type: string): Promise<MemberReportRow[]> => {
    const res = await post(user, '/api/report/memberstats', { ...filter, type });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const sum = (rows: { count: number }[]) => rows.reduce((s, r) => s + r.count, 0);

  for (const type of MEMBER_REPORT_TYPES) {
    it.each(Object.keys(FILTERS))(`${type}: each row is its members list, rows add up (filter %s)`, async (name) => {
      for (const user of [w.admin, w.regional]) {
        const filter = resolve(FILTERS[name]);
        const rows = await stats(user, filter, type);
        const all = await listCount(user, filter);
        if (type === 'Pending Sampark') expect(sum(rows)).toBe(await listCount(user, { ...filter, contact_group: ['Pending'] }));
        else expect(sum(rows)).toBe(all);
        for (const row of rows) {
          expect(row.count).toBeGreaterThan(0);
          expect(await listCount(user, { ...filter, ...memberReportRowFilter(type, row) })).toBe(row.count);
        }
      }
    });
  }

  it('names groups: records by name, blanks as Not Set, Devanagari intact', async () => {
    const professions = await stats(w.admin, {}, 'Profession');
    expect(professions).toEqual(
      expect.arrayContaining([
        { label: 'Doctor', id: w.professions.doctor, count: 2 },
        { label: 'Teacher', id: w.professions.teacher, count: 2 },
        { label: 'Not Set', id: 0, count: 3 },
        expect.objectContaining({ label: 'वैद्य', count: 1 }),
      ]),
    );
    expect(await stats(w.admin, {}, 'Grade')).toEqual(expect.arrayContaining([{ label: 'A', count: 2 }, { label: 'Not Set', count: 4 }]));
    expect(await stats(w.admin, {}, 'Contact Details')).toEqual(expect.arrayContaining([{ label: 'Email only', count: 1 }]));
    expect(await stats(w.admin, {}, 'Data Completion')).toEqual([{ label: 'Incomplete', count: 7 }, { label: 'Complete', count: 1 }]);
  });

  it("a role-4 user's totals are its members list's count", async () => {
    const rows = await stats(w.regional, {}, 'Assigned');
    expect(sum(rows)).toBe(await listCount(w.regional, {}));
    expect(sum(rows)).toBe(5); // asha, bharat, deepak, gopal, hari
  });

  it('refuses: 401 without a token, 403 for role 5, 422 for a missing or unknown type', async () => {
    expect((await post(null, '/api/report/memberstats', { type: 'Grade' })).statusCode).toBe(401);
    const sevak = await post(w.sevak, '/api/report/memberstats', { type: 'nonsense' });
    expect(sevak.statusCode).toBe(403);
    for (const body of [{}, { type: 'Colour' }]) {
      const res = await post(w.admin, '/api/report/memberstats', body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ type: ['The selected type of report is invalid.'] });
    }
  });

  it('pending_stats: pending members by location, each row its members list', async () => {
    for (const user of [w.admin, w.regional]) {
      for (const filter of [{}, { source: ['PIS'] }, { location_id: w.maharashtra, include_sublocation: true }]) {
        const res = await post(user, '/api/report/pending_stats', filter);
        expect(res.statusCode).toBe(200);
        const rows: MemberReportRow[] = res.json().data;
        expect(sum(rows)).toBe(await listCount(user, { ...filter, contact_group: ['Pending'] }));
        for (const row of rows) expect(await listCount(user, { ...filter, ...pendingRowFilter(row) })).toBe(row.count);
      }
    }
    const rows = (await post(w.admin, '/api/report/pending_stats', {})).json().data;
    expect(rows).toEqual(expect.arrayContaining([{ label: 'Dadar', id: w.dadar, count: 2 }, { label: 'Bengaluru', id: w.bengaluru, count: 1 }]));
    expect((await post(w.sevak, '/api/report/pending_stats', {})).statusCode).toBe(403);
  });

  it('pending_stats tells same-named places apart by their ancestors (issue 26)', async () => {
    const [otherDadar] = await createLocationPath(t.database.db, ['Dadar'], w.bengaluru);
    const rows = (await post(w.admin, '/api/report/pending_stats', {})).json().data;
    expect(rows).toEqual(expect.arrayContaining([{ label: 'Dadar (Mumbai)', id: w.dadar, count: 2 }, { label: 'Bengaluru', id: w.bengaluru, count: 1 }]));
    await t.database.db.deleteFrom('locations').where('id', '=', otherDadar!).execute();
  });
});

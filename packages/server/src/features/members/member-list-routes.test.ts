import {
  END_BEFORE_START,
  INVALID_DATE,
  INVALID_FIELDS,
  INVALID_ORDERBY,
  INVALID_ORDERTYPE,
  MEMBER_COUNT_CAP,
  MEMBER_SORT_COLUMNS,
  type MemberListRow,
  type MemberSortColumn,
} from '@sampark/domain/schemas/member-filter';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createLocationPath, createMember, rootLocationId, type TestUser } from '../../../test/factories';
import { nowText } from '../../lib/time';
import { buildMemberQuery } from '../../shared/members/member-filter';
import { searchedColumns } from '../../shared/members/member-keyword';
import { pendingDays } from '@sampark/domain/contact-group';
import { countMembers, orderedMemberIds, pagePlan, sortOf } from '../../shared/members/member-list';
import { memberRowsByIds } from '../../shared/members/member-rows';
import { buildMembersWorld, type MembersWorld } from '../../../test/member-filter.fixtures';

type Name = keyof MembersWorld['m'];

describe.each(DIALECTS)('POST api/filter on %s', (dialect) => {
  let t: TestApp;
  let w: MembersWorld;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await buildMembersWorld(t);
  });
  afterAll(() => t.close());

  const list = (user: TestUser | null, body: object = {}, query = '') =>
    t.call(user, { method: 'POST', url: `/api/filter?limit=100${query}`, payload: body });
  const names = (records: MemberListRow[]) => {
    const byId = new Map(Object.entries(w.m).map(([k, v]) => [v, k]));
    return records.map((r) => byId.get(r.id));
  };
  /** The names the filter returns, sorted (order is tested separately). */
  async function matched(body: object, user: TestUser = w.admin, query = ''): Promise<(string | undefined)[]> {
    const res = await list(user, body, query);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.count).toBe(res.json().data.records.length);
    return names(res.json().data.records).sort();
  }
  const set = (...n: Name[]) => [...n].sort();
  const ALL: Name[] = ['asha', 'bharat', 'chitra', 'deepak', 'farah', 'gopal', 'idris'];

  describe('access and shape', () => {
    it('401 without a token', async () => {
      const res = await list(null);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    });

    it('every role 1-5 may call it', async () => {
      for (const role of [1, 2, 3, 4, 5]) {
        const u = await t.userOf(role, { locations: [w.root] });
        expect((await list(u)).statusCode).toBe(200);
      }
    });

    it('answers count and every list-row field, default order lcd ascending then id', async () => {
      const res = await list(w.admin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const { data } = res.json();
      expect(data.count).toBe(7);
      expect(data.count_capped).toBe(false);
      expect(names(data.records)).toEqual(['asha', 'idris', 'farah', 'bharat', 'gopal', 'chitra', 'deepak']);
      const asha = data.records[0];
      expect(asha).toMatchObject({
        id: w.m.asha,
        source: 'PIS',
        fullname: 'Asha Patil',
        location_id: w.dadar,
        location: 'Dadar',
        country: 'INDIA',
        state: 'Maharashtra',
        district: 'Mumbai',
        city: 'Mumbai',
        mobile: '9820011111',
        whatsapp: null,
        email: 'asha.patil@example.com',
        profession_id: w.professions.doctor,
        profession: 'Doctor',
        category_id: w.categories.sadhak,
        category: 'Sadhak',
        grade: 'A',
        how_know_us: 'Friend',
        lcd: null,
        cg: 'Pending',
        contact_group: 'Pending',
        cs: null,
        sf: 0,
        uf: 0,
        assigned_to: w.sevak.id,
        assigned_to_name: 'Sunil Sevak',
        output: 'andolan,sabha',
        responsibility: 0,
        adhyayan: 1,
        bhav_satsang: 1,
        is_alive: 1,
        created_at: '2024-01-10 09:00:00',
        created_by: w.admin.id,
        created_by_name: 'Anil Admin',
        updated_by: w.regional.id,
        updated_by_name: 'Rekha Regional',
        last_contacted_date: null,
        lastcomment: null,
      });
      const days = Math.round((Date.parse(nowText().slice(0, 10)) - Date.parse('2024-01-10')) / 86_400_000);
      expect(asha.pending_days).toBe(days);
      const chitra = data.records.find((r: MemberListRow) => r.id === w.m.chitra);
      expect(chitra).toMatchObject({
        cg: 'Active',
        cs: 'Contact established successfully',
        cr: 'Good',
        ps: 'Activist',
        last_contact_status: 'Contact established successfully',
        last_contact_response: 'Good',
        last_participation_status: 'Activist',
        lastcomment: 'Will join',
        last_contacted_by: 'Om',
        last_contacted_date: '2024-04-20',
        profession: null,
        category: null,
        assigned_to_name: expect.stringMatching(/Om Sevak/),
      });
      // not Pending: days since the last contact
      expect(chitra.pending_days).toBe(Math.round((Date.parse(nowText().slice(0, 10)) - Date.parse('2024-04-20')) / 86_400_000));
      for (const key of ['address', 'dob', 'education', 'facebook_id', 'twitter_id', 'website', 'brief_intro', 'participation', 'vakta_info', 'internal_remark', 'remarks', 'updated_at']) {
        expect(asha).toHaveProperty(key);
      }
    });
    it('fields: only the named fields, and always the id', async () => {
      const res = await list(w.admin, {}, '&fields=fullname,cg,pending_days,assigned_to_name');
      expect(res.statusCode, res.body).toBe(200);
      const full = (await list(w.admin)).json().data.records as MemberListRow[];
      const records = res.json().data.records as Record<string, unknown>[];
      expect(res.json().data.count).toBe(7);
      expect(records.map((r) => r.id)).toEqual(full.map((r) => r.id));
      records.forEach((r, i) => {
        expect(Object.keys(r).sort()).toEqual(['assigned_to_name', 'cg', 'fullname', 'id', 'pending_days']);
        const { id, fullname, cg, pending_days, assigned_to_name } = full[i];
        expect(r).toEqual({ id, fullname, cg, pending_days, assigned_to_name });
      });
    });

    it('fields: 422 for a name that is not a list-row field', async () => {
      for (const bad of ['fullname,password_hash', 'mobile_number', 'id;drop table members']) {
        const res = await list(w.admin, {}, `&fields=${encodeURIComponent(bad)}`);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ message: INVALID_FIELDS, errors: { fields: [INVALID_FIELDS] } });
      }
    });

    it('the rows the engine writes as JSON equal the rows read as objects (the export), pending days as the domain counts them', async () => {
      const records = (await list(w.admin)).json().data.records as MemberListRow[];
      const objects = await memberRowsByIds(t.database.db, dialect, records.map((r) => r.id));
      expect(records).toEqual(objects);
      const today = nowText().slice(0, 10);
      for (const r of records) expect(r.pending_days).toBe(pendingDays({ contact_group: r.contact_group, created_at: r.created_at, lcd: r.lcd }, today));
      expect(new Set(records.map((r) => r.cg))).toEqual(new Set(['Pending', 'Active', 'Passive', 'Unsuccessful', 'Spam']));
    });
  });

  describe('a same-named location (issue 26)', () => {
    it('is told apart by its ancestors in every read of the rows: each plan, any sort, the keyword and by ids', async () => {
      const [otherDadar] = await createLocationPath(t.database.db, ['Dadar'], w.bengaluru);
      const ashaLocation = async (user: TestUser, body: object, query = '') => {
        const res = await list(user, body, query);
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data.records.find((r: MemberListRow) => r.id === w.m.asha)?.location;
      };
      for (const query of ['', '&orderby=created_at&ordertype=desc', '&orderby=location', '&fields=id,location']) {
        expect(await ashaLocation(w.admin, {}, query), query).toBe('Dadar (Mumbai)');
        expect(await ashaLocation(w.sevak, {}, query), query).toBe('Dadar (Mumbai)');
      }
      expect(await ashaLocation(w.admin, { keyword: 'asha' })).toBe('Dadar (Mumbai)');
      const [byIds] = await memberRowsByIds(t.database.db, dialect, [w.m.asha]);
      expect(byIds!.location).toBe('Dadar (Mumbai)');
      const bharat = (await list(w.admin, {})).json().data.records.find((r: MemberListRow) => r.id === w.m.bharat);
      expect(bharat.location).toBe('Mumbai');
      await t.database.db.deleteFrom('locations').where('id', '=', otherDadar!).execute();
    });
  });

  describe('filter fields', () => {
    it.each([
      ['source (multi)', { source: ['PIS'] }, ['asha', 'farah', 'gopal']],
      ['source comma-joined', { source: 'HJS Website,Sanatan Website' }, ['bharat', 'chitra', 'idris']],
      ['how_know_us', { how_know_us: ['Website'] }, ['bharat', 'farah']],
      ['how_know_us two', { how_know_us: ['Website', 'Temple'] }, ['bharat', 'deepak', 'farah']],
      ['grade', { grade: ['A'] }, ['asha', 'gopal']],
      ['grade multi', { grade: ['A', 'D'] }, ['asha', 'farah', 'gopal']],
      ['grade Unassigned (0)', { grade: [0] }, ['chitra', 'deepak', 'idris']],
      ['grade Unassigned label', { grade: ['Unassigned'] }, ['chitra', 'deepak', 'idris']],
      ['grade Not Set', { grade: ['Not Set'] }, ['chitra', 'deepak', 'idris']],
      ['successful_followups 1', { successful_followups: [1] }, ['deepak', 'gopal']],
      ['successful_followups 5 = 5 or more', { successful_followups: [5] }, ['chitra']],
      ['successful_followups 0 and 5', { successful_followups: ['0', '5'] }, ['asha', 'bharat', 'chitra', 'farah', 'idris']],
      ['unsuccessful_followups 2', { unsuccessful_followups: [2] }, ['bharat']],
      ['unsuccessful_followups 1', { unsuccessful_followups: [1] }, ['chitra', 'farah']],
      ['assigned_to Unassigned (0)', { assigned_to: 0 }, ['bharat', 'farah', 'idris']],
      ['country', { country: 'INDIA' }, ALL],
      ['state', { state: 'Karnataka' }, ['chitra', 'farah']],
      ['district', { district: 'Mumbai' }, ['asha', 'gopal']],
      ['output one value', { output: 'andolan' }, ['asha', 'deepak']],
      ['output exact entry only', { output: 'and' }, []],
      ['output any of', { output: ['baithak', 'Other'] }, ['bharat', 'chitra']],
      ['contact_group', { contact_group: 'Pending' }, ['asha', 'idris']],
      ['contact_group multi', { contact_group: ['Active', 'Passive'] }, ['chitra', 'deepak', 'gopal']],
      ['contact_status', { contact_status: 'Contact established successfully' }, ['chitra', 'gopal']],
      ['contact_response', { contact_response: 'Good' }, ['chitra']],
      ['participation', { participation: 'Activist' }, ['chitra']],
      ['Created On range, end inclusive', { date_type: 'Created On', start_date: '2024-02-01', end_date: '2024-03-01' }, ['bharat', 'farah', 'gopal']],
      ['created_at by column name', { date_type: 'created_at', start_date: '2024-05-01' }, ['deepak', 'idris']],
      ['no date_type = Created On', { end_date: '2023-12-31' }, ['chitra']],
      ['Updated On one day', { date_type: 'Updated On', start_date: '2024-03-05', end_date: '2024-03-05' }, ['bharat', 'gopal']],
      ['Last Contacted On range', { date_type: 'Last Contacted On', start_date: '2024-03-01', end_date: '2024-04-20' }, ['bharat', 'chitra', 'gopal']],
      ['Last Contacted On end only', { date_type: 'lcd', end_date: '2024-02-28' }, ['farah']],
      ['ISO timestamps are cut to the day', { date_type: 'Last Contacted On', start_date: '2024-05-01T00:00:00.000Z' }, ['deepak']],
      ['seekership 0', { seekership: 0 }, ['asha']],
      ['seekership 1', { seekership: '1' }, ['bharat']],
      ['bhav_satsang 1', { bhav_satsang: 1 }, ['asha']],
      ['bhav_satsang 0', { bhav_satsang: 0 }, ['bharat']],
      ['is_alive 0', { is_alive: 0 }, ['deepak']],
      ['is_alive 1', { is_alive: 1 }, ['asha', 'bharat', 'chitra', 'farah', 'gopal', 'idris']],
      ['blank fields are ignored', { source: [], grade: '', assigned_to: null, location_id: '', country: '  ' }, ALL],
      ['quick all', { quick: 'all' }, ALL],
      ['quick unassigned', { quick: 'unassigned' }, ['bharat', 'farah', 'idris']],
      ['quick pending', { quick: 'pending' }, ['asha', 'idris']],
      ['quick followup = Unsuccessful', { quick: 'followup' }, ['bharat']],
      ['quick meetings = Called for meeting', { quick: 'meetings' }, ['deepak']],
      ['six filters together', { state: 'Maharashtra', grade: ['A'], source: ['PIS'], how_know_us: ['Friend'], is_alive: 1, quick: 'all' }, ['asha', 'gopal']],
    ] as [string, object, Name[]][])('%s', async (_label, body, expected) => {
      expect(await matched(body)).toEqual(set(...expected));
    });

    it('profession, category: ids, several, and Unassigned (0)', async () => {
      expect(await matched({ profession: [w.professions.doctor] })).toEqual(set('asha', 'deepak'));
      expect(await matched({ profession: [w.professions.doctor, String(w.professions.teacher)] })).toEqual(set('asha', 'bharat', 'deepak', 'farah'));
      expect(await matched({ profession: [0] })).toEqual(set('chitra', 'gopal', 'idris'));
      expect(await matched({ category: [w.categories.sadhak] })).toEqual(set('asha', 'farah'));
      expect(await matched({ category: ['0'] })).toEqual(set('chitra', 'gopal', 'idris'));
      expect(await matched({ profession: [w.professions.doctor], category: [w.categories.intellectual], grade: [0] })).toEqual(set('deepak'));
    });

    it('assigned_to a user; quick my = assigned to the caller', async () => {
      expect(await matched({ assigned_to: w.sevak.id })).toEqual(set('asha', 'gopal'));
      expect(await matched({ assigned_to: String(w.regional.id) })).toEqual(set('deepak'));
      expect(await matched({ quick: 'my' }, w.regional)).toEqual(set('deepak'));
      expect(await matched({ quick: 'my' })).toEqual([]);
    });

    it('location_id alone, with include_sublocation, and the root subtree', async () => {
      expect(await matched({ location_id: w.mumbai })).toEqual(set('bharat', 'gopal'));
      expect(await matched({ location_id: w.mumbai, include_sublocation: true })).toEqual(set('asha', 'bharat', 'gopal'));
      expect(await matched({ location_id: String(w.maharashtra), include_sublocation: 1 })).toEqual(set('asha', 'bharat', 'deepak', 'gopal'));
      expect(await matched({ location_id: w.maharashtra, include_sublocation: false })).toEqual(set('deepak'));
      expect(await matched({ location_id: w.root, include_sublocation: 'true' })).toEqual(set(...ALL));
    });

    it('organization_id and event_id_filter', async () => {
      expect(await matched({ organization_id: w.org })).toEqual(set('chitra', 'deepak'));
      expect(await matched({ event_id_filter: w.event })).toEqual(set('asha', 'farah'));
      expect(await matched({ event_id_filter: w.event + 1000 })).toEqual([]);
    });

    it('ToBeDeleted members appear only when that location is the filter', async () => {
      expect(await matched({ source: ['PIS'] })).not.toContain('eshwar');
      expect(await matched({ location_id: w.trash })).toEqual(['eshwar']);
      expect(await matched({ location_id: w.trash, include_sublocation: true })).toEqual(['eshwar']);
      expect(await matched({}, w.admin, '&keyword=Eshwar')).toEqual([]);
    });

    it('the count leaves out ToBeDeleted exactly, at the edge of the cap too', async () => {
      // eshwar (in the bin) matches both filters: the count subtracts him (countSql)
      for (const body of [{}, { source: ['PIS'] }]) {
        const q = await buildMemberQuery(t.database.db, dialect, { id: w.admin.id, role: 1 }, body);
        expect(q.trash).toBe(w.trash);
        const visible = (await matched(body)).length;
        expect(await countMembers(t.database.db, q, visible)).toEqual({ count: visible, capped: false });
        expect(await countMembers(t.database.db, q, visible + 1)).toEqual({ count: visible, capped: false });
        expect(await countMembers(t.database.db, q, visible - 1)).toEqual({ count: visible - 1, capped: true });
      }
    });

    it('refuses bad dates with the field named', async () => {
      const bad = await list(w.admin, { start_date: '2024-02-30' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual({ message: INVALID_DATE, errors: { start_date: [INVALID_DATE] } });
      const reversed = await list(w.admin, { start_date: '2024-03-01', end_date: '2024-02-01' });
      expect(reversed.statusCode).toBe(422);
      expect(reversed.json()).toEqual({ message: END_BEFORE_START, errors: { end_date: [END_BEFORE_START] } });
      const type = await list(w.admin, { date_type: 'Born On', start_date: '2024-01-01' });
      expect(type.statusCode).toBe(422);
      expect(type.json().errors).toEqual({ date_type: ['The selected date type is invalid.'] });
    });
  });

  describe('keyword', () => {
    const kw = (k: string, user = w.admin) => matched({}, user, `&keyword=${encodeURIComponent(k)}`);

    it('matches an id exactly, never as a substring', async () => {
      expect(await kw(String(w.m.idris))).toEqual(['idris']);
      expect(await kw('555012')).toEqual([]);
    });

    it('matches a name fragment, case-insensitively', async () => {
      expect(await kw('atil')).toEqual(['asha']);
      expect(await kw('PATIL')).toEqual(['asha']);
      expect(await kw('sha Pa')).toEqual(['asha']);
      expect(await kw('kumar')).toEqual(['deepak']);
    });

    it('matches mobile, WhatsApp and email fragments', async () => {
      expect(await kw('98450')).toEqual(['chitra']);
      expect(await kw('11122')).toEqual(['bharat']);
      expect(await kw('chitra@example')).toEqual(['chitra']);
      expect(await kw('mail.test')).toEqual(set('bharat', 'farah'));
    });

    it('a narrow keyword search is counted and paged in one statement, in the order of every sort, past the end too', async () => {
      const db = t.database.db;
      const q = await buildMemberQuery(db, dialect, { id: w.admin.id, role: 1 }, {}, 'a');
      expect(q.trigram).toBe(false);
      const kwq = await buildMemberQuery(db, dialect, { id: w.admin.id, role: 1 }, {}, '.test');
      expect(kwq.trigram).toBe(true);
      const total = (await orderedMemberIds(db, kwq, sortOf('id', 'asc'), { skip: 0, limit: null })).length;
      expect(total).toBeGreaterThanOrEqual(3);
      for (const [orderby, ordertype] of [['created_at', 'desc'], ['fullname', 'asc'], ['location', 'desc'], ['pending_days', 'asc'], ['lcd', 'asc']] as const) {
        const sort = sortOf(orderby, ordertype);
        const expected = await orderedMemberIds(db, kwq, sort, { skip: 1, limit: 2 });
        const res = await t.call(w.admin, { method: 'POST', url: `/api/filter?keyword=.test&orderby=${orderby}&ordertype=${ordertype}&skip=1&limit=2`, payload: {} });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data.count).toBe(total);
        expect(res.json().data.records.map((r: MemberListRow) => r.id)).toEqual(expected);
      }
      const past = await t.call(w.admin, { method: 'POST', url: '/api/filter?keyword=.test&skip=50&limit=10', payload: {} });
      expect(past.json().data).toEqual({ count: total, count_capped: false, records: [] });
      const none = await t.call(w.admin, { method: 'POST', url: '/api/filter?keyword=zzqqxx', payload: {} });
      expect(none.json().data).toEqual({ count: 0, count_capped: false, records: [] });
    });

    it('looks for a keyword with a letter in names and e-mails only, as phone numbers hold none', () => {
      expect(searchedColumns('Asha 98')).toEqual(['fullname', 'email']);
      expect(searchedColumns('+91 98450-1')).toEqual(['fullname', 'email', 'mobile_number', 'whatsapp']);
    });

    it('falls back to a plain substring search under 3 characters', async () => {
      expect(await kw('Kh')).toEqual(['farah']);
      expect(await kw('Go')).toEqual(['gopal']);
    });

    it('treats % _ and quotes literally', async () => {
      expect(await kw('%')).toEqual(['farah']);
      expect(await kw('_k')).toEqual(['farah']);
      expect(await kw('k%@')).toEqual(['farah']);
      expect(await kw('"Asha')).toEqual([]);
      expect(await kw("O'Brien")).toEqual([]);
    });

    it('combines with the filter', async () => {
      expect(await matched({ state: 'Karnataka' }, w.admin, '&keyword=mail.test')).toEqual(['farah']);
    });
  });

  describe('scope', () => {
    it('role 4 sees only its subtree, even when filtering outside it', async () => {
      expect(await matched({}, w.regional)).toEqual(set('asha', 'bharat', 'deepak', 'gopal'));
      expect(await matched({ location_id: w.karnataka, include_sublocation: true }, w.regional)).toEqual([]);
      expect(await matched({ location_id: w.mumbai, include_sublocation: true }, w.regional)).toEqual(set('asha', 'bharat', 'gopal'));
      expect(await matched({}, w.regional, '&keyword=Chitra')).toEqual([]);
    });

    it('role 5 sees only its own assignments', async () => {
      expect(await matched({}, w.sevak)).toEqual(set('asha', 'gopal'));
      expect(await matched({ quick: 'unassigned' }, w.sevak)).toEqual([]);
      expect(await matched({ assigned_to: w.otherSevak.id }, w.sevak)).toEqual([]);
      expect(await matched({}, w.otherSevak)).toEqual(['chitra']);
    });

    it("a sevak's count and list (read from member_assignments) leave out their members in ToBeDeleted", async () => {
      const binned = await createMember(t.database.db, { firstname: 'Binned', location_id: w.trash, assigned_to: w.sevak.id });
      try {
        const res = await list(w.sevak, {}, '&orderby=created_at&ordertype=desc');
        expect(res.json().data.count).toBe(2);
        expect(res.json().data.records.map((r: MemberListRow) => r.id).sort()).toEqual([w.m.asha, w.m.gopal].sort());
      } finally {
        await t.database.db.deleteFrom('members').where('id', '=', binned).execute();
      }
    });

    it("a sevak's own list walks the (assigned_to, created_at) index when it is the only condition, in the same order", async () => {
      const db = t.database.db;
      const exact = { count: 2, capped: false };
      const own = await buildMemberQuery(db, dialect, { id: w.sevak.id, role: 5 }, {});
      expect(pagePlan(own, sortOf('created_at', 'desc'), exact).sortIndexOff).toBe(false);
      expect(pagePlan(own, sortOf('lcd', 'asc'), exact).sortIndexOff).toBe(true);
      const graded = await buildMemberQuery(db, dialect, { id: w.sevak.id, role: 5 }, { grade: ['A'] });
      expect(pagePlan(graded, sortOf('created_at', 'desc'), exact).sortIndexOff).toBe(true);
      const pending = await buildMemberQuery(db, dialect, { id: w.admin.id, role: 1 }, { quick: 'pending' });
      expect(pagePlan(pending, sortOf('lcd', 'asc'), exact).sortIndexOff).toBe(false);
      expect(pagePlan(own, sortOf('created_at', 'desc'), exact).rowsInPage).toBe(true);
      expect(pagePlan(graded, sortOf('created_at', 'desc'), exact).rowsInPage).toBe(false);
      // the walk returns the rows itself (pageRowsSql): the same rows, field for field, as the
      // admin's list reads by ids, in the same order, with or without a field list, on any page
      for (const dir of ['asc', 'desc']) {
        for (const fields of ['', '&fields=fullname,mobile,pending_days,assigned_to_name']) {
          const all: MemberListRow[] = (await list(w.admin, {}, `&orderby=created_at&ordertype=${dir}${fields}`)).json().data.records;
          const theirs = all.filter((r) => r.id === w.m.asha || r.id === w.m.gopal);
          expect(theirs).toHaveLength(2);
          const mineRes = await list(w.sevak, {}, `&orderby=created_at&ordertype=${dir}${fields}`);
          expect(mineRes.statusCode, mineRes.body).toBe(200);
          const mine = mineRes.json().data;
          expect(mine).toEqual({ count: 2, count_capped: false, records: theirs });
          const second = await t.call(w.sevak, { method: 'POST', url: `/api/filter?skip=1&limit=1&orderby=created_at&ordertype=${dir}${fields}`, payload: {} });
          expect(second.json()).toEqual({ data: { count: 2, count_capped: false, records: theirs.slice(1) } });
        }
      }
    });

    it('role 4 without locations sees nothing; ToBeDeleted stays hidden in scope', async () => {
      const lost = await t.userOf(4);
      expect(await matched({}, lost)).toEqual([]);
      const wide = await t.userOf(3, { locations: [w.root] });
      expect(await matched({}, wide)).toEqual(set(...ALL));
      expect(await matched({ location_id: w.trash }, wide)).toEqual(['eshwar']);
    });
  });

  describe('sorting and paging', () => {
    const lower = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v);
    const KEY: Partial<Record<MemberSortColumn, (r: MemberListRow) => unknown>> = {
      fullname: (r) => lower(r.fullname),
      location: (r) => lower(r.location),
      country: (r) => lower(r.country),
      state: (r) => lower(r.state),
      district: (r) => lower(r.district),
      city: (r) => lower(r.city),
      education: (r) => lower(r.education),
      email: (r) => lower(r.email),
      profession: (r) => lower(r.profession),
      category: (r) => lower(r.category),
      last_contacted_by: (r) => lower(r.last_contacted_by),
      assigned_to: (r) => lower(r.assigned_to_name),
      assigned_to_name: (r) => lower(r.assigned_to_name),
    };
    const cmp = (a: unknown, b: unknown) => {
      if (a === b) return 0;
      if (a === null || a === undefined) return -1;
      if (b === null || b === undefined) return 1;
      return (a as string | number) < (b as string | number) ? -1 : 1;
    };
    function expectedOrder(rows: MemberListRow[], col: MemberSortColumn, dir: 'asc' | 'desc') {
      const key = KEY[col] ?? ((r: MemberListRow) => r[col as keyof MemberListRow]);
      // pending_days ascending = the since-date descending, ids too
      const sign = (col === 'pending_days') !== (dir === 'desc') ? -1 : 1;
      const keyed = col === 'pending_days' ? (r: MemberListRow) => -r.pending_days : key;
      return [...rows].sort((a, b) => sign * (cmp(keyed(a), keyed(b)) || cmp(a.id, b.id))).map((r) => r.id);
    }

    it.each(MEMBER_SORT_COLUMNS.flatMap((c) => [[c, 'asc'] as const, [c, 'desc'] as const]))('orderby %s %s', async (col, dir) => {
      const res = await list(w.admin, {}, `&orderby=${col}&ordertype=${dir}`);
      expect(res.statusCode).toBe(200);
      const rows: MemberListRow[] = res.json().data.records;
      expect(rows).toHaveLength(7);
      expect(rows.map((r) => r.id)).toEqual(expectedOrder(rows, col, dir));
    });

    it('ordertype is case-insensitive and defaults to asc', async () => {
      const upper = await list(w.admin, {}, '&orderby=created_at&ordertype=DESC');
      expect(names(upper.json().data.records)).toEqual(['idris', 'deepak', 'gopal', 'farah', 'bharat', 'asha', 'chitra']);
      const dflt = await list(w.admin, {}, '&orderby=created_at');
      expect(names(dflt.json().data.records)[0]).toBe('chitra');
    });

    it('refuses an orderby outside the list and a bad ordertype with 422', async () => {
      for (const bad of ['password_hash', 'id;drop table members', 'internal_remark']) {
        const res = await list(w.admin, {}, `&orderby=${encodeURIComponent(bad)}`);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({ message: INVALID_ORDERBY, errors: { orderby: [INVALID_ORDERBY] } });
      }
      const res = await list(w.admin, {}, '&orderby=id&ordertype=up');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: INVALID_ORDERTYPE, errors: { ordertype: [INVALID_ORDERTYPE] } });
    });

    it('skip and limit page through with the full count; limit is capped at 5000', async () => {
      const res = await t.call(w.admin, { method: 'POST', url: '/api/filter?skip=2&limit=3&orderby=created_at&ordertype=asc', payload: {} });
      expect(res.json().data.count).toBe(7);
      expect(names(res.json().data.records)).toEqual(['bharat', 'farah', 'gopal']);
      const past = await t.call(w.admin, { method: 'POST', url: '/api/filter?skip=50&limit=3', payload: {} });
      expect(past.json().data).toEqual({ count: 7, count_capped: false, records: [] });
      const big = await t.call(w.admin, { method: 'POST', url: '/api/filter?limit=100000', payload: {} });
      expect(big.statusCode).toBe(200);
      expect(big.json().data.records).toHaveLength(7);
      const neg = await t.call(w.admin, { method: 'POST', url: '/api/filter?skip=-1', payload: {} });
      expect(neg.statusCode).toBe(422);
    });

    it('accepts a request without a body', async () => {
      const res = await t.call(w.admin, { method: 'POST', url: '/api/filter?limit=2' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.count).toBe(7);
    });
  });
});

describe.each(DIALECTS)('api/filter count cap on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  let place: number;
  const TOTAL = MEMBER_COUNT_CAP + 50;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.database.db;
    [place] = await createLocationPath(db, ['Bulkville'], await rootLocationId(db));
    admin = await t.userOf(1);
    const rows = Array.from({ length: TOTAL }, (_, i) => {
      const stamp = `2024-01-01 00:00:${String(i % 60).padStart(2, '0')}`;
      return { fullname: `Bulk ${i}`, location_id: place, contact_group: i % 2 ? 'Pending' : 'Active', created_at: stamp, updated_at: stamp };
    });
    for (let i = 0; i < rows.length; i += 500) await db.insertInto('members').values(rows.slice(i, i + 500)).execute();
  });
  afterAll(() => t.close());

  const page = (query: string, body: object = {}) => t.call(admin, { method: 'POST', url: `/api/filter?${query}`, payload: body });

  it('caps the count at skip + 10,000 and says so', async () => {
    const first = (await page('limit=100&orderby=created_at&ordertype=desc', { location_id: place })).json().data;
    expect(first.count).toBe(MEMBER_COUNT_CAP);
    expect(first.count_capped).toBe(true);
    expect(first.records).toHaveLength(100);
    const deep = (await page(`skip=${MEMBER_COUNT_CAP - 10}&limit=100&orderby=created_at&ordertype=desc`, { location_id: place })).json().data;
    expect(deep).toMatchObject({ count: TOTAL, count_capped: false });
    expect(deep.records).toHaveLength(60);
  });

  it('the capped page is the true first page in order', async () => {
    const data = (await page('limit=50&orderby=created_at&ordertype=desc', { location_id: place, include_sublocation: true })).json().data;
    const expected = await t.database.db
      .selectFrom('members')
      .select('id')
      .where('location_id', '=', place)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(50)
      .execute();
    expect(data.records.map((r: MemberListRow) => r.id)).toEqual(expected.map((r) => r.id));
  });

  it('a keyword matching more than the cap gives the true first page, by an indexed and an unindexed order', async () => {
    for (const [orderby, column] of [
      ['created_at', 'created_at'],
      ['fullname', 'fullname'],
    ] as const) {
      const data = (await page(`limit=30&orderby=${orderby}&ordertype=desc&keyword=bulk`)).json().data;
      expect(data).toMatchObject({ count: MEMBER_COUNT_CAP, count_capped: true });
      const expected = await t.database.db
        .selectFrom('members')
        .select('id')
        .where('location_id', '=', place)
        .orderBy(column === 'fullname' ? sql`lower(fullname)` : sql.ref(column), 'desc')
        .orderBy('id', 'desc')
        .limit(30)
        .execute();
      expect(data.records.map((r: MemberListRow) => r.id)).toEqual(expected.map((r) => r.id));
    }
  });

  it('walks the sort index for a broad keyword on PostgreSQL only, and leaves a caller transaction as it was', async () => {
    const db = t.database.db;
    const q = await buildMemberQuery(db, dialect, { id: admin.id, role: 1 }, {}, 'bulk');
    const sort = sortOf('created_at', 'desc');
    const plan = pagePlan(q, sort, { count: MEMBER_COUNT_CAP, capped: true });
    expect(plan.walkSortIndex ?? false).toBe(dialect === 'postgres');
    const page = { skip: 0, limit: 20 };
    const planned = await orderedMemberIds(db, q, sort, { ...page, plan });
    expect(planned).toEqual(await orderedMemberIds(db, q, sort, page));
    await db.transaction().execute(async (trx) => {
      expect(await orderedMemberIds(trx, q, sort, { ...page, plan })).toEqual(planned);
      if (dialect === 'postgres') expect((await sql<{ on: string }>`select current_setting('enable_sort') as on`.execute(trx)).rows[0].on).toBe('on');
    });
  });

  it('counts exactly below the cap', async () => {
    const data = (await page('limit=10', { location_id: place, contact_group: 'Pending' })).json().data;
    expect(data).toMatchObject({ count: TOTAL / 2, count_capped: false });
  });
});

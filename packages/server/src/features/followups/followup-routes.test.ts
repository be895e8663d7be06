import { CONTACT_RESPONSES, CONTACT_STATUSES } from '@sampark/domain/options/members';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createLocationPath, createMember, rootLocationId, type TestUser } from '../../../test/factories';
import { todayText } from '../../lib/time';

const ESTABLISHED = 'Contact established successfully';
const MEETING = 'Called for meeting';

describe.each(DIALECTS)('followups on %s', (dialect) => {
  let t: TestApp;
  let pune: number;
  let goa: number;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const root = await rootLocationId(t.database.db);
    [, pune] = await createLocationPath(t.database.db, ['Maharashtra', 'Pune'], root);
    [, goa] = await createLocationPath(t.database.db, ['Goa', 'North Goa'], root);
    admin = await t.userOf(1);
  });
  afterAll(() => t.close());

  const member = (values: Record<string, unknown> = {}) => createMember(t.database.db, { location_id: pune, ...values });
  const post = (user: TestUser, payload: Record<string, unknown>) => t.call(user, { method: 'POST', url: '/api/followups', payload });
  const stored = (id: number) => t.database.db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const base = (member_id: number, extra: Record<string, unknown> = {}) => ({
    member_id,
    followup_date: '2024-03-01',
    contacted_by: 'Asha',
    contact_status: 'Spam',
    ...extra,
  });

  it('saves a followup with the seeds\' answer shape and updates the member', async () => {
    const id = await member();
    const res = await post(admin, base(id, { contact_status: ESTABLISHED, contact_response: 'Good', participation: 'Activist', comments: 'Met at sabha' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Followup added successfully', data: { message: 'Followup added successfully', id: expect.any(Number) } });
    expect(await stored(id)).toMatchObject({
      contact_group: 'Active',
      sf: 1,
      uf: 0,
      lcd: '2024-03-01',
      last_contact_status: ESTABLISHED,
      last_contact_response: 'Good',
      last_participation_status: 'Activist',
      last_comment: 'Met at sabha',
      last_contacted_by: 'Asha',
    });
  });

  describe('contact group for every status and response', () => {
    const cases: [string, string | null, string][] = [
      ...CONTACT_STATUSES.filter((s) => s !== ESTABLISHED).map((s): [string, null, string] => [
        s,
        null,
        s === 'Spam' ? 'Spam' : s === MEETING ? 'Active' : 'Unsuccessful',
      ]),
      ...CONTACT_RESPONSES.map((r): [string, string, string] => [
        ESTABLISHED,
        r,
        ['Low Interest', 'Medium Interest', 'Good', 'Very Good'].includes(r) ? 'Active' : 'Passive',
      ]),
    ];
    it.each(cases)('%s / %s -> %s', async (status, response, group) => {
      const id = await member();
      const extra: Record<string, unknown> = { contact_status: status, contact_response: response, participation: 'Yet to decide' };
      if (status === MEETING) Object.assign(extra, { meeting_date: '2024-03-05', meeting_time: '10:30' });
      expect((await post(admin, base(id, extra))).statusCode).toBe(200);
      expect((await stored(id)).contact_group).toBe(group);
    });
  });

  it('keeps the newer last fields when a back-dated followup arrives, and counts both', async () => {
    const id = await member();
    await post(admin, base(id, { followup_date: '2024-05-10', contact_status: MEETING, meeting_date: '2024-05-12', meeting_time: '09:00', contacted_by: 'New' }));
    const res = await post(admin, base(id, { followup_date: '2024-01-02', contact_status: 'Spam', contacted_by: 'Old', comments: 'old' }));
    expect(res.statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({
      contact_group: 'Active',
      lcd: '2024-05-10',
      last_contact_status: MEETING,
      last_contacted_by: 'New',
      last_comment: null,
      sf: 1,
      uf: 1,
    });
  });

  it('lets a later followup of the same date win', async () => {
    const id = await member();
    await post(admin, base(id, { contact_status: ESTABLISHED, contact_response: 'Bad' }));
    await post(admin, base(id, { contact_status: 'Not responding to emails' }));
    expect(await stored(id)).toMatchObject({ contact_group: 'Unsuccessful', sf: 1, uf: 1, last_contact_response: null });
  });

  it('counts successful and unsuccessful followups', async () => {
    const id = await member();
    const statuses = [ESTABLISHED, 'Spam', 'Did not pick phone / phone switched off', MEETING, 'Contacted but was in hurry'];
    for (const [i, s] of statuses.entries()) {
      const extra = { followup_date: `2024-02-0${i + 1}`, contact_status: s, contact_response: 'Not Interested', meeting_date: '2024-03-01', meeting_time: '11:00' };
      expect((await post(admin, base(id, extra))).statusCode).toBe(200);
    }
    expect(await stored(id)).toMatchObject({ sf: 2, uf: 3, contact_group: 'Unsuccessful', lcd: '2024-02-05' });
  });

  it('stores only what the status uses, and the meeting date-time', async () => {
    const id = await member();
    await post(admin, base(id, { contact_status: MEETING, meeting_date: '2024-03-02', meeting_time: '18:45', contact_response: 'Good', participation: 'Activist' }));
    const list = (await t.call(admin, { method: 'GET', url: `/api/followups/member/${id}` })).json().data;
    expect(list[0]).toMatchObject({
      contact_status: MEETING,
      contact_response: null,
      participation: null,
      meeting_date: '2024-03-02',
      meeting_time: '18:45',
      meeting_date_time: '2024-03-02 18:45:00',
      created_by_name: admin.name,
    });
  });

  it('answers 422 with the server messages', async () => {
    const id = await member();
    const res = await post(admin, { member_id: id });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Date is required',
      errors: {
        followup_date: ['Date is required'],
        contacted_by: ['Please enter the name of the seeker who contacted'],
        contact_status: ['Please select an appropriate contact status'],
      },
    });
    const rule = async (extra: Record<string, unknown>) => (await post(admin, base(id, extra))).json().errors;
    expect(await rule({ contact_status: ESTABLISHED })).toEqual({ contact_response: ['Please select Contact Response'] });
    expect(await rule({ contact_status: ESTABLISHED, contact_response: 'Very Good' })).toEqual({ participation: ['Please select Participation Status'] });
    expect(await rule({ contact_status: MEETING, meeting_date: '2024-03-02' })).toEqual({ meeting_date_time: ['Please set meeting date and time'] });
    expect(await rule({ contact_status: MEETING, meeting_date: '2024-02-28', meeting_time: '10:00' })).toEqual({
      meeting_date_time: ['Meeting date must be later than or equal to followup date'],
    });
    expect(await rule({ followup_date: '2999-01-01' })).toEqual({ followup_date: ['Followup date cannot be in the future.'] });
    expect((await stored(id)).contact_group).toBe('Pending');
  });

  it('accepts today', async () => {
    const id = await member();
    expect((await post(admin, base(id, { followup_date: todayText() }))).statusCode).toBe(200);
  });

  it('writes the change into the member history', async () => {
    const id = await member();
    await post(admin, base(id, { contact_status: 'Spam' }));
    const rows = await t.database.db.selectFrom('audit_log').selectAll().where('table_name', '=', 'members').where('record_id', '=', id).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0].changes!)).toMatchObject({ followup: [null, '2024-03-01 | Spam | Asha'], contact_group: ['Pending', 'Spam'], uf: [0, 1] });
    expect(rows[0].user_id).toBe(admin.id);
  });

  it('lists followups newest first', async () => {
    const id = await member();
    await post(admin, base(id, { followup_date: '2024-01-05', contacted_by: 'A' }));
    await post(admin, base(id, { followup_date: '2024-02-05', contacted_by: 'B' }));
    await post(admin, base(id, { followup_date: '2024-01-05', contacted_by: 'C' }));
    const res = await t.call(admin, { method: 'GET', url: `/api/followups/member/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((f: { contacted_by: string }) => f.contacted_by)).toEqual(['B', 'C', 'A']);
  });

  describe('a retry from a phone (Idempotency-Key, decision 056)', () => {
    const postKeyed = (user: TestUser, payload: Record<string, unknown>, key: string) =>
      t.call(user, { method: 'POST', url: '/api/followups', payload, headers: { 'idempotency-key': key } });
    const followupsOf = (id: number) => t.database.db.selectFrom('followups').select('id').where('member_id', '=', id).execute();

    it('saves a followup once however often it is sent, and answers each copy alike', async () => {
      const id = await member();
      const body = base(id, { contact_status: ESTABLISHED, contact_response: 'Good', participation: 'Activist' });
      const first = await postKeyed(admin, body, 'mq3k1x-4f9a2b7c');
      // the first answer was lost: the phone sends the same followup again, and twice at once
      const again = await Promise.all([postKeyed(admin, body, 'mq3k1x-4f9a2b7c'), postKeyed(admin, body, 'mq3k1x-4f9a2b7c')]);
      for (const res of [first, ...again]) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(first.json());
      }
      expect(await followupsOf(id)).toHaveLength(1);
      expect(await stored(id)).toMatchObject({ sf: 1, uf: 0, contact_group: 'Active' });
    });

    it('keeps keys apart per user, and saves a followup sent without a key every time', async () => {
      const id = await member();
      const other = await t.userOf(2);
      expect((await postKeyed(admin, base(id), 'same-key')).statusCode).toBe(200);
      expect((await postKeyed(other, base(id), 'same-key')).statusCode).toBe(200);
      expect((await post(admin, base(id))).statusCode).toBe(200);
      expect((await post(admin, base(id))).statusCode).toBe(200);
      expect(await followupsOf(id)).toHaveLength(4);
    });

    it('refuses a malformed key, and a key already used for another member, saving nothing', async () => {
      const id = await member();
      const otherMember = await member();
      for (const key of ['has space', 'x'.repeat(65), 'a/b', '']) {
        const res = await postKeyed(admin, base(id), key);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ message: 'Please check the format of this value', errors: { idempotency_key: ['Please check the format of this value'] } });
      }
      expect((await postKeyed(admin, base(id), 'k-1')).statusCode).toBe(200);
      const reused = await postKeyed(admin, base(otherMember), 'k-1');
      expect(reused.statusCode).toBe(422);
      expect(reused.json()).toEqual({ message: 'Please check this value', errors: { idempotency_key: ['Please check this value'] } });
      expect(await followupsOf(otherMember)).toHaveLength(0);
      expect((await stored(otherMember)).uf).toBe(0);
    });
  });

  describe('scope', () => {
    it('lets a regional admin follow up members of their district only', async () => {
      const ra = await t.userOf(4, { locations: [pune] });
      const inside = await member();
      const outside = await member({ location_id: goa });
      expect((await post(ra, base(inside))).statusCode).toBe(200);
      const refused = await post(ra, base(outside));
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: 'Member not found.' });
      expect((await t.call(ra, { method: 'GET', url: `/api/followups/member/${outside}` })).statusCode).toBe(404);
      expect((await stored(outside)).uf).toBe(0);
    });

    it('lets a sevak follow up only members assigned to them', async () => {
      const sevak = await t.userOf(5, { locations: [pune] });
      const mine = await member({ assigned_to: sevak.id });
      const notMine = await member();
      expect((await post(sevak, base(mine))).statusCode).toBe(200);
      expect((await post(sevak, base(notMine))).statusCode).toBe(404);
      expect((await t.call(sevak, { method: 'GET', url: `/api/followups/member/${notMine}` })).statusCode).toBe(404);
      expect((await t.call(sevak, { method: 'GET', url: `/api/followups/member/${mine}` })).statusCode).toBe(200);
    });

    it('answers 404 for a member that does not exist and 401 without a token', async () => {
      expect((await post(admin, base(999999))).statusCode).toBe(404);
      expect((await t.call(null, { method: 'POST', url: '/api/followups', payload: base(1) })).statusCode).toBe(401);
    });
  });
});

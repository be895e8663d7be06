import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import type { TestUser } from '../../../test/factories';
import { addRegistration, type RegistrationWorld, registrationWorld } from './registrations-list.fixtures';

describe.each(DIALECTS)('GET api/registrations/event on %s', (dialect) => {
  let t: TestApp;
  let w: RegistrationWorld;
  const r: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await registrationWorld(t);
    const db = t.database.db;
    r.asha = await addRegistration(db, w.event, { firstname: 'Asha', lastname: 'Kulkarni', profession_id: w.profession, created_at: '2025-01-01 09:00:00', created_by: w.admin.id });
    r.bharat = await addRegistration(db, w.event, { firstname: 'Bharat', lastname: 'Joshi', district: 'Nashik', mobile_number: '9876500001', created_at: '2025-01-02 09:00:00' });
    r.driver = await addRegistration(db, w.event, { firstname: 'Chetan', lastname: 'More', relationship: 3, created_at: '2025-01-03 09:00:00' });
    r.family = await addRegistration(db, w.event, { firstname: 'Deepa', lastname: 'Kulkarni', relationship: 5, status: 'Arrived', created_at: '2025-01-04 09:00:00' });
    r.cancelled = await addRegistration(db, w.event, { firstname: 'Eshwar', lastname: 'Rao', status: 'Cancelled', created_at: '2025-01-05 09:00:00' });
    r.cancelledDriver = await addRegistration(db, w.event, { firstname: 'Farid', lastname: 'Khan', relationship: 3, status: 'Cancelled', created_at: '2025-01-06 09:00:00' });
    r.goa = await addRegistration(db, w.goaEvent, { firstname: 'Gauri', lastname: 'Naik', state: 'Goa' });
  });
  afterAll(() => t.close());

  const list = (user: TestUser | null, query: string) => t.call(user, { method: 'GET', url: `/api/registrations/event?${query}` });
  const ids = async (user: TestUser, query: string) => {
    const res = await list(user, query);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { id: number }[]).map((row) => row.id);
  };

  it('the three views: delegates and accompanying personnel without the cancelled, then the cancelled, newest first', async () => {
    expect(await ids(w.admin, `event_id=${w.event}&relationship=1`)).toEqual([r.bharat, r.asha]);
    expect(await ids(w.admin, `event_id=${w.event}&relationship=0`)).toEqual([r.family, r.driver]);
    expect(await ids(w.admin, `event_id=${w.event}&status=Cancelled`)).toEqual([r.cancelledDriver, r.cancelled]);
  });

  it('answers the rows with the columns of the screen, names for the profession and the users', async () => {
    const res = await list(w.admin, `event_id=${w.event}&relationship=1&orderby=fullname&ordertype=asc`);
    const { data, count } = res.json();
    expect(count).toBe(2);
    expect(data[0]).toMatchObject({
      id: r.asha,
      event_id: w.event,
      relationship: 1,
      fullname: 'Asha Kulkarni',
      country: 'INDIA',
      state: 'Maharashtra',
      district: 'Pune',
      profession: expect.any(String),
      created_by: 'Asha Admin',
      created_at: '2025-01-01 09:00:00',
      status: 'Registered',
    });
    expect(data[0].profession.length).toBeGreaterThan(0);
  });

  it('pages on the server with skip and limit, with the count of the whole view', async () => {
    const first = (await list(w.admin, `event_id=${w.event}&status=Registered,Arrived,Cancelled&limit=2`)).json();
    expect(first.count).toBe(6);
    expect(first.data.map((x: { id: number }) => x.id)).toEqual([r.cancelledDriver, r.cancelled]);
    const third = (await list(w.admin, `event_id=${w.event}&status=Registered,Arrived,Cancelled&limit=2&skip=4`)).json();
    expect(third.count).toBe(6);
    expect(third.data.map((x: { id: number }) => x.id)).toEqual([r.bharat, r.asha]);
  });

  it('pages a search and a filter with the count of every match, in the screen order', async () => {
    const page = async (query: string) => (await list(w.admin, `event_id=${w.event}&status=Registered,Arrived,Cancelled&keyword=kulkarni&${query}`)).json();
    expect(await page('limit=1')).toMatchObject({ count: 2, data: [{ id: r.family }] });
    expect(await page('limit=1&skip=1')).toMatchObject({ count: 2, data: [{ id: r.asha }] });
    expect(await page('limit=1&skip=2')).toEqual({ count: 2, data: [] });
    expect(await page('orderby=fullname&ordertype=asc&limit=1')).toMatchObject({ count: 2, data: [{ id: r.asha }] });
    const rao = (await list(w.admin, `event_id=${w.event}&keyword=rao&limit=5`)).json();
    expect(rao).toEqual({ count: 0, data: [] });
    const accompanying = (await list(w.admin, `event_id=${w.event}&attendee_type=3,5&limit=1&skip=1`)).json();
    expect(accompanying).toMatchObject({ count: 2, data: [{ id: r.driver }] });
  });

  it('walks a view newest first page after page, the cancelled left to their own view', async () => {
    const seen: number[] = [];
    for (let skip = 0; skip < 3; skip++) {
      const res = (await list(w.regional, `event_id=${w.event}&relationship=1&limit=1&skip=${skip}`)).json();
      expect(res.count).toBe(2);
      seen.push(...res.data.map((x: { id: number }) => x.id));
    }
    expect(seen).toEqual([r.bharat, r.asha]);
    expect(await ids(w.admin, `event_id=${w.event}&relationship=1&ordertype=asc`)).toEqual([r.asha, r.bharat]);
  });

  it('All Filters: attendee types, places, status, profession, days; and the search box', async () => {
    expect(await ids(w.admin, `event_id=${w.event}&attendee_type=3,5`)).toEqual([r.family, r.driver]);
    expect(await ids(w.admin, `event_id=${w.event}&district=nashik`)).toEqual([r.bharat]);
    expect(await ids(w.admin, `event_id=${w.event}&status=Arrived`)).toEqual([r.family]);
    expect(await ids(w.admin, `event_id=${w.event}&profession_id=${w.profession}`)).toEqual([r.asha]);
    expect(await ids(w.admin, `event_id=${w.event}&start_date=2025-01-02&end_date=2025-01-03`)).toEqual([r.driver, r.bharat]);
    expect(await ids(w.admin, `event_id=${w.event}&keyword=kulkarni`)).toEqual([r.family, r.asha]);
    expect(await ids(w.admin, `event_id=${w.event}&keyword=98765`)).toEqual([r.bharat]);
    expect(await ids(w.admin, `event_id=${w.event}&keyword=${r.driver}`)).toEqual([r.driver]);
    expect(await ids(w.admin, `event_id=${w.event}&keyword=100%25`)).toEqual([]);
  });

  it('is scoped by the event: roles 3-4 inside their locations, else 404; role 5 403; no token 401', async () => {
    expect(await ids(w.regional, `event_id=${w.event}&relationship=1`)).toEqual([r.bharat, r.asha]);
    expect(await ids(w.coordinator, `event_id=${w.event}&relationship=1`)).toEqual([r.bharat, r.asha]);
    const outside = await list(w.goaRegional, `event_id=${w.event}`);
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual({ message: 'Event not found.' });
    expect((await list(w.sevak, `event_id=${w.event}`)).statusCode).toBe(403);
    expect((await list(null, `event_id=${w.event}`)).statusCode).toBe(401);
    expect(await ids(w.goaRegional, `event_id=${w.goaEvent}`)).toEqual([r.goa]);
  });

  it('refuses a bad query with 422 and the field', async () => {
    const missing = await list(w.admin, '');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ event_id: ['Please choose an event'] });
    const badSort = await list(w.admin, `event_id=${w.event}&orderby=password`);
    expect(badSort.statusCode).toBe(422);
    expect(badSort.json().errors).toEqual({ orderby: ['The selected orderby is invalid.'] });
    const badStatus = await list(w.admin, `event_id=${w.event}&status=Gone`);
    expect(badStatus.statusCode).toBe(422);
    expect(badStatus.json().errors).toEqual({ 'status.0': ['Please choose a value from the list'] });
    const badDays = await list(w.admin, `event_id=${w.event}&start_date=2025-01-03&end_date=2025-01-02`);
    expect(badDays.json().errors).toEqual({ end_date: ['The end date must be a date after or equal to the start date.'] });
  });

  it('an event with no matching registrations answers an empty page', async () => {
    const res = await list(w.admin, `event_id=${w.goaEvent}&status=Cancelled&limit=10`);
    expect(res.json()).toEqual({ data: [], count: 0 });
  });
});

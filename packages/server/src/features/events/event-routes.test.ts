import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createLocationPath, type TestUser } from '../../../test/factories';
import { createEvent, type EventWorld, eventWorld } from '../../../test/events.fixtures';

describe.each(DIALECTS)('events: list, read, add, edit on %s', (dialect) => {
  let t: TestApp;
  let w: EventWorld;
  let admin: TestUser;
  let puneAdmin: TestUser;
  const events: Record<string, number> = {};
  const form = () => ({ name: 'Yuva Shibir', location_id: w.pune, type: w.type, date_from: '2025-03-01', date_to: '2025-03-02', description: 'Youth camp', connect_gsheet: 1 });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.database.db;
    w = await eventWorld(db);
    admin = await t.userOf(1, { name: 'Asha Admin' });
    puneAdmin = await t.userOf(4, { locations: [w.pune], name: 'Pune Coordinator' });
    events.national = await createEvent(db, w, { name: 'National Adhiveshan', location_id: w.root, created_by: admin.id });
    events.state = await createEvent(db, w, { name: 'State Sabha', location_id: w.state, created_by: admin.id });
    events.pune = await createEvent(db, w, { name: 'Pune Satsang', location_id: w.pune, created_by: puneAdmin.id });
    events.nashik = await createEvent(db, w, { name: 'Nashik Satsang', location_id: w.nashik });
    events.goa = await createEvent(db, w, { name: 'Goa Shibir', location_id: w.goa });
  });
  afterAll(() => t.close());

  const names = (res: { json(): { data: { name: string }[] } }) => res.json().data.map((e) => e.name);

  it('GET api/myevents: roles 1-2 every event, newest first, with count', async () => {
    const res = await t.call(admin, { method: 'GET', url: '/api/myevents' });
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Goa Shibir', 'Nashik Satsang', 'Pune Satsang', 'State Sabha', 'National Adhiveshan']);
    expect(res.json().count).toBe(5);
    expect(res.json().data[2]).toMatchObject({ id: events.pune, location_name: 'Pune', type_name: expect.any(String), username: 'Pune Coordinator', date_from: '2025-01-10' });
  });

  it('GET api/myevents: roles 3-4 see their locations, above and below, not beside', async () => {
    const res = await t.call(puneAdmin, { method: 'GET', url: '/api/myevents' });
    expect(names(res)).toEqual(['Pune Satsang', 'State Sabha', 'National Adhiveshan']);
  });

  it('GET api/myevents: sorts, filters and pages', async () => {
    const sorted = await t.call(admin, { method: 'GET', url: '/api/myevents?orderby=location&ordertype=asc&limit=2&skip=1' });
    // by location: Goa, INDIA, Maharashtra, Nashik, Pune
    expect(names(sorted)).toEqual(['National Adhiveshan', 'State Sabha']);
    expect(sorted.json().count).toBe(5);
    expect(names(await t.call(admin, { method: 'GET', url: '/api/myevents?keyword=satsang' }))).toEqual(['Nashik Satsang', 'Pune Satsang']);
    expect(names(await t.call(admin, { method: 'GET', url: '/api/myevents?keyword=pune%20coord' }))).toEqual(['Pune Satsang']);
    const bad = await t.call(admin, { method: 'GET', url: '/api/myevents?orderby=password' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ orderby: ['The selected orderby is invalid.'] });
  });

  it('GET api/events/{id}: the event, or 404 outside the caller’s scope', async () => {
    const res = await t.call(puneAdmin, { method: 'GET', url: `/api/events/${events.state}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: events.state, name: 'State Sabha', location_id: w.state, location_name: 'Maharashtra' });
    const outside = await t.call(puneAdmin, { method: 'GET', url: `/api/events/${events.nashik}` });
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual({ message: 'Event not found.' });
    expect((await t.call(admin, { method: 'GET', url: '/api/events/0' })).statusCode).toBe(404);
  });

  it('GET api/myevents and api/events/{id}: a same-named location is told apart by its ancestors (issue 26)', async () => {
    const [goaPune] = await createLocationPath(t.database.db, ['Pune'], w.goa);
    const listed = (await t.call(admin, { method: 'GET', url: '/api/myevents?keyword=pune%20satsang' })).json().data;
    expect(listed).toEqual([expect.objectContaining({ id: events.pune, location_name: 'Pune (Maharashtra)' })]);
    expect((await t.call(admin, { method: 'GET', url: `/api/events/${events.pune}` })).json().data).toMatchObject({ location_id: w.pune, location_name: 'Pune (Maharashtra)' });
    await t.database.db.deleteFrom('locations').where('id', '=', goaPune!).execute();
  });

  it('POST api/events: the seed messages (seed 002 §5)', async () => {
    const res = await t.call(admin, { method: 'POST', url: '/api/events', payload: { name: '', location_id: '', type: w.type, date_from: '', date_to: '' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Event name cannot be blank',
      errors: {
        name: ['Event name cannot be blank'],
        location_id: ['Location cannot be blank'],
        date_from: ['Start Date cannot be blank'],
        date_to: ['End Date cannot be blank'],
      },
    });
    const long = await t.call(admin, { method: 'POST', url: '/api/events', payload: { ...form(), name: 'x'.repeat(51) } });
    expect(long.json().errors).toEqual({ name: ['Event name should be less than 50 characters'] });
    const backwards = await t.call(admin, { method: 'POST', url: '/api/events', payload: { ...form(), date_to: '2025-02-28' } });
    expect(backwards.json().errors).toEqual({ date_to: ['End Date cannot be before Start Date'] });
  });

  it('POST api/events: adds; connect_gsheet only from roles 1-2', async () => {
    const byAdmin = await t.call(admin, { method: 'POST', url: '/api/events', payload: form() });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ message: 'New Event added successfully', data: { name: 'Yuva Shibir', connect_gsheet: 1, inactive: 0, username: 'Asha Admin' } });
    const byRole4 = await t.call(puneAdmin, { method: 'POST', url: '/api/events', payload: form() });
    expect(byRole4.statusCode).toBe(200);
    expect(byRole4.json().data.connect_gsheet).toBe(0);
  });

  it('POST api/events: roles 3-4 place events only inside their locations; a location or type must exist', async () => {
    const above = await t.call(puneAdmin, { method: 'POST', url: '/api/events', payload: { ...form(), location_id: w.state } });
    expect(above.statusCode).toBe(422);
    expect(above.json().errors).toEqual({ location_id: ['Please choose one of your locations'] });
    const noType = await t.call(admin, { method: 'POST', url: '/api/events', payload: { ...form(), type: 999999 } });
    expect(noType.json().errors).toEqual({ type: ['Please choose a value from the list'] });
  });

  it('PUT api/events/{id}: "Event updated successfully"; role 4 cannot change connect_gsheet', async () => {
    const db = t.database.db;
    await db.updateTable('events').set({ connect_gsheet: 1 }).where('id', '=', events.state).execute();
    const res = await t.call(puneAdmin, {
      method: 'PUT',
      url: `/api/events/${events.state}`,
      payload: { ...form(), name: 'State Sabha 2025', location_id: w.state, connect_gsheet: 0, inactive: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Event updated successfully', data: { name: 'State Sabha 2025', connect_gsheet: 1, inactive: 1 } });
    const byAdmin = await t.call(admin, { method: 'PUT', url: `/api/events/${events.state}`, payload: { ...form(), location_id: w.state, connect_gsheet: 0 } });
    expect(byAdmin.json().data).toMatchObject({ connect_gsheet: 0, inactive: 1 });
  });

  it('PUT api/events/{id}: 404 before validation outside the scope', async () => {
    const res = await t.call(puneAdmin, { method: 'PUT', url: `/api/events/${events.goa}`, payload: { name: '' } });
    expect(res.statusCode).toBe(404);
  });
});

import { addDays } from '@sampark/domain/schemas/registration-windows';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-harness';
import { DIALECTS } from '../../../test/dialects';
import { createLocationPath, createMember, rootLocationId, type TestUser } from '../../../test/factories';
import { todayText } from '../../lib/time';

/** The feed as a phone's calendar reads it: parsed by ical.js, its VTIMEZONE registered. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
}

describe.each(DIALECTS)('the calendar feed on %s', (dialect) => {
  let t: TestApp;
  let sevak: TestUser;
  let other: TestUser;
  let memberId: number;
  const today = todayText();
  const tomorrow = addDays(today, 1);

  const urlOf = async (user: TestUser) => {
    const res = await t.call(user, { method: 'GET', url: '/api/user/calendar' });
    expect(res.statusCode).toBe(200);
    return res.json().data.url as string;
  };
  const fetchFeed = (url: string) => t.call(null, { method: 'GET', url: new URL(url).pathname });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.database.db;
    const [pune] = await createLocationPath(db, ['Pune'], await rootLocationId(db));
    sevak = await t.userOf(5, { locations: [pune!] });
    other = await t.userOf(5, { locations: [pune!] });
    memberId = await createMember(db, { location_id: pune!, firstname: 'Suresh', lastname: 'Patil, Jr; the 2nd', assigned_to: sevak.id });
    const others = await createMember(db, { location_id: pune!, firstname: 'Hidden', assigned_to: other.id });
    for (const [user, member, time] of [[sevak, memberId, '10:30'], [other, others, '12:00']] as const) {
      const res = await t.call(user, {
        method: 'POST',
        url: '/api/followups',
        payload: { member_id: member, followup_date: today, contacted_by: user.name, contact_status: 'Called for meeting', meeting_date: tomorrow, meeting_time: time },
      });
      expect(res.statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('gives a secret address that a calendar reads without a login: one VEVENT per meeting, in the zone with its VTIMEZONE', async () => {
    const url = await urlOf(sevak);
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/calendar\/\d+\.[A-Za-z0-9_-]{32}\.ics$/);
    const res = await fetchFeed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(res.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const events = parseFeed(res.body);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.summary).toBe('Meeting: Suresh Patil, Jr; the 2nd');
    expect(event!.startDate.zone.tzid).toBe('Asia/Kolkata');
    expect(event!.startDate.toString()).toBe(`${tomorrow}T10:30:00`);
    // 10:30 in India is 05:00 UTC
    expect(event!.startDate.toJSDate().toISOString()).toBe(`${tomorrow}T05:00:00.000Z`);
    expect(event!.duration.toSeconds()).toBe(3600);
    expect(event!.description).toBe(`Mobile: +91 9820012345\n${url.split('/api/')[0]}/member/${memberId}/view`);
    expect(event!.uid).toMatch(/^meeting-\d+@localhost/);
  });

  it('keeps each meeting\'s UID from one download to the next', async () => {
    const url = await urlOf(sevak);
    const first = parseFeed((await fetchFeed(url)).body).map((e) => e.uid);
    const second = parseFeed((await fetchFeed(url)).body).map((e) => e.uid);
    expect(second).toEqual(first);
  });

  it('answers 404 to a wrong token, another purpose\'s token or a changed user id', async () => {
    const url = new URL(await urlOf(sevak)).pathname;
    const [, id, signature] = /(\d+)\.([^.]+)\.ics$/.exec(url)!;
    for (const path of [
      url.replace(signature!, 'A'.repeat(32)),
      url.replace(`/${id}.`, `/${other.id}.`),
      '/api/calendar/nonsense',
      `/api/calendar/${id}.${signature}x.ics`,
    ]) {
      const res = await t.call(null, { method: 'GET', url: path });
      expect([path, res.statusCode, res.json()]).toEqual([path, 404, { message: 'Not found.' }]);
    }
  });

  it('gives a new address on reset; the old one is 404, the new one reads the same meetings', async () => {
    const old = await urlOf(sevak);
    const res = await t.call(sevak, { method: 'POST', url: '/api/user/calendar/reset' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Your calendar has a new address. The old one no longer works.');
    expect(body.data.url).not.toBe(old);
    expect(await urlOf(sevak)).toBe(body.data.url);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    const events = parseFeed((await fetchFeed(body.data.url)).body);
    expect(events.map((e) => e.summary)).toEqual(['Meeting: Suresh Patil, Jr; the 2nd']);
  });

  it('stops answering when the user is made inactive', async () => {
    const url = await urlOf(other);
    expect(parseFeed((await fetchFeed(url)).body).map((e) => e.summary)).toEqual(['Meeting: Hidden Kumar']);
    await t.database.db.updateTable('users').set({ active: 0 }).where('id', '=', other.id).execute();
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });

  it('asks for a login for the address and the reset', async () => {
    for (const [method, url] of [['GET', '/api/user/calendar'], ['POST', '/api/user/calendar/reset']] as const) {
      const res = await t.call(null, { method, url });
      expect([res.statusCode, res.json()]).toEqual([401, { message: 'Unauthenticated.' }]);
    }
  });
});

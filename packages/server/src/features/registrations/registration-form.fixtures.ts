import { addDays } from '@sampark/domain/schemas/registration-windows';
import type { Db } from '../../db/connect';
import { nowText, todayText } from '../../lib/time';
import type { TestApp } from '../../../test/app-harness';
import type { TestUser } from '../../../test/factories';
import { completeMember, type EventWorld, eventWorld } from '../../../test/events.fixtures';

/**
 * The registration form tests' world: an event at Maharashtra 30 to 32 days from today (so every
 * date window of seed 002 §5 is open), one at Goa, an invitee in Pune, users of each role.
 */
export interface FormWorld extends EventWorld {
  event: number;
  goaEvent: number;
  start: string;
  end: string;
  admin: TestUser;
  coordinator: TestUser;
  regional: TestUser;
  goaRegional: TestUser;
  sevak: TestUser;
}

export async function formWorld(t: TestApp): Promise<FormWorld> {
  const db = t.database.db;
  const w = await eventWorld(db);
  const start = addDays(todayText(), 30);
  const end = addDays(start, 2);
  const event = await addEvent(db, w, { name: 'Yuva Shibir', date_from: start, date_to: end });
  const goaEvent = await addEvent(db, w, { name: 'Goa Sammelan', location_id: w.goa, date_from: start, date_to: end });
  return {
    ...w,
    event,
    goaEvent,
    start,
    end,
    admin: await t.userOf(1, { name: 'Asha Admin' }),
    coordinator: await t.userOf(3, { locations: [w.state] }),
    regional: await t.userOf(4, { name: 'Ravi Regional', locations: [w.pune] }),
    goaRegional: await t.userOf(4, { locations: [w.goa] }),
    sevak: await t.userOf(5, { locations: [w.pune] }),
  };
}

export async function addEvent(db: Db, w: EventWorld, values: { name: string; date_from: string; date_to: string; location_id?: number; inactive?: 0 | 1 }) {
  const now = nowText();
  const { id } = await db
    .insertInto('events')
    .values({ location_id: w.state, type: w.type, created_at: now, updated_at: now, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A member of `eventId` with an approval status (Final Approved: an invitee who gets a personal link). */
export async function invitee(db: Db, w: EventWorld, eventId: number, status = 'Final Approved', location = w.pune, values: Record<string, unknown> = {}) {
  const member = await completeMember(db, w, location, { hindi_name: 'रवि कुमार', email: 'ravi@example.org', state: 'Maharashtra', district: 'Pune', city: 'Pune', ...values });
  const now = nowText();
  await db.insertInto('event_members').values({ event_id: eventId, member_id: member, status, created_at: now, updated_at: now }).execute();
  return member;
}

let formsMade = 0;

/** A complete delegate's form for an event starting on `start` (and ending two days later); each with a mobile number of its own (one delegate per number and event). */
export function validForm(w: { start: string; profession: number }) {
  const { start } = w;
  formsMade += 1;
  return {
    relationship: 1,
    email: 'ravi.kumar@example.org',
    recommended_by: 'Suresh Patil',
    salutation: 'Mr',
    firstname: 'Ravi',
    lastname: 'Kumar',
    hindi_name: 'रवि कुमार',
    gender: 'M',
    profession_id: w.profession,
    dob: '1980-05-01',
    mobile_country_code: '91',
    mobile_number: `98200${String(formsMade).padStart(5, '0')}`,
    whatsapp: '',
    country: 'INDIA',
    state: 'Goa',
    district: 'North Goa',
    city: 'Panaji',
    address: '',
    facebook_id: '',
    twitter_id: '',
    website: '',
    instagram: '',
    other_media: 'Youtube,Koo',
    languages_understood: 'Both (Hindi and English)',
    languages_known: 'Hindi,Konkani',
    pastevents: '2019',
    organization: 'Sanatan Sanstha',
    designation: 'Coordinator',
    org_hindi: 'सनातन संस्था',
    brief_intro: 'Teacher, runs a study circle',
    activities: 'Study circles',
    days_of_stay: `${start},${addDays(start, 1)}`,
    accommodation_needs: 'Any',
    tea_or_coffee: 'Tea with sugar',
    diet_restrictions: 'None',
    remarks: '',
    booking_status: 'I will fill details now',
    booking_date: '',
    arrival_by: 'Train',
    arrival_date: start,
    arrival_time: '09:30',
    pickup_point: 'Madgaon (40 min)',
    arrival_details: 'Konkan Kanya Express',
    departure_by: 'Train',
    departure_date: addDays(start, 1),
    departure_time: '18:00',
    dropoff_point: 'Karmali (40 min)',
    departure_details: 'Mandovi Express',
  };
}

export async function registeredFlag(db: Db, eventId: number, memberId: number) {
  return (await db.selectFrom('event_members').select('registered').where('event_id', '=', eventId).where('member_id', '=', memberId).executeTakeFirstOrThrow()).registered;
}

export async function historyOf(db: Db, eventId: number, memberId: number) {
  return db
    .selectFrom('event_member_history')
    .select(['field', 'old_value', 'new_value', 'comment', 'changed_by'])
    .where('event_id', '=', eventId)
    .where('member_id', '=', memberId)
    .where('field', '=', 'registered')
    .execute();
}

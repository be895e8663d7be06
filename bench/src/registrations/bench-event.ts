import { addDays } from '@sampark/domain/schemas/registration-windows';
import type { Database } from '@sampark/server/src/db/connect';
import { sql } from 'kysely';
import type { NewRegistration } from '@sampark/server/src/db/schema';
import { issueToken } from '@sampark/server/src/features/auth/token-repository';
import { nowText, todayText } from '@sampark/server/src/lib/time';

/**
 * The registrations bench's data, in a scratch database loaded by load-bench.ts (bench/README.md
 * "Registrations"): an event of 20,000 registrations for the list and the export, and an event the
 * public submissions go to, both at the regional admin's state so a scoped role 4 reaches them.
 * Written once; a later run finds them by name and reuses them. The mix is the one a large
 * shibir would have: 70% delegates, ~8% cancelled, a few arrived, people from every district.
 */

export const LIST_EVENT_NAME = 'Registrations bench: 20,000 registrations';
export const FORM_EVENT_NAME = 'Registrations bench: public form';
export const LIST_SIZE = 20_000;

export interface BenchUser {
  id: number;
  name: string;
  token: string;
}

export interface RegistrationsWorld {
  listEvent: number;
  formEvent: { id: number; start: string };
  profession: number;
  admin: BenchUser;
  regional: BenchUser;
  /** a state and a district that hold registrations, for the All Filters call */
  place: { state: string; district: string };
}

const FIRST = ['Asha', 'Bharat', 'Chitra', 'Deepak', 'Esha', 'Farhan', 'Gauri', 'Harish', 'Indu', 'Jatin', 'Kavita', 'Lalit', 'Meera', 'Nikhil', 'Omkar', 'Pooja', 'Rahul', 'Sneha', 'Tushar', 'Usha'];
const LAST = ['Kulkarni', 'Patil', 'Joshi', 'Deshpande', 'Naik', 'Shinde', 'Rao', 'Iyer', 'Sharma', 'Verma', 'Gupta', 'Reddy', 'Khan', 'Pawar', 'Jadhav'];
const STATUS_BY_TENTH = ['Registered', 'Registered', 'Registered', 'Registered', 'Registered', 'Registered', 'Registered', 'Cancelled', 'Arrived', 'Registered'];

async function userByEmail(database: Database, email: string): Promise<BenchUser> {
  const row = await database.db.selectFrom('users').select(['id', 'name']).where('email', '=', email).where('active', '=', 1).executeTakeFirst();
  if (!row) throw new Error(`no active user ${email}: load the database with bench/src/generate/load-bench.ts first`);
  return { ...row, token: (await issueToken(database.db, row.id, 4)).token };
}

/** The state the regional admin holds (or the state above their district). */
async function regionalState(database: Database, userId: number): Promise<number> {
  const row = await database.db
    .selectFrom('user_locations as ul')
    .innerJoin('location_closure as c', 'c.descendant_id', 'ul.location_id')
    .innerJoin('locations as l', 'l.id', 'c.ancestor_id')
    .select('l.id')
    .where('ul.user_id', '=', userId)
    .where('l.parent_id', 'is not', null)
    .orderBy('c.depth', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function findOrCreateEvent(database: Database, name: string, locationId: number, start: string): Promise<number> {
  const { db } = database;
  const found = await db.selectFrom('events').select('id').where('name', '=', name).executeTakeFirst();
  if (found) {
    await db.updateTable('events').set({ date_from: start, date_to: addDays(start, 2), inactive: 0 }).where('id', '=', found.id).execute();
    return found.id;
  }
  const type = await db.selectFrom('event_types').select('id').orderBy('id').executeTakeFirstOrThrow();
  const now = nowText();
  const row = await db
    .insertInto('events')
    .values({ name, location_id: locationId, type: type.id, date_from: start, date_to: addDays(start, 2), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

interface Places {
  districts: { state: string; district: string }[];
  professions: number[];
  members: number[];
  users: number[];
}

async function placesOf(database: Database, stateId: number): Promise<Places> {
  const { db } = database;
  const districts = await db
    .selectFrom('locations as d')
    .innerJoin('locations as s', 's.id', 'd.parent_id')
    .select(['s.name as state', 'd.name as district'])
    .where('s.parent_id', 'in', db.selectFrom('locations').select('id').where('parent_id', 'is', null))
    .orderBy('d.id')
    .execute();
  const inState = await db.selectFrom('locations').select('name').where('id', '=', stateId).executeTakeFirstOrThrow();
  // half the registrants come from the event's own state, the others from anywhere
  const own = districts.filter((d) => d.state === inState.name);
  const professions = (await db.selectFrom('professions').select('id').where('active', '=', 1).orderBy('id').execute()).map((r) => r.id);
  const members = (await db.selectFrom('members').select('id').orderBy('id').limit(LIST_SIZE).execute()).map((r) => r.id);
  const users = (await db.selectFrom('users').select('id').where('active', '=', 1).orderBy('id').limit(10).execute()).map((r) => r.id);
  return { districts: [...own, ...own, ...districts], professions, members, users };
}

function registrationRow(eventId: number, i: number, p: Places, today: string): NewRegistration {
  const relationship = i % 10 < 7 ? 1 : 2 + (i % 4);
  const firstname = FIRST[i % FIRST.length];
  const lastname = LAST[Math.floor(i / FIRST.length) % LAST.length];
  const place = p.districts[(i * 7919) % p.districts.length];
  // registered over the last 60 days, oldest first
  const day = addDays(today, -60 + Math.floor((i * 60) / LIST_SIZE));
  const time = `${String(8 + (i % 12)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00`;
  const staff = i % 3 === 0 ? p.users[i % p.users.length] : null;
  return {
    event_id: eventId,
    member_id: relationship === 1 && i % 2 === 0 ? (p.members[i % p.members.length] ?? null) : null,
    relationship,
    salutation: i % 2 ? 'Mrs' : 'Mr',
    firstname,
    lastname,
    fullname: `${firstname} ${lastname}`,
    email: `${firstname}.${lastname}.${i}@example.org`.toLowerCase(),
    mobile_country_code: '91',
    mobile_number: `9${String(100_000_000 + i * 37).slice(0, 9)}`,
    whatsapp: i % 4 === 0 ? null : `9${String(100_000_000 + i * 37).slice(0, 9)}`,
    country: 'INDIA',
    state: place.state,
    district: place.district,
    city: place.district,
    address: `${i} Station Road`,
    profession_id: p.professions[i % p.professions.length] ?? null,
    status: STATUS_BY_TENTH[Math.floor(i / 10) % 10],
    created_by: staff,
    updated_by: staff,
    created_at: `${day} ${time}`,
    updated_at: `${day} ${time}`,
  };
}

async function fillListEvent(database: Database, eventId: number, stateId: number): Promise<void> {
  const { db } = database;
  const { n } = await db.selectFrom('registrations').select((eb) => eb.fn.countAll<number>().as('n')).where('event_id', '=', eventId).executeTakeFirstOrThrow();
  if (Number(n) === LIST_SIZE) return;
  await db.deleteFrom('registrations').where('event_id', '=', eventId).execute();
  const places = await placesOf(database, stateId);
  const today = todayText();
  for (let from = 0; from < LIST_SIZE; from += 500) {
    const rows = Array.from({ length: Math.min(500, LIST_SIZE - from) }, (_, k) => registrationRow(eventId, from + k, places, today));
    await db.insertInto('registrations').values(rows).execute();
  }
  // the planner's statistics must know the new rows, as they would in a database running for days
  await sql`analyze`.execute(db);
}

export async function registrationsWorld(database: Database): Promise<RegistrationsWorld> {
  const admin = await userByEmail(database, 'superadmin@demo.sampark');
  const regional = await userByEmail(database, 'regional@demo.sampark');
  const stateId = await regionalState(database, regional.id);
  // 30 days ahead: every date window of the form is open (seed 002 §5)
  const start = addDays(todayText(), 30);
  const listEvent = await findOrCreateEvent(database, LIST_EVENT_NAME, stateId, start);
  const formEvent = await findOrCreateEvent(database, FORM_EVENT_NAME, stateId, start);
  await fillListEvent(database, listEvent, stateId);
  const profession = await database.db.selectFrom('professions').select('id').where('active', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  const place = await database.db
    .selectFrom('registrations')
    .select(['state', 'district'])
    .where('event_id', '=', listEvent)
    .groupBy(['state', 'district'])
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .executeTakeFirstOrThrow();
  return { listEvent, formEvent: { id: formEvent, start }, profession: profession.id, admin, regional, place: { state: place.state!, district: place.district! } };
}

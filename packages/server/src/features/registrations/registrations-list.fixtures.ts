import type { Db } from '../../db/connect';
import type { NewRegistration } from '../../db/schema';
import { nowText } from '../../lib/time';
import type { TestApp } from '../../../test/app-harness';
import type { TestUser } from '../../../test/factories';
import { createEvent, type EventWorld, eventWorld } from '../../../test/events.fixtures';

/**
 * The registrations tests' world (helper F's form writes registrations; these tests insert them
 * straight into the table): an event at Maharashtra, an event at Goa, and users of each role, the
 * regional admin holding Pune (inside Maharashtra) and another holding only Goa.
 */
export interface RegistrationWorld extends EventWorld {
  event: number;
  goaEvent: number;
  admin: TestUser;
  coordinator: TestUser;
  regional: TestUser;
  goaRegional: TestUser;
  sevak: TestUser;
}

export async function registrationWorld(t: TestApp): Promise<RegistrationWorld> {
  const db = t.database.db;
  const w = await eventWorld(db);
  const event = await createEvent(db, w, { name: 'Yuva Shibir' });
  const goaEvent = await createEvent(db, w, { name: 'Goa Sammelan', location_id: w.goa });
  return {
    ...w,
    event,
    goaEvent,
    admin: await t.userOf(1, { name: 'Asha Admin' }),
    coordinator: await t.userOf(3, { locations: [w.state] }),
    regional: await t.userOf(4, { name: 'Ravi Regional', locations: [w.pune] }),
    goaRegional: await t.userOf(4, { locations: [w.goa] }),
    sevak: await t.userOf(5, { locations: [w.pune] }),
  };
}

let seq = 0;

/** A registration with sensible defaults; pass any column to override. */
export async function addRegistration(db: Db, eventId: number, values: Partial<NewRegistration> = {}): Promise<number> {
  seq += 1;
  const now = nowText();
  const firstname = values.firstname ?? `Guest${String.fromCharCode(65 + (seq % 26))}`;
  const lastname = values.lastname ?? 'Patil';
  const { id } = await db
    .insertInto('registrations')
    .values({
      event_id: eventId,
      relationship: 1,
      salutation: 'Mr',
      firstname,
      lastname,
      fullname: `${firstname} ${lastname}`,
      email: `guest${seq}@example.org`,
      mobile_country_code: '91',
      mobile_number: `98${String(20000000 + seq).padStart(8, '0')}`,
      country: 'INDIA',
      state: 'Maharashtra',
      district: 'Pune',
      city: 'Pune',
      status: 'Registered',
      created_at: now,
      updated_at: now,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** `n` registrations in one statement per 500 (the speed and export tests' bigger events). */
export async function addManyRegistrations(db: Db, eventId: number, n: number, values: (i: number) => Partial<NewRegistration> = () => ({})) {
  const now = nowText();
  for (let start = 0; start < n; start += 500) {
    const rows: NewRegistration[] = [];
    for (let i = start; i < Math.min(n, start + 500); i++) {
      rows.push({
        event_id: eventId,
        relationship: i % 4 === 0 ? 5 : 1,
        firstname: 'Bulk',
        lastname: `Guest${i}`,
        fullname: `Bulk Guest${i}`,
        mobile_number: `97${String(i).padStart(8, '0')}`,
        state: 'Goa',
        status: 'Registered',
        created_at: now,
        updated_at: now,
        ...values(i),
      });
    }
    await db.insertInto('registrations').values(rows).execute();
  }
}

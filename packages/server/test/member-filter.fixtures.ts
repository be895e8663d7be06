import { TO_BE_DELETED } from '@sampark/domain/options/reference';
import type { Db } from '../src/db/connect';
import { nowText } from '../src/lib/time';
import type { TestApp } from './app-harness';
import { createLocationPath, createMember, rootLocationId, type TestUser } from './factories';

/**
 * A small organisation for the members list, export and bulk tests: two states with cities,
 * users of each role and members whose every filterable field is set on purpose, so each filter
 * has members it must include and members it must leave out.
 */
export interface MembersWorld {
  root: number;
  maharashtra: number;
  mumbai: number;
  dadar: number;
  karnataka: number;
  bengaluru: number;
  trash: number;
  professions: { doctor: number; teacher: number };
  categories: { intellectual: number; karyakarta: number; sadhak: number; media: number };
  org: number;
  event: number;
  admin: TestUser;
  /** role 4 holding Maharashtra */
  regional: TestUser;
  /** role 5 holding Mumbai */
  sevak: TestUser;
  /** role 5 holding Karnataka */
  otherSevak: TestUser;
  m: Record<'asha' | 'bharat' | 'chitra' | 'deepak' | 'eshwar' | 'farah' | 'gopal' | 'idris', number>;
}

async function idByName(db: Db, table: 'professions' | 'categories', name: string): Promise<number> {
  const row = await db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

export async function buildMembersWorld(t: TestApp): Promise<MembersWorld> {
  const db = t.database.db;
  const root = await rootLocationId(db);
  const [maharashtra, mumbai, dadar] = await createLocationPath(db, ['Maharashtra', 'Mumbai', 'Dadar'], root);
  const [karnataka, bengaluru] = await createLocationPath(db, ['Karnataka', 'Bengaluru'], root);
  const trash = (await db.selectFrom('locations').select('id').where('name', '=', TO_BE_DELETED).executeTakeFirstOrThrow()).id;
  const professions = { doctor: await idByName(db, 'professions', 'Doctor'), teacher: await idByName(db, 'professions', 'Teacher') };
  const categories = {
    intellectual: await idByName(db, 'categories', 'Intellectual'),
    karyakarta: await idByName(db, 'categories', 'Karyakarta'),
    sadhak: await idByName(db, 'categories', 'Sadhak'),
    media: await idByName(db, 'categories', 'Media'),
  };
  const admin = await t.userOf(1, { name: 'Anil Admin', locations: [root] });
  const regional = await t.userOf(4, { name: 'Rekha Regional', locations: [maharashtra] });
  const sevak = await t.userOf(5, { name: 'Sunil Sevak', locations: [mumbai] });
  const otherSevak = await t.userOf(5, { name: 'Om Sevak', locations: [karnataka] });
  const now = nowText();
  const org = (await db.insertInto('organizations').values({ name: 'Seva Trust', active: 1, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
  const type = (await db.selectFrom('event_types').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const event = (
    await db
      .insertInto('events')
      .values({ name: 'Adhiveshan', location_id: maharashtra, type, date_from: '2024-06-01', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

  const m = {
    asha: await createMember(db, {
      firstname: 'Asha', lastname: 'Patil', location_id: dadar, source: 'PIS', how_know_us: 'Friend',
      profession_id: professions.doctor, category_id: categories.sadhak, grade: 'A', assigned_to: sevak.id,
      email: 'asha.patil@example.com', mobile_number: '9820011111', whatsapp: null, output: 'andolan,sabha',
      state: 'Maharashtra', district: 'Mumbai', city: 'Mumbai', can_take_responsibility: 0, study_about_responsibility: 1,
      bhav_satsang: 1, is_alive: 1, created_at: '2024-01-10 09:00:00', updated_at: '2024-01-10 09:00:00', created_by: admin.id,
      updated_by: regional.id,
    }),
    bharat: await createMember(db, {
      firstname: 'Bharat', lastname: 'Joshi', location_id: mumbai, source: 'HJS Website', how_know_us: 'Website',
      profession_id: professions.teacher, category_id: categories.media, grade: 'B', assigned_to: null,
      email: 'bharat@mail.test', mobile_number: '9833300000', whatsapp: '9811122222', output: 'baithak',
      state: 'Maharashtra', district: 'Thane', city: 'Thane', contact_group: 'Unsuccessful',
      last_contact_status: 'Did not pick phone / phone switched off', lcd: '2024-03-05', uf: 2, sf: 0,
      can_take_responsibility: 1, bhav_satsang: 0, created_at: '2024-02-01 10:00:00', updated_at: '2024-03-05 12:00:00',
    }),
    chitra: await createMember(db, {
      firstname: 'Chitra', lastname: 'Rao', location_id: bengaluru, source: 'Sanatan Website', how_know_us: 'Friend',
      profession_id: null, category_id: null, grade: null, assigned_to: otherSevak.id, email: 'CHITRA@Example.com',
      mobile_number: '9845098450', state: 'Karnataka', district: 'Bengaluru Urban', city: 'Bengaluru', contact_group: 'Active',
      last_contact_status: 'Contact established successfully', last_contact_response: 'Good',
      last_participation_status: 'Activist', last_comment: 'Will join', last_contacted_by: 'Om', lcd: '2024-04-20',
      sf: 6, uf: 1, output: 'Other', created_at: '2023-12-01 08:00:00', updated_at: '2024-04-20 18:30:00',
    }),
    deepak: await createMember(db, {
      firstname: 'Deepak', lastname: 'Kumar', location_id: maharashtra, source: 'Quick Entry', how_know_us: 'Temple',
      profession_id: professions.doctor, category_id: categories.intellectual, grade: '', assigned_to: regional.id,
      email: 'deepak@kumar.test', mobile_number: '9999912345', whatsapp: '9999912345', state: 'Maharashtra',
      district: 'Pune', city: 'Pune', contact_group: 'Active', last_contact_status: 'Called for meeting', lcd: '2024-05-01',
      sf: 1, is_alive: 0, output: 'regular donations, andolan', created_at: '2024-05-01 07:00:00', updated_at: '2024-05-01 07:00:00',
    }),
    eshwar: await createMember(db, {
      firstname: 'Eshwar', lastname: 'Deleted', location_id: trash, deleted_from_location_id: mumbai, source: 'PIS',
      mobile_number: '9000000099', created_at: '2024-01-20 10:00:00', updated_at: '2024-01-20 10:00:00',
    }),
    farah: await createMember(db, {
      firstname: 'Farah', lastname: 'Khan', location_id: karnataka, source: 'PIS', how_know_us: 'Website',
      profession_id: professions.teacher, category_id: categories.sadhak, grade: 'D', email: 'farah_k%@mail.test',
      mobile_number: '9700070000', state: 'Karnataka', district: 'Mysuru', city: 'Mysuru', contact_group: 'Spam',
      last_contact_status: 'Spam', lcd: '2024-02-15', uf: 1, created_at: '2024-02-10 11:00:00', updated_at: '2024-02-15 09:00:00',
    }),
    gopal: await createMember(db, {
      firstname: 'Go', lastname: 'Pal', location_id: mumbai, source: 'PIS', how_know_us: 'Friend', grade: 'A',
      email: null, mobile_number: '9123456780', assigned_to: sevak.id, state: 'Maharashtra', district: 'Mumbai', city: 'Mumbai',
      contact_group: 'Passive', last_contact_status: 'Contact established successfully', last_contact_response: 'Bad',
      lcd: '2024-03-05', sf: 1, created_at: '2024-03-01 10:00:00', updated_at: '2024-03-05 10:00:00',
    }),
    // an explicit large id: the keyword must match ids exactly, not as a substring
    idris: await createMember(db, {
      id: 5550123, firstname: 'Idris', lastname: 'Exact', location_id: bengaluru, source: 'Sanatan Website',
      mobile_number: '9000000001', created_at: '2024-06-01 10:00:00', updated_at: '2024-06-01 10:00:00',
    }),
  };
  await db.insertInto('member_organizations').values({ member_id: m.deepak, organization_id: org, position: 'Trustee', created_at: now, updated_at: now }).execute();
  await db.insertInto('member_organizations').values({ member_id: m.chitra, organization_id: org, position: null, created_at: now, updated_at: now }).execute();
  await db.insertInto('event_members').values({ event_id: event, member_id: m.asha, created_at: now, updated_at: now }).execute();
  await db.insertInto('event_members').values({ event_id: event, member_id: m.farah, created_at: now, updated_at: now }).execute();
  return { root, maharashtra, mumbai, dadar, karnataka, bengaluru, trash, professions, categories, org, event, admin, regional, sevak, otherSevak, m };
}

import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import Database from 'better-sqlite3';
import { auth, json } from './events';

/**
 * The check-in specs' set-up: registrations put straight into the e2e server's SQLite file (the
 * registration form is another spec's), and the pass and the counts the server gives.
 */

const DB_FILE = path.join(import.meta.dirname, '../artifacts', `e2e-${process.env.E2E_PORT ?? '3100'}.db`);

export interface Registrant {
  firstname: string;
  /** attendee type: 1 delegate, 3 driver, 5 family member … */
  relationship: number;
  mobile: string;
}

/** Registrations of `eventId` as the registration form would leave them (Registered), named `firstname lastname`; their ids. */
export function insertRegistrations(eventId: number, lastname: string, people: Registrant[]): number[] {
  const db = new Database(DB_FILE);
  try {
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
    const insert = db.prepare(
      `insert into registrations (event_id, relationship, salutation, firstname, lastname, fullname, email, mobile_country_code, mobile_number,
         country, state, district, city, status, created_at, updated_at)
       values (?, ?, 'Mr', ?, ?, ?, ?, '91', ?, 'INDIA', 'Goa', 'North Goa', 'Panaji', 'Registered', ?, ?)`,
    );
    return people.map((p) =>
      Number(insert.run(eventId, p.relationship, p.firstname, lastname, `${p.firstname} ${lastname}`, `${p.firstname.toLowerCase()}.${lastname.toLowerCase()}@example.org`, p.mobile, now, now).lastInsertRowid),
    );
  } finally {
    db.close();
  }
}

export const passOf = async (request: APIRequestContext, token: string, id: number) =>
  (await json<{ data: { code: string; fullname: string } }>(request.get(`/api/registrations/${id}/pass`, auth(token)))).data;

export const countsOf = async (request: APIRequestContext, token: string, eventId: number) =>
  (await json<{ data: { registered: number; arrived: number } }>(request.get(`/api/checkin/counts?event_id=${eventId}`, auth(token)))).data;

import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The events specs' set-up through the API: an event, members who can join it, enrolling them and
 * giving them a status, so each spec starts at the screen it is about.
 */

/** A time stamp for this run's names; `lettersOnly` for fields that take English letters only. */
export function runStamp({ lettersOnly = false } = {}) {
  const stamp = Date.now().toString(36);
  return lettersOnly ? stamp.replace(/\d/g, (d) => 'qwertyuiop'[Number(d)]!) : stamp;
}

export const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** The answer's body, once the call has answered 200 (else the test fails with the body). */
export async function json<T>(response: Promise<APIResponse>): Promise<T> {
  const res = await response;
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** A member as POST api/filter lists it, with what adding to an event asks of them. */
export interface Candidate {
  id: number;
  fullname: string;
  category_id: number | null;
  profession_id: number | null;
  brief_intro: string | null;
  participation: string | null;
}

/** `count` members the caller can see that an event can take (category, profession, intro and participation set), by id in `order`. */
export async function completeMembers(request: APIRequestContext, token: string, count: number, order: 'asc' | 'desc'): Promise<Candidate[]> {
  const body = await json<{ data: { records: Candidate[] } }>(
    request.post(`/api/filter?skip=0&limit=200&orderby=id&ordertype=${order}`, { data: {}, ...auth(token) }),
  );
  const complete = body.data.records.filter((m) => m.category_id && m.profession_id && m.brief_intro?.trim() && m.participation?.trim());
  expect(complete.length).toBeGreaterThanOrEqual(count);
  return complete.slice(0, count);
}

/** An event made by the admin at the first location of `locationsOf` (a token), of the first active type. */
export async function createEvent(
  request: APIRequestContext,
  admin: string,
  name: string,
  locationsOf = admin,
  dates = { date_from: '2026-12-10', date_to: '2026-12-11' },
) {
  const locations = (await json<{ data: { id: number }[] }>(request.get('/api/mylocs', auth(locationsOf)))).data;
  const types = (await json<{ data: { id: number }[] }>(request.get('/api/event_types?active=1', auth(admin)))).data;
  const event = { name, location_id: locations[0]!.id, type: types[0]!.id, ...dates };
  const created = await json<{ data: { id: number } }>(request.post('/api/events', { data: event, ...auth(admin) }));
  return { id: created.data.id, name, location_id: event.location_id };
}

/** POST api/event/storemembers: the ids added. */
export async function enrol(request: APIRequestContext, admin: string, eventId: number, memberIds: number[]): Promise<number[]> {
  const stored = await json<{ data: { added: number[] } }>(request.post('/api/event/storemembers', { data: { event_id: eventId, members: memberIds }, ...auth(admin) }));
  return stored.data.added;
}

/** POST api/event/approvemembers: the members take `status`. */
export async function approve(request: APIRequestContext, admin: string, eventId: number, memberIds: number[], status: string, comment: string) {
  await json(request.post('/api/event/approvemembers', { data: { id: eventId, members: memberIds, status, comment }, ...auth(admin) }));
}

/**
 * An event at role 4's first location holding `count` of its complete members (by id in
 * `order`), set up by the admin: what the event screens' specs start from.
 */
export async function eventWithMembers(request: APIRequestContext, tokens: { admin: string; regional: string }, name: string, count: number, order: 'asc' | 'desc') {
  const event = await createEvent(request, tokens.admin, name, tokens.regional);
  const members = await completeMembers(request, tokens.regional, count, order);
  const added = await enrol(request, tokens.admin, event.id, members.map((m) => m.id));
  expect([...added].sort((a, b) => a - b)).toEqual(members.map((m) => m.id).sort((a, b) => a - b));
  return { id: event.id, name, members };
}

import type { Role } from '@sampark/domain/roles';
import type { EventHistoryEntry, EventMemberRow } from '@sampark/domain/schemas/events';
import { jsonResponse, loginAs, type RecordedCall, renderApp, stubFetch, withUser } from '../../../test/render';

/** The events screens' tests: the rows they answer with and the fake network they answer from. */

export { eventRow } from '../../../test/event-fixtures';
import { eventRow } from '../../../test/event-fixtures';

export const EVENT = eventRow();

/** A row of POST api/event/getmembers: member `id`, not yet invited, registered or attended. */
export const member = (id: number, status: string, values: Partial<EventMemberRow> = {}) => ({
  id,
  event_member_id: id + 100,
  fullname: `Member ${id}`,
  location: 'Pune',
  district: 'Pune',
  state: 'Maharashtra',
  country: 'INDIA',
  category: 'Doctor',
  profession: 'Medicine',
  grade: 'A',
  brief_intro: 'Runs a clinic',
  participation: 'Speaker',
  internal_remark: null,
  source: 'Event',
  how_know_us: 'Friend',
  dob: '1990-04-02',
  year_joined: 2015,
  languages_known: 'Hindi, Marathi',
  successful_followups: 2,
  unsuccessful_followups: 1,
  status,
  approved_by: null,
  approved_on: null,
  approval_comments: null,
  inv_status: 10,
  registered: 0,
  attended: 0,
  attendance_comment: null,
  created_at: '2026-11-21 10:00:00',
  ...values,
}) satisfies EventMemberRow;

/** The first step of every member's timeline (GET api/event/history), after the tests' own steps. */
export const ADDED_TO_EVENT = { changed_at: '2026-11-21 10:00:00', user_name: 'Asha Superadmin', field: 'status', from: null, to: 'New', comment: 'Added to the event' } satisfies EventHistoryEntry;

/** The Filter Members panel's lookups. */
export const LOOKUPS: Record<string, unknown> = {
  '/api/professions': { data: [{ id: 3, name: 'Medicine', active: 1 }, { id: 4, name: 'Law', active: 1 }] },
  '/api/categories': { data: [{ id: 5, name: 'Doctor', active: 1 }] },
  '/api/events': { data: [{ id: 7, name: 'Yuva Shibir' }, { id: 8, name: 'Sant Sammelan' }] },
};

/** One fake endpoint or more: a response for the calls it knows, undefined for the others. */
export type Answer = (call: RecordedCall) => Response | undefined;

/** Answers each of `lookups`' paths (the query string aside). */
export const lookupAnswer =
  (lookups: Record<string, unknown>): Answer =>
  (call) => {
    const lookup = lookups[call.url.split('?')[0]!];
    return lookup ? jsonResponse(200, lookup) : undefined;
  };

/** Logs `role` in, answers each call from the first of `answers` that knows it (else 404) and opens `path`. */
export function openScreen(role: Role, path: string, ...answers: Answer[]) {
  const auth = loginAs(role);
  const network = stubFetch(
    withUser(auth.user, (call) => {
      for (const answer of answers) {
        const response = answer(call);
        if (response) return response;
      }
      return jsonResponse(404, { message: 'Not found.' });
    }),
  );
  return { ...network, ...renderApp(path) };
}

export interface EventMembersData {
  /** getmembers' rows, whatever the filter */
  rows?: unknown[];
  /** getmembers' count (the number of rows unless told) */
  count?: number;
  /** api/event/history's steps; without them the history is not answered */
  history?: unknown[];
  /** the test's own endpoints, asked first */
  answer?: Answer;
}

/** Opens an event member screen of event 7: the event, its members, the lookups and `answer`'s calls. */
export function setupScreen(role: Role, path: string, { rows = [], count = rows.length, history, answer = () => undefined }: EventMembersData = {}) {
  const event: Answer = (call) => {
    if (call.url === `/api/events/${EVENT.id}`) return jsonResponse(200, { data: EVENT });
    if (call.url.startsWith('/api/event/getmembers')) return jsonResponse(200, { data: rows, count, count_capped: false });
    if (history && call.url.startsWith('/api/event/history')) return jsonResponse(200, { data: history });
    return undefined;
  };
  return openScreen(role, path, answer, event, lookupAnswer(LOOKUPS));
}

/** The getmembers urls the screen asked, in order. */
export const listCalls = (calls: RecordedCall[]) => calls.filter((c) => c.url.startsWith('/api/event/getmembers')).map((c) => c.url);

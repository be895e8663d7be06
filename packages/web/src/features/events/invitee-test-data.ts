import { jsonResponse, loginAs, type RecordedCall, renderApp, stubFetch, withUser } from '../../../test/render';
import type { Role } from '@sampark/domain/roles';

/** The event and member rows the invitee screens' tests answer with. */
export const EVENT = {
  id: 7,
  name: 'Yuva Shibir',
  description: null,
  location_id: 2,
  location_name: 'Pune',
  type: 1,
  type_name: 'Shibir',
  date_from: '2026-12-10',
  date_to: '2026-12-12',
  remarks: null,
  connect_gsheet: 0,
  inactive: 0,
  username: 'Asha Superadmin',
  created_on: '2026-11-20 09:30:00',
};

export const member = (id: number, status: string, values: Record<string, unknown> = {}) => ({
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
});

const LOOKUPS: Record<string, unknown> = {
  '/api/professions': { data: [{ id: 3, name: 'Medicine', active: 1 }, { id: 4, name: 'Law', active: 1 }] },
  '/api/categories': { data: [{ id: 5, name: 'Doctor', active: 1 }] },
  '/api/events': { data: [{ id: 7, name: 'Yuva Shibir' }, { id: 8, name: 'Sant Sammelan' }] },
};

export type Answer = (call: RecordedCall) => Response | undefined;

/** Logs `role` in, answers the event, its members, the lookups and `answer`'s calls, and opens `path`. */
export function setupScreen(role: Role, path: string, rows: unknown[], answer: Answer = () => undefined) {
  const auth = loginAs(role);
  const network = stubFetch(
    withUser(auth.user, (call) => {
      const own = answer(call);
      if (own) return own;
      if (call.url === '/api/events/7') return jsonResponse(200, { data: EVENT });
      if (call.url.startsWith('/api/event/getmembers')) return jsonResponse(200, { data: rows, count: rows.length });
      const lookup = LOOKUPS[call.url.split('?')[0]!];
      if (lookup) return jsonResponse(200, lookup);
      return jsonResponse(404, { message: 'Not found.' });
    }),
  );
  return { ...network, ...renderApp(path) };
}

export const listCalls = (calls: RecordedCall[]) => calls.filter((c) => c.url.startsWith('/api/event/getmembers')).map((c) => c.url);

/**
 * The contact group and the other followup-derived member fields (docs/api-conventions.md#followups-and-the-contact-group; the seeds say "not shown"). The server stores the result on the member in the
 * same transaction as the followup insert; the demo data generator uses the same functions, so
 * stored values and this rule can never disagree.
 */
import {
  CONTACT_RESPONSES,
  type ContactGroup,
  isPositiveResponse,
  STATUS_CALLED_FOR_MEETING,
  STATUS_CONTACT_ESTABLISHED,
  STATUS_SPAM,
} from './options/members';

/** What the rule needs of one followup. `id` breaks ties between followups of the same date. */
export interface FollowupFacts {
  id: number;
  /** 'YYYY-MM-DD' (a longer timestamp is cut to its date for lcd). */
  followup_date: string;
  contact_status: string;
  contact_response?: string | null;
  participation?: string | null;
  comments?: string | null;
  contacted_by?: string | null;
}

/** The member columns derived from the followups (a type, not an interface: it is also a plain record). */
export type ContactFields = {
  contact_group: ContactGroup;
  sf: number;
  uf: number;
  /** last contacted date 'YYYY-MM-DD' */
  lcd: string | null;
  last_contact_status: string | null;
  last_contact_response: string | null;
  last_participation_status: string | null;
  last_comment: string | null;
  last_contacted_by: string | null;
};

/** A member without followups. */
export const NO_CONTACT: Readonly<ContactFields> = Object.freeze({
  contact_group: 'Pending',
  sf: 0,
  uf: 0,
  lcd: null,
  last_contact_status: null,
  last_contact_response: null,
  last_participation_status: null,
  last_comment: null,
  last_contacted_by: null,
});

/** Responses after which an established contact is Passive (the rest of CONTACT_RESPONSES). */
export const PASSIVE_RESPONSES = CONTACT_RESPONSES.filter((r) => !isPositiveResponse(r));

/** A followup counts as successful (sf) with these statuses; every other status counts in uf. */
export function isSuccessfulStatus(status: string): boolean {
  return status === STATUS_CONTACT_ESTABLISHED || status === STATUS_CALLED_FOR_MEETING;
}

/**
 * The group after a last followup with this status and response. No status: Pending. An
 * established contact without a response (the form requires one; older data may lack it) counts
 * as "Unknown/Cannot tell", so Passive.
 */
export function contactGroupOf(status: string | null | undefined, response?: string | null): ContactGroup {
  if (!status) return 'Pending';
  if (status === STATUS_SPAM) return 'Spam';
  if (status === STATUS_CALLED_FOR_MEETING) return 'Active';
  if (status === STATUS_CONTACT_ESTABLISHED) return isPositiveResponse(response) ? 'Active' : 'Passive';
  return 'Unsuccessful';
}

const dateOf = (followupDate: string) => followupDate.slice(0, 10);

/** True when `a` is later than `b`: by followup date, then by id. */
export function isLaterFollowup(a: Pick<FollowupFacts, 'id' | 'followup_date'>, b: Pick<FollowupFacts, 'id' | 'followup_date'>): boolean {
  const da = dateOf(a.followup_date);
  const db = dateOf(b.followup_date);
  return da !== db ? da > db : a.id > b.id;
}

function lastFieldsOf(f: FollowupFacts): Omit<ContactFields, 'sf' | 'uf'> {
  return {
    contact_group: contactGroupOf(f.contact_status, f.contact_response),
    lcd: dateOf(f.followup_date),
    last_contact_status: f.contact_status,
    last_contact_response: f.contact_response ?? null,
    last_participation_status: f.participation ?? null,
    last_comment: f.comments ?? null,
    last_contacted_by: f.contacted_by ?? null,
  };
}

/** Every derived field from all of a member's followups (any order). */
export function deriveContactFields(followups: readonly FollowupFacts[]): ContactFields {
  if (followups.length === 0) return { ...NO_CONTACT };
  let last = followups[0];
  let sf = 0;
  for (const f of followups) {
    if (isSuccessfulStatus(f.contact_status)) sf++;
    if (isLaterFollowup(f, last)) last = f;
  }
  return { ...lastFieldsOf(last), sf, uf: followups.length - sf };
}

/**
 * The fields after adding one followup to a member whose current fields are `current`. The new
 * followup must be the newest insert (its id above every earlier one), so on the same date it is
 * the later one; a back-dated followup only changes the counts.
 */
export function applyFollowup(current: ContactFields, added: FollowupFacts): ContactFields {
  const success = isSuccessfulStatus(added.contact_status);
  const counts = { sf: current.sf + (success ? 1 : 0), uf: current.uf + (success ? 0 : 1) };
  const becomesLast = current.lcd === null || dateOf(added.followup_date) >= current.lcd;
  return becomesLast ? { ...lastFieldsOf(added), ...counts } : { ...current, ...counts };
}

const dayNumber = (date: string) => Math.floor(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86_400_000);

/**
 * The contact group whose pending days count from the day the member was created (as do those
 * of a member never contacted); every other group counts from the last contact. The members list
 * computes the same rule in SQL from this constant (server members/member-rows.ts).
 */
export const PENDING_SINCE_CREATED_GROUP = 'Pending';

/**
 * pending_days: days since the member was created while Pending, else days since the last
 * contact. `today` is 'YYYY-MM-DD' (or a longer timestamp) in the organisation's time zone.
 */
export function pendingDays(
  member: { contact_group: string; created_at: string; lcd: string | null },
  today: string,
): number {
  const since = member.contact_group === PENDING_SINCE_CREATED_GROUP || !member.lcd ? member.created_at : member.lcd;
  return dayNumber(today) - dayNumber(since);
}

import { z } from 'zod';
import {
  CONTACT_RESPONSES,
  CONTACT_STATUSES,
  isPositiveResponse,
  PARTICIPATION_STATUSES,
  STATUS_CALLED_FOR_MEETING,
  STATUS_CONTACT_ESTABLISHED,
} from '../options/members';
import { MAX_ID, numberOrBlank } from './fields';
import { dataResponseSchema, nullableText, recordId } from './responses';
import { FOLLOWUP_FORM_MESSAGES, FOLLOWUP_SERVER_MESSAGES, type FollowupInput, type FollowupMessages } from './followup-texts';

/**
 * The followup (seed 000 §3 "Followup payload", §4, §5; seed 001 §5 "Followup add", §8).
 *
 * One set of rules, two sets of messages (docs/decisions/009-followups.md): the browser form shows
 * seed 000 §5's messages; the server answers 422 with seed 000 §8 / seed 001 §8's messages
 * ('Please enter the name of the seeker who contacted', 'Please select an appropriate contact
 * status') and keys every meeting error on `meeting_date_time`, as the seeds' dialog reads them.
 * `makeFollowupSchema` builds either; the two ready-made schemas are exported below.
 */

// the messages and the followup's shape, without zod: the sevak's phone needs them before the schema
export * from './followup-texts';

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/** 'YYYY-MM-DD' of a date or a zone-less local timestamp, or undefined when it is no real day. */
export function isoDateOf(text: string | undefined): string | undefined {
  const m = text ? DATE.exec(text) : null;
  if (!m) return undefined;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3] ? text!.slice(0, 10) : undefined;
}

/** 'HH:MM' of a 24-hour time, or undefined. */
function timeOf(text: string | undefined): string | undefined {
  const m = text ? TIME.exec(text) : null;
  return m ? `${m[1]}:${m[2]}` : undefined;
}

/** The local calendar day, as the browser's default "today". */
function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Blank, null and missing are all "not given"; numbers are read as text. */
const text = z.preprocess(
  (v) => (v === null || v === undefined ? undefined : typeof v === 'number' ? String(v) : v),
  z.string().trim().optional(),
);

const rawFollowup = z.object({
  member_id: z.unknown().optional(),
  followup_date: text,
  contacted_by: text,
  contact_status: text,
  contact_response: text,
  participation: text,
  meeting_date: text,
  meeting_time: text,
  meeting_date_time: text,
  comments: text,
});
type RawFollowup = z.infer<typeof rawFollowup>;

const inList = (list: readonly string[], v: string | undefined) => !!v && list.includes(v);

/** Meeting date and time from the two inputs, or from meeting_date_time when they are absent. */
function meetingParts(v: RawFollowup): { date?: string; time?: string; dateGiven: boolean; timeGiven: boolean } {
  const combined = v.meeting_date_time ?? '';
  const dateText = v.meeting_date || combined.slice(0, 10) || undefined;
  const timeText = v.meeting_time || combined.slice(11) || undefined;
  return { date: isoDateOf(dateText), time: timeOf(timeText), dateGiven: !!dateText, timeGiven: !!timeText };
}

export interface FollowupSchemaOptions {
  messages?: Readonly<FollowupMessages>;
  /** today's 'YYYY-MM-DD' (the server passes the organisation's day); default: the local day */
  today?: () => string;
}

export function makeFollowupSchema({ messages: m = FOLLOWUP_FORM_MESSAGES, today = localToday }: FollowupSchemaOptions = {}) {
  return rawFollowup
    .superRefine((v, ctx) => {
      const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      const memberId = numberOrBlank(v.member_id);
      if (typeof memberId !== 'number' || !Number.isInteger(memberId) || memberId <= 0 || memberId > MAX_ID) add('member_id', m.memberRequired);
      const date = isoDateOf(v.followup_date);
      if (!date) add('followup_date', m.dateRequired);
      else if (date > today()) add('followup_date', m.dateInFuture);
      if (!v.contacted_by) add('contacted_by', m.contactedByRequired);
      if (!inList(CONTACT_STATUSES, v.contact_status)) add('contact_status', m.statusRequired);
      if (v.contact_status === STATUS_CONTACT_ESTABLISHED) {
        if (!inList(CONTACT_RESPONSES, v.contact_response)) add('contact_response', m.responseRequired);
        else if (isPositiveResponse(v.contact_response) && !inList(PARTICIPATION_STATUSES, v.participation)) {
          add('participation', m.participationRequired);
        }
      }
      if (v.contact_status === STATUS_CALLED_FOR_MEETING) checkMeeting(v, date, m, add);
    })
    .transform((v): FollowupInput => toFollowupInput(v));
}

function checkMeeting(v: RawFollowup, followupDate: string | undefined, m: Readonly<FollowupMessages>, add: (p: string, msg: string) => void) {
  const { date, time } = meetingParts(v);
  const combined = m.meetingErrorsOn === 'meeting_date_time';
  if (!date || !time) {
    if (combined) add('meeting_date_time', m.meetingRequired);
    else {
      if (!date) add('meeting_date', m.meetingRequired);
      if (!time) add('meeting_time', m.meetingRequired);
    }
  } else if (followupDate && date < followupDate) {
    add(combined ? 'meeting_date_time' : 'meeting_date', m.meetingBeforeFollowup);
  }
}

/** Keeps only what the chosen status uses (the form hides and clears the rest, seed 000 §4). */
function toFollowupInput(v: RawFollowup): FollowupInput {
  const established = v.contact_status === STATUS_CONTACT_ESTABLISHED;
  const meeting = v.contact_status === STATUS_CALLED_FOR_MEETING ? meetingParts(v) : undefined;
  const response = established ? v.contact_response ?? null : null;
  return {
    member_id: Number(v.member_id),
    followup_date: isoDateOf(v.followup_date) ?? '',
    contacted_by: v.contacted_by ?? '',
    contact_status: v.contact_status ?? '',
    contact_response: response,
    participation: isPositiveResponse(response) ? v.participation ?? null : null,
    meeting_date: meeting?.date ?? null,
    meeting_time: meeting?.time ?? null,
    meeting_date_time: meeting?.date && meeting.time ? `${meeting.date} ${meeting.time}:00` : null,
    comments: v.comments || null,
  };
}

/**
 * The Idempotency-Key of POST api/followups (docs/decisions/056-followup-retries.md): the phone's
 * key of one followup, sent with every try to save it.
 */
export const FOLLOWUP_KEY_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** The followup form's schema (browser messages, errors on the inputs). */
export const followupFormSchema = makeFollowupSchema();
/** The same rules with the API's messages; the server builds its own with the organisation's day. */
export const followupApiSchema = makeFollowupSchema({ messages: FOLLOWUP_SERVER_MESSAGES });

export type FollowupFormValues = z.input<typeof followupFormSchema>;

/** A followup as GET api/followups/member/{id} lists them, newest first. */
export const followupRowSchema = z.object({
  id: recordId,
  member_id: recordId,
  followup_date: z.string(),
  contacted_by: z.string(),
  contact_status: z.string(),
  contact_response: nullableText,
  participation: nullableText,
  meeting_date: nullableText,
  meeting_time: nullableText,
  meeting_date_time: nullableText,
  comments: nullableText,
  created_by: recordId.nullable(),
  created_by_name: nullableText,
  created_at: z.string(),
});
export type FollowupRow = z.infer<typeof followupRowSchema>;

export const followupListResponseSchema = dataResponseSchema(z.array(followupRowSchema));

/** POST api/followups: seed 000 §7 reads data.message, seed 001 §7 reads message; both are given. */
export const followupAddedResponseSchema = z.object({ message: z.string(), data: z.object({ message: z.string(), id: recordId }) });
export type FollowupAdded = z.infer<typeof followupAddedResponseSchema>;

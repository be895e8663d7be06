/**
 * The followup's messages and shape (seed 000 §3, §5; seed 001 §8), apart from its schema in
 * ./followups.ts (which re-exports them): a sevak's phone shows the followup dialog before it has
 * loaded zod (docs/decisions/115-sevak-start-without-zod.md).
 */

export interface FollowupMessages {
  dateRequired: string;
  dateInFuture: string;
  contactedByRequired: string;
  statusRequired: string;
  responseRequired: string;
  participationRequired: string;
  meetingRequired: string;
  meetingBeforeFollowup: string;
  memberRequired: string;
  /**
   * Where meeting errors go: the form puts them on the missing input (meeting_date or
   * meeting_time); the API on `meeting_date_time`.
   */
  meetingErrorsOn: 'inputs' | 'meeting_date_time';
}

export const FOLLOWUP_DATE_IN_FUTURE = 'Followup date cannot be in the future.';
export const FOLLOWUP_ADDED = 'Followup added successfully';

export const FOLLOWUP_FORM_MESSAGES: Readonly<FollowupMessages> = {
  dateRequired: 'Date is required',
  dateInFuture: FOLLOWUP_DATE_IN_FUTURE,
  contactedByRequired: 'Name is required',
  statusRequired: 'Status is required',
  responseRequired: 'Please select Contact Response',
  participationRequired: 'Please select Participation Status',
  meetingRequired: 'Please set meeting date and time',
  meetingBeforeFollowup: 'Meeting date must be later than or equal to followup date',
  memberRequired: 'Member is required',
  meetingErrorsOn: 'inputs',
};

export const FOLLOWUP_SERVER_MESSAGES: Readonly<FollowupMessages> = {
  ...FOLLOWUP_FORM_MESSAGES,
  contactedByRequired: 'Please enter the name of the seeker who contacted',
  statusRequired: 'Please select an appropriate contact status',
  meetingErrorsOn: 'meeting_date_time',
};

/** A followup as stored: fields the chosen status does not use are null. */
export interface FollowupInput {
  member_id: number;
  followup_date: string;
  contacted_by: string;
  contact_status: string;
  contact_response: string | null;
  participation: string | null;
  meeting_date: string | null;
  meeting_time: string | null;
  meeting_date_time: string | null;
  comments: string | null;
}


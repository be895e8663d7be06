import { z } from 'zod';
import { dataResponseSchema, messageResponseSchema, nullableText, recordId } from './responses';

/**
 * The answers of a sevak's agenda and its calendar feed (issue 31, docs/decisions/088-my-agenda.md,
 * 090-calendar-feed.md).
 */

const person = { member_id: recordId, fullname: z.string(), mobile_country_code: nullableText, mobile_number: nullableText };

/** A meeting a followup set, 7 days back to 30 ahead; `overdue` = past with no later followup. */
export const meetingSchema = z.object({
  ...person,
  followup_id: recordId,
  meeting_date: z.string(),
  meeting_time: z.string(),
  later_followup: z.boolean(),
  overdue: z.boolean(),
});
export type Meeting = z.infer<typeof meetingSchema>;

/**
 * The agenda lists at most this many due contacts, those waiting longest: a user with thousands
 * of assigned contacts waiting would otherwise get all of them on every start of the home.
 */
export const AGENDA_DUE_LIMIT = 100;

/** A contact waiting longer than AGENDA_DUE_DAYS, oldest first. */
export const dueContactSchema = z.object({ ...person, contact_group: z.string(), lcd: nullableText, pending_days: z.number().int() });
export type DueContact = z.infer<typeof dueContactSchema>;

/** `due_total`: how many contacts wait in all, of which `due` lists the AGENDA_DUE_LIMIT waiting longest. */
export const agendaSchema = z.object({ meetings: z.array(meetingSchema), due: z.array(dueContactSchema), due_total: z.number().int() });
export type Agenda = z.infer<typeof agendaSchema>;

/** GET api/myagenda */
export const agendaResponseSchema = dataResponseSchema(agendaSchema);
export type AgendaResponse = z.infer<typeof agendaResponseSchema>;

/** GET api/user/calendar: the feed's secret address. */
export const calendarAddressResponseSchema = dataResponseSchema(z.object({ url: z.string() }));
/** POST api/user/calendar/reset: the new address, and the message saying the old one stopped. */
export const calendarRenewedResponseSchema = messageResponseSchema.extend({ data: z.object({ url: z.string() }) });
export type CalendarRenewedAnswer = z.infer<typeof calendarRenewedResponseSchema>;
export type CalendarAddressAnswer = z.infer<typeof calendarAddressResponseSchema> & { message?: string };

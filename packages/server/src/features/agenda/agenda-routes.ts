import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { myAgenda } from './agenda';

const meeting = z.object({
  followup_id: z.number(),
  member_id: z.number(),
  fullname: z.string(),
  mobile_country_code: z.string().nullable(),
  mobile_number: z.string().nullable(),
  meeting_date: z.string(),
  meeting_time: z.string(),
  later_followup: z.boolean(),
  overdue: z.boolean(),
});
const due = z.object({
  member_id: z.number(),
  fullname: z.string(),
  mobile_country_code: z.string().nullable(),
  mobile_number: z.string().nullable(),
  contact_group: z.string(),
  lcd: z.string().nullable(),
  pending_days: z.number(),
});
const agendaResponse = z.object({ data: z.object({ meetings: z.array(meeting), due: z.array(due) }) });

export interface AgendaOptions {
  /** AGENDA_DUE_DAYS: a contact waiting longer than this is due */
  dueDays: number;
}

/** GET api/myagenda (issue 31): every signed-in user's own assigned contacts. */
export const agendaRoutes: FastifyPluginAsyncZod<AgendaOptions> = async (app, { dueDays }) => {
  app.get('/api/myagenda', { config: { access: 'all' }, schema: { response: { 200: agendaResponse }, tags: ['agenda'] } }, async (req) => ({
    data: await myAgenda(app.db, req.user.id, dueDays),
  }));
};

import { agendaResponseSchema } from '@sampark/domain/schemas/agenda';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiTag } from '../../http/openapi';
import { myAgenda } from './agenda';

const tags: ApiTag[] = ['agenda'];

export interface AgendaOptions {
  /** AGENDA_DUE_DAYS: a contact waiting longer than this is due */
  dueDays: number;
}

/** GET api/myagenda (issue 31): every signed-in user's own assigned contacts. */
export const agendaRoutes: FastifyPluginAsyncZod<AgendaOptions> = async (app, { dueDays }) => {
  app.get(
    '/api/myagenda',
    {
      config: { access: 'all' },
      schema: {
        tags,
        operationId: 'getMyAgenda',
        summary: "The caller's meetings and due contacts",
        response: { 200: agendaResponseSchema },
      },
    },
    async (req) => ({ data: await myAgenda(app.db, req.user.id, dueDays) }),
  );
};

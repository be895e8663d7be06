import { CHECKIN_MESSAGES } from '@sampark/domain/events/checkin-rules';
import { passResponseSchema } from '@sampark/domain/schemas/registration-calls';
import { REGISTRATION_LIST_MESSAGES } from '@sampark/domain/schemas/registrations-list';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import type { ApiTag } from '../../http/openapi';
import { idParams } from '../../http/params';
import { isCancelled, passOf, passOfCode, registrationInScope } from './pass';

const tags: ApiTag[] = ['registrations'];
const codeParams = z.object({ code: z.string().max(100) });

/**
 * Passes (issue 16; docs/decisions/038): `GET api/registrations/{id}/pass` for staff (roles 1-4,
 * the registration's event in their scope), `GET api/public/passes/{code}` for the registrant,
 * who holds the signed code. A forged or mistyped code: 404, like a missing pass; a genuine code of
 * a cancelled registration: 404 that says it was cancelled (the code holder may know that much).
 */
export const passRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/registrations/:id/pass',
    {
      config: { access: 'staff', pathRecord: registrationInScope },
      schema: { params: idParams, tags, operationId: 'getRegistrationPass', summary: "A registrant's pass", response: { 200: passResponseSchema } },
    },
    async (req) => {
      const pass = await passOf(app.db, req.params.id);
      if (!pass) throw notFound(REGISTRATION_LIST_MESSAGES.notFound);
      return { data: pass };
    },
  );

  app.get(
    '/api/public/passes/:code',
    {
      config: { access: 'public' },
      schema: {
        params: codeParams, tags,
        operationId: 'getPublicPass',
        summary: 'The pass its signed code opens, for the registrant',
        response: { 200: passResponseSchema },
      },
    },
    async (req) => {
    const pass = await passOfCode(app.db, req.params.code);
    if (!pass) throw notFound(REGISTRATION_LIST_MESSAGES.notFound);
    if (isCancelled(pass)) throw notFound(CHECKIN_MESSAGES.cancelled);
    return { data: pass };
    },
  );
};

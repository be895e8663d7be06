import {
  REGISTRATION_CREATED,
  REGISTRATION_NOT_FOUND,
  REGISTRATION_UPDATED,
  registrationCreateSchema,
  registrationResponseSchema,
  registrationSavedResponseSchema,
  registrationUpdateSchema,
} from '@sampark/domain/schemas/registrations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors';
import type { ApiTag } from '../../http/openapi';
import { idParams } from '../../http/params';
import { requireEventInScope } from '../../shared/events/event-scope';
import { registrationInScope } from './pass';
import { findRegistration } from './registration-repository';
import { changeRegistration, registerByStaff } from './registration-service';

const tags: ApiTag[] = ['registrations'];

/**
 * The logged-in registration form's calls (seed 002 §2 "Registration form", §7;
 * docs/api-conventions.md#registrations): roles 1-4, for events in their event scope (else 404). A registration names
 * a member (the delegate, or the delegate an accompanying person comes with) only when the caller
 * may see that member.
 */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/registrations',
    {
      config: { access: 'staff' },
      schema: {
        body: registrationCreateSchema,
        tags,
        operationId: 'createRegistration',
        summary: 'Register a person for an event',
        response: { 200: registrationSavedResponseSchema },
      },
    },
    async (req) => {
      await requireEventInScope(app.db, req.user, req.body.event_id);
      return { message: REGISTRATION_CREATED, data: await registerByStaff(app.db, app.dialect, req.user, req.body) };
    },
  );

  app.get(
    '/api/registrations/:id',
    {
      config: { access: 'staff', pathRecord: registrationInScope },
      schema: { params: idParams, tags, operationId: 'getRegistration', summary: 'One registration', response: { 200: registrationResponseSchema } },
    },
    async (req) => {
      const data = await findRegistration(app.db, req.params.id);
      if (!data) throw notFound(REGISTRATION_NOT_FOUND);
      return { data };
    },
  );

  app.put(
    '/api/registrations/:id',
    {
      config: { access: 'staff', pathRecord: registrationInScope },
      schema: {
        params: idParams,
        body: registrationUpdateSchema,
        tags,
        operationId: 'updateRegistration',
        summary: 'Change a registration',
        response: { 200: registrationSavedResponseSchema },
      },
    },
    async (req) => {
      return { message: REGISTRATION_UPDATED, data: await changeRegistration(app.db, app.dialect, req.params.id, req.body, req.user.id) };
    },
  );
};

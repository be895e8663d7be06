import { EVENT_MESSAGES } from '@sampark/domain/schemas/events';
import { numberOrBlank } from '@sampark/domain/schemas/fields';
import {
  formChallengeResponseSchema,
  linkTokenQuerySchema,
  publicEventResponseSchema,
  publicProfessionListResponseSchema,
  publicProfessionsQuerySchema,
  registrationPrefillResponseSchema,
} from '@sampark/domain/schemas/registration-calls';
import {
  LINK_NOT_VALID,
  REGISTRATION_CREATED,
  REGISTRATION_NOT_FOUND,
  REGISTRATION_UPDATED,
  registrationCreateSchema,
  registrationResponseSchema,
  registrationSavedResponseSchema,
  registrationUpdateSchema,
} from '@sampark/domain/schemas/registrations';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors';
import type { ApiTag } from '../../http/openapi';
import { idParams, pathIdOf, type PathRecord } from '../../http/params';
import { findRegistration } from './registration-repository';
import { checkFormProof, newChallenge } from './form-proof';
import { verifyLinkToken } from './registration-links';
import { findPublicEvent, listActiveProfessions } from './public-lookups';
import { changeRegistration, prefillForLink, registerByPublic } from './registration-service';

const tags: ApiTag[] = ['registrations (public)'];

/** The path's event, open to the public while it is active. */
const activeEvent: PathRecord = {
  message: EVENT_MESSAGES.notFound,
  exists: async (db, _user, id) => !!(await findPublicEvent(db, id)),
};

const tokenOf = (req: FastifyRequest) => (req.query as Record<string, unknown> | undefined)?.token;

/**
 * The public registration form's calls (seed 002 §2, §7; docs/api-conventions.md#registrations): no login,
 * throttled per client address by the API rate limit (http/rate-limit.ts; submissions by the form's
 * own budget, and a new one carries a proof of work: form-proof.ts), and nothing in them
 * lists or reveals another registration or member. A registration is read or changed only with
 * its own signed token; an invitee's personal link (a member token) prefills and links the form.
 * A wrong, truncated or another record's token is a 404, checked before the body is read.
 */
export const publicRegistrationRoutes: FastifyPluginAsyncZod<{ proofMaxCounter: number }> = async (app, { proofMaxCounter }) => {
  /** 404 unless `?token=` is this registration's own (the path's id is checked by the access hook first). */
  const ownToken = async (req: FastifyRequest) => {
    const id = pathIdOf(req);
    const record = id === undefined ? undefined : await findRegistration(app.db, id);
    const verified = record && (await verifyLinkToken(app.db, 'registration', record.event_id, tokenOf(req)));
    if (!verified || verified !== id) throw notFound(REGISTRATION_NOT_FOUND);
  };

  /** With `?token=`, an invitee's personal link: it must be the member token of the body's event. */
  const invitee = async (req: FastifyRequest) => {
    const token = tokenOf(req);
    if (token === undefined) return;
    const eventId = numberOrBlank((req.body as Record<string, unknown> | null)?.event_id);
    const memberId = typeof eventId === 'number' && Number.isInteger(eventId) ? await verifyLinkToken(app.db, 'member', eventId, token) : undefined;
    if (memberId === undefined) throw notFound(LINK_NOT_VALID);
  };

  app.get(
    '/api/public/events/:id',
    {
      config: { access: 'public', pathRecord: activeEvent },
      schema: { params: idParams, tags, operationId: 'getPublicEvent', summary: 'An active event, for its registration form', response: { 200: publicEventResponseSchema } },
    },
    async (req) => {
      const data = await findPublicEvent(app.db, req.params.id);
      if (!data) throw notFound(EVENT_MESSAGES.notFound);
      return { data };
    },
  );

  app.get(
    '/api/public/events/:id/prefill',
    {
      config: { access: 'public', pathRecord: activeEvent },
      schema: {
        params: idParams,
        querystring: linkTokenQuerySchema,
        tags,
        operationId: 'getInviteePrefill',
        summary: "An invitee's own details through their personal link",
        response: { 200: registrationPrefillResponseSchema },
      },
    },
    async (req) => {
      return { data: await prefillForLink(app.db, req.params.id, req.query.token) };
    },
  );

  /** A proof-of-work challenge for one submission of the open form (docs/decisions/078); null when the proof is off. */
  app.get(
    '/api/public/form-challenge',
    {
      config: { access: 'public' },
      schema: { tags, operationId: 'getFormChallenge', summary: 'A proof-of-work challenge for one submission of the form', response: { 200: formChallengeResponseSchema } },
    },
    async () => {
      return { data: proofMaxCounter > 0 ? await newChallenge(app.db, proofMaxCounter) : null };
    },
  );

  /** After the personal link's 404 and before the body's 422: a submission carries its proof of work. */
  const provenInvitee = async (req: FastifyRequest) => {
    await invitee(req);
    if (proofMaxCounter > 0) await checkFormProof(app.db, req);
  };

  app.get(
    '/api/public/professions',
    {
      config: { access: 'public' },
      schema: {
        querystring: publicProfessionsQuerySchema,
        tags,
        operationId: 'listPublicProfessions',
        summary: 'The active professions, for the form',
        response: { 200: publicProfessionListResponseSchema },
      },
    },
    async () => {
      return { data: await listActiveProfessions(app.db) };
    },
  );

  app.post(
    '/api/public/registrations',
    {
      config: { access: 'public', budget: 'form' },
      preValidation: provenInvitee,
      schema: {
        querystring: linkTokenQuerySchema,
        body: registrationCreateSchema,
        tags,
        operationId: 'createPublicRegistration',
        summary: 'Register for an event through the public form',
        response: { 200: registrationSavedResponseSchema },
      },
    },
    async (req) => {
      return { message: REGISTRATION_CREATED, data: await registerByPublic(app.db, app.dialect, req.body, req.query.token) };
    },
  );

  app.get(
    '/api/public/registrations/:id',
    {
      config: { access: 'public' },
      onRequest: ownToken,
      schema: {
        params: idParams,
        querystring: linkTokenQuerySchema,
        tags,
        operationId: 'getPublicRegistration',
        summary: 'A registration through its own edit link',
        response: { 200: registrationResponseSchema },
      },
    },
    async (req) => {
      const data = await findRegistration(app.db, req.params.id);
      if (!data) throw notFound(REGISTRATION_NOT_FOUND);
      return { data };
    },
  );

  app.put(
    '/api/public/registrations/:id',
    {
      config: { access: 'public', budget: 'form' },
      onRequest: ownToken,
      schema: {
        params: idParams,
        querystring: linkTokenQuerySchema,
        body: registrationUpdateSchema,
        tags,
        operationId: 'updatePublicRegistration',
        summary: 'Change a registration through its own edit link',
        response: { 200: registrationSavedResponseSchema },
      },
    },
    async (req) => {
      return { message: REGISTRATION_UPDATED, data: await changeRegistration(app.db, app.dialect, req.params.id, req.body, null) };
    },
  );
};

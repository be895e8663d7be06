import { canAccess } from '@sampark/domain/roles';
import { flagField, optionalId } from '@sampark/domain/schemas/fields';
import { duplicateCheckQuerySchema } from '@sampark/domain/schemas/members';
import { duplicateCheckResponseSchema } from '@sampark/domain/schemas/member-answers';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../http/errors';
import type { ApiTag } from '../../http/openapi';
import { callingCodeOfParam, findDuplicates, findDuplicatesWithSeekers } from '../../shared/members/duplicates-repository';

/**
 * The seeker wizard's check (docs/decisions/033): `seekers=1` also searches seekers, as the
 * seeker's save does; `seeker_id` is the seeker being edited, whose own number is no duplicate.
 */
const query = duplicateCheckQuerySchema.extend({
  seekers: flagField().optional(),
  seeker_id: optionalId(),
});

/** Seekers are for roles 1-3: asking about them is refused before the query is validated (403 before 422). */
async function seekersAllowed(req: FastifyRequest): Promise<void> {
  const asked = query.shape.seekers.safeParse((req.query as Record<string, unknown> | undefined)?.seekers);
  if (asked.success && asked.data === 1 && !canAccess(req.user.role, 'seekers')) throw forbidden();
}

/** POST api/checkduplicate?phone_number=&country= (seed 001 §7): every role, whole organisation. */
export const duplicatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/checkduplicate',
    {
      config: { access: 'all' },
      onRequest: seekersAllowed,
      schema: {
        querystring: query,
        tags: ['members'] satisfies ApiTag[],
        operationId: 'checkDuplicateNumber',
        summary: 'The members (and, asked, seekers) who have this mobile or WhatsApp number',
        response: { 200: duplicateCheckResponseSchema },
      },
    },
    async (req) => {
      const { phone_number, country, seekers, seeker_id } = req.query;
      const code = callingCodeOfParam(country);
      return {
        data: seekers === 1 ? await findDuplicatesWithSeekers(app.db, phone_number, code, seeker_id ?? undefined) : await findDuplicates(app.db, phone_number, code),
      };
    },
  );
};

import { activeQuerySchema, namedListItemResponseSchema, namedListResponseSchema, namedListSavedSchema } from '@sampark/domain/schemas/reference-lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiTag } from '../../http/openapi';
import { idParams, rowIn } from '../../http/params';
import { listNamed } from './named-list-repository';
import { createNamed, editNamed, namedOr404 } from './named-list-service';
import { NAMED_LISTS, type NamedListConfig } from './named-lists';

/**
 * GET/POST api/{professions|categories|statuses}, GET/PUT api/{...}/{id} (seed 000 §7, seed 001 §7).
 * The lists are lookups of the member screens of every role, so reading them is open to all;
 * single rows and writes belong to the admin screens (roles 1-2).
 */
export const namedListRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const list of NAMED_LISTS) registerList(app, list);
};

function registerList(app: Parameters<FastifyPluginAsyncZod>[0], list: NamedListConfig) {
  const base = `/api/${list.table}`;
  const tags: ApiTag[] = [list.table];
  const { one, many } = list.names;

  app.get(
    base,
    {
      config: { access: 'all' },
      schema: {
        querystring: activeQuerySchema,
        tags,
        operationId: `list${many}`,
        summary: `The ${list.table} by name (only active ones with active=1)`,
        response: { 200: namedListResponseSchema },
      },
    },
    async (req) => ({ data: await listNamed(app.db, list.table, req.query.active === '1') }),
  );

  app.get(
    `${base}/:id`,
    {
      config: { access: 'admin' },
      schema: { params: idParams, tags, operationId: `get${one}`, summary: `One of the ${list.table}`, response: { 200: namedListItemResponseSchema } },
    },
    async (req) => ({ data: await namedOr404(app.db, list, req.params.id) }),
  );

  app.post(
    base,
    {
      config: { access: 'admin' },
      schema: { body: list.createSchema, tags, operationId: `create${one}`, summary: `Add to the ${list.table}`, response: { 200: namedListSavedSchema } },
    },
    async (req) => ({ message: list.messages.created, data: await createNamed(app.db, list, req.user.id, req.body) }),
  );

  app.put(
    `${base}/:id`,
    {
      config: { access: 'admin', pathRecord: rowIn(list.table, list.messages.notFound) },
      schema: {
        params: idParams,
        body: list.updateSchema,
        tags,
        operationId: `update${one}`,
        summary: `Rename or (de)activate one of the ${list.table}`,
        response: { 200: namedListSavedSchema },
      },
    },
    async (req) => ({ message: list.messages.updated, data: await editNamed(app.db, list, req.user.id, req.params.id, req.body) }),
  );
}

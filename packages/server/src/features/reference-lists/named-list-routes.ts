import { activeQuerySchema } from '@sampark/domain/schemas/reference-lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldError, notFound } from '../../http/errors';
import { idParams, rowIn } from '../../http/params';
import { diffFields, recordAudit } from '../../lib/audit';
import { findNamed, insertNamed, listNamed, namedTaken, updateNamed } from './named-list-repository';
import { NAMED_LISTS, type NamedListConfig } from './named-lists';
import { isUniqueViolation } from '../../db/unique-violation';

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
  const tags = [list.table];
  const duplicate = () => fieldError('name', list.messages.duplicate);
  const mapUnique = (err: unknown) => Promise.reject(isUniqueViolation(err) ? duplicate() : err);

  app.get(base, { config: { access: 'all' }, schema: { querystring: activeQuerySchema, tags } }, async (req) => ({
    data: await listNamed(app.db, list.table, req.query.active === '1'),
  }));

  app.get(`${base}/:id`, { config: { access: 'admin' }, schema: { params: idParams, tags } }, async (req) => {
    const row = await findNamed(app.db, list.table, req.params.id);
    if (!row) throw notFound(list.messages.notFound);
    return { data: row };
  });

  app.post(base, { config: { access: 'admin' }, schema: { body: list.createSchema, tags } }, async (req) => {
    const row = await app.db
      .transaction()
      .execute(async (trx) => {
        if (await namedTaken(trx, list.table, req.body.name)) throw duplicate();
        const created = await insertNamed(trx, list.table, req.body);
        await recordAudit(trx, { table: list.table, recordId: created.id, action: 'create', changes: diffFields({}, created), userId: req.user.id });
        return created;
      })
      .catch(mapUnique);
    return { message: list.messages.created, data: row };
  });

  app.put(`${base}/:id`, { config: { access: 'admin', pathRecord: rowIn(list.table, list.messages.notFound) }, schema: { params: idParams, body: list.updateSchema, tags } }, async (req) => {
    const { id } = req.params;
    const row = await app.db
      .transaction()
      .execute(async (trx) => {
        const before = await findNamed(trx, list.table, id);
        if (!before) throw notFound(list.messages.notFound);
        if (await namedTaken(trx, list.table, req.body.name, id)) throw duplicate();
        const after = await updateNamed(trx, list.table, id, req.body);
        await recordAudit(trx, { table: list.table, recordId: id, action: 'update', changes: diffFields(before, after), userId: req.user.id });
        return after;
      })
      .catch(mapUnique);
    return { message: list.messages.updated, data: row };
  });
}

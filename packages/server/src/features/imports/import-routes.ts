import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import {
  IMPORT_MESSAGES,
  importListQuerySchema,
  importParamsSchema,
  importProgressQuerySchema,
  importQuerySchema,
} from '@sampark/domain/schemas/imports';
import { canAccess } from '@sampark/domain/roles';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, validationError, zodFieldErrors } from '../../http/errors';
import { idParams } from '../../http/params';
import { oneAtATime } from '../../lib/one-at-a-time';
import { fileError } from './import-errors';
import { checkReading, type ImportLimits, readingSignal } from './import-limits';
import { runImport } from './import-engine';
import type { ImportSpec } from './import-kind';
import { findImport, findImportByKey, listImports } from './import-repository';
import { revertImport } from './import-revert';
import { importScopeOf, recordedImport, visibleImport } from './import-scope';
import { templateFileName, templateWorkbook } from './import-template';
import { memberImport } from './member-import';
import { refusedFileName, writeRefusedWorkbook } from './refused-sheet';
import { seekerImport } from './seeker-import';
import { readUpload } from './upload';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const tags = ['imports'];

/** An abort signal for the client's going away before its answer is sent. */
function clientGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  return gone.signal;
}

/**
 * Spreadsheet imports (seed 001 §2, §5, §7 `api/import/seekers`; seed 000 `/import`;
 * docs/api-conventions.md#imports; docs/decisions/035-import-design.md): seekers for roles 1-3, members
 * for roles 1-2, the imports list, progress, refused rows, templates and the revert (roles 1-2).
 */
export const importRoutes: FastifyPluginAsyncZod<{ limits: ImportLimits }> = async (app, { limits }) => {
  // in this plugin only: the other routes take JSON
  await app.register(multipart);
  // one import, dry run or revert at a time on this server: each may hold 100,000 rows, and the
  // server's heap is capped (`npm run serve`, docs/decisions/057-server-heap.md); the others wait
  const heavy = oneAtATime();

  const upload = (spec: ImportSpec) => async (req: FastifyRequest, reply: FastifyReply) => {
    const { fields, file } = await readUpload(req);
    const parsed = importParamsSchema.safeParse(fields);
    if (!parsed.success) throw validationError(zodFieldErrors(parsed.error));
    if (!file || !file.buffer.length) throw fileError(IMPORT_MESSAGES.fileRequired);
    const client = clientGone(reply);
    const answer = await heavy(() => {
      // a client that went away while its import waited for its turn: nothing to read for
      checkReading(client, limits);
      const reading = { limits, signal: readingSignal(client, limits) };
      return runImport(app.db, app.dialect, { spec, user: req.user, params: parsed.data, fileName: file.name || 'upload', buffer: file.buffer, reading });
    });
    return reply.send(answer.dryRun ? { data: answer.data } : { message: IMPORT_MESSAGES.imported, data: answer.data });
  };
  const uploadSchema = { querystring: importQuerySchema, consumes: ['multipart/form-data'], tags };
  app.post('/api/import/seekers', { config: { access: 'seekers' }, schema: uploadSchema }, upload(seekerImport));
  app.post('/api/import/members', { config: { access: 'admin' }, schema: uploadSchema }, upload(memberImport));

  for (const [kind, access] of [['seekers', 'seekers'], ['members', 'admin']] as const) {
    app.get(`/api/import/${kind}/template`, { config: { access }, schema: { tags } }, async (_req, reply) =>
      reply
        .header('Content-Type', XLSX_TYPE)
        .header('Content-Disposition', `attachment; filename="${templateFileName(kind)}"`)
        .send(await templateWorkbook(app.db, kind)),
    );
  }

  app.get('/api/imports', { config: { access: 'seekers' }, schema: { querystring: importListQuerySchema, tags } }, async (req) => {
    const { kind, skip, limit } = req.query;
    // the members import is roles 1-2 (seed 000 §6), and so is its history
    if (kind === 'members' && !canAccess(req.user.role, 'admin')) throw forbidden();
    return listImports(app.db, importScopeOf(req.user), kind, skip, limit);
  });

  app.get('/api/imports/progress', { config: { access: 'seekers' }, schema: { querystring: importProgressQuerySchema, tags } }, async (req, reply) => {
    const row = await findImportByKey(app.db, req.user.id, req.query.key);
    // not started yet (the upload is still arriving): the browser asks again
    if (!row) return reply.status(404).send({ message: IMPORT_MESSAGES.notFound });
    return { data: row };
  });

  app.get(
    '/api/imports/:id/refused',
    { config: { access: 'seekers', pathRecord: visibleImport }, schema: { params: idParams, tags } },
    async (req, reply) => {
      const row = (await findImport(app.db, req.params.id))!;
      const out = new PassThrough();
      writeRefusedWorkbook(app.exportDb, row, out).catch((err) => {
        req.log.error({ err }, 'refused rows download failed');
        out.destroy(err as Error);
      });
      return reply
        .header('Content-Type', XLSX_TYPE)
        .header('Content-Disposition', `attachment; filename="${refusedFileName(row.id)}"`)
        .send(out);
    },
  );

  app.post(
    '/api/imports/:id/revert',
    { config: { access: 'admin', pathRecord: recordedImport }, schema: { params: idParams, tags } },
    async (req) => ({ message: IMPORT_MESSAGES.reverted, data: await heavy(() => revertImport(app.db, app.dialect, req.user, req.params.id)) }),
  );
};

import { PassThrough, type Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import {
  IMPORT_MESSAGES,
  importAnswerSchema,
  importListQuerySchema,
  importListSchema,
  importParamsSchema,
  importProgressQuerySchema,
  importProgressSchema,
  importQuerySchema,
  importRevertSchema,
} from '@sampark/domain/schemas/imports';
import { canAccess } from '@sampark/domain/roles';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound, validationError, zodFieldErrors } from '../../http/errors';
import type { ApiTag } from '../../http/openapi';
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
const tags: ApiTag[] = ['imports'];
/** A spreadsheet download as its route declares it: the file, not JSON (decision 098). */
const XLSX_ANSWER = { 200: { content: { [XLSX_TYPE]: { schema: z.string().meta({ format: 'binary' }) } } } };

/**
 * Sends a spreadsheet as an attachment. The reply is the plain one: the route's declared answer
 * types the JSON a handler returns, and a file is bytes, not that.
 */
function sendXlsx(reply: FastifyReply, fileName: string, file: Readable | Buffer) {
  return reply.header('Content-Type', XLSX_TYPE).header('Content-Disposition', `attachment; filename="${fileName}"`).send(file);
}

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
    return answer.dryRun ? { data: answer.data } : { message: IMPORT_MESSAGES.imported, data: answer.data };
  };
  const uploadSchema = { querystring: importQuerySchema, consumes: ['multipart/form-data'], tags, response: { 200: importAnswerSchema } };
  app.post(
    '/api/import/seekers',
    {
      config: { access: 'seekers' },
      schema: { ...uploadSchema, operationId: 'importSeekers', summary: 'Check (dry run) or import a spreadsheet of seekers' },
    },
    upload(seekerImport),
  );
  app.post(
    '/api/import/members',
    {
      config: { access: 'admin' },
      schema: { ...uploadSchema, operationId: 'importMembers', summary: 'Check (dry run) or import a spreadsheet of members' },
    },
    upload(memberImport),
  );

  const templates = [
    { kind: 'seekers', access: 'seekers', operationId: 'getSeekerImportTemplate', summary: "The seekers import's template workbook" },
    { kind: 'members', access: 'admin', operationId: 'getMemberImportTemplate', summary: "The members import's template workbook, with its lists" },
  ] as const;
  for (const { kind, access, operationId, summary } of templates) {
    app.get(`/api/import/${kind}/template`, { config: { access }, schema: { tags, operationId, summary, response: XLSX_ANSWER } }, async (_req, reply) =>
      sendXlsx(reply, templateFileName(kind), await templateWorkbook(app.db, kind)),
    );
  }

  app.get(
    '/api/imports',
    {
      config: { access: 'seekers' },
      schema: {
        querystring: importListQuerySchema,
        tags,
        operationId: 'listImports',
        summary: 'One page of the past imports of a kind, newest first',
        response: { 200: importListSchema },
      },
    },
    async (req) => {
    const { kind, skip, limit } = req.query;
    // the members import is roles 1-2 (seed 000 §6), and so is its history
    if (kind === 'members' && !canAccess(req.user.role, 'admin')) throw forbidden();
    return listImports(app.db, importScopeOf(req.user), kind, skip, limit);
    },
  );

  app.get(
    '/api/imports/progress',
    {
      config: { access: 'seekers' },
      schema: {
        querystring: importProgressQuerySchema,
        tags,
        operationId: 'getImportProgress',
        summary: "How far the server is with the caller's upload of this progress key",
        response: { 200: importProgressSchema },
      },
    },
    async (req) => {
      const row = await findImportByKey(app.db, req.user.id, req.query.key);
      // not started yet (the upload is still arriving): the browser asks again
      if (!row) throw notFound(IMPORT_MESSAGES.notFound);
      return { data: row };
    },
  );

  app.get(
    '/api/imports/:id/refused',
    {
      config: { access: 'seekers', pathRecord: visibleImport },
      schema: {
        params: idParams,
        tags,
        operationId: 'getRefusedRows',
        summary: "An import's refused rows with their reasons, as a workbook",
        response: XLSX_ANSWER,
      },
    },
    async (req, reply) => {
      const row = (await findImport(app.db, req.params.id))!;
      const out = new PassThrough();
      writeRefusedWorkbook(app.exportDb, row, out).catch((err) => {
        req.log.error({ err }, 'refused rows download failed');
        out.destroy(err as Error);
      });
      return sendXlsx(reply, refusedFileName(row.id), out);
    },
  );

  app.post(
    '/api/imports/:id/revert',
    {
      config: { access: 'admin', pathRecord: recordedImport },
      schema: {
        params: idParams,
        tags,
        operationId: 'revertImport',
        summary: 'Revert an import: remove what it created and restore what it updated',
        response: { 200: importRevertSchema },
      },
    },
    async (req) => ({ message: IMPORT_MESSAGES.reverted, data: await heavy(() => revertImport(app.db, app.dialect, req.user, req.params.id)) }),
  );
};

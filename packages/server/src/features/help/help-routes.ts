import fs from 'node:fs';
import path from 'node:path';
import { canWatchHelpVideo, findHelpVideo, HELP_LINKS } from '@sampark/domain/help';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { forbidden, HttpError, notFound } from '../../http/errors';
import type { ApiTag } from '../../http/openapi';
import { helpTemplate } from './help-templates';

export const VIDEO_NOT_INSTALLED = 'This video is not installed';

const tags: ApiTag[] = ['help'];
/** The bytes of a file; the OpenAPI says their media type. */
const bytes = (type: string, description: string) => ({ description, content: { [type]: { schema: z.string() } } });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Training videos are files in HELP_VIDEOS_DIR (they are large and not in the repository).
 * Served with range requests so a phone can seek; <video> cannot send a bearer header, so this
 * route also accepts ?token=.
 */
export const helpRoutes: FastifyPluginAsync<{ videosDir: string }> = async (app, opts) => {
  app.get<{ Params: { file: string } }>(
    '/api/help/videos/:file',
    {
      config: { access: 'all', tokenInQuery: true },
      schema: {
        tags,
        operationId: 'getHelpVideo',
        summary: 'A training video, whole or the range asked for',
        response: { 200: bytes('video/mp4', 'The whole video.'), 206: bytes('video/mp4', 'The range asked for.') },
      },
    },
    async (req, reply) => {
      const video = findHelpVideo(req.params.file);
      if (!video) throw notFound(VIDEO_NOT_INSTALLED);
      if (!canWatchHelpVideo(req.user.role, video.file)) throw forbidden();
      const file = path.join(opts.videosDir, video.file);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile()) throw notFound(VIDEO_NOT_INSTALLED);
      return sendRange(req.headers.range, file, stat.size, reply);
    },
  );

  // The useful links are real Excel templates, built on request so their columns never drift
  // from the fields the portal knows (not for role 5: seed 002 §6).
  app.get<{ Params: { file: string } }>(
    '/api/help/files/:file',
    {
      config: { access: 'staff', tokenInQuery: true },
      schema: { tags, operationId: 'getHelpTemplate', summary: 'An Excel template of the useful links', response: { 200: bytes(XLSX, 'The template.') } },
    },
    async (req, reply) => {
      const link = HELP_LINKS.find((l) => l.file === req.params.file);
      if (!link) throw notFound();
      const buffer = await helpTemplate(link.file);
      return reply
        .type(XLSX)
        .header('Content-Disposition', `attachment; filename="${link.file}"`)
        .send(buffer);
    },
  );
};

function sendRange(range: string | undefined, file: string, size: number, reply: import('fastify').FastifyReply) {
  reply.header('Accept-Ranges', 'bytes').type('video/mp4');
  const m = range ? /^bytes=(\d*)-(\d*)$/.exec(range) : null;
  if (!m) return reply.header('Content-Length', size).send(fs.createReadStream(file));
  const start = m[1] ? Number(m[1]) : Math.max(0, size - Number(m[2]));
  const end = m[1] && m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
  if (start >= size || start > end) {
    reply.header('Content-Range', `bytes */${size}`);
    throw new HttpError(416, 'Range Not Satisfiable');
  }
  return reply
    .status(206)
    .header('Content-Range', `bytes ${start}-${end}/${size}`)
    .header('Content-Length', end - start + 1)
    .send(fs.createReadStream(file, { start, end }));
}

import '@sampark/domain/schemas/people-messages';
import { cleanSearchText, CONTROL_CHARACTERS_MESSAGE, findControlCharacterPath } from '@sampark/domain/text-input';
import type { FastifyInstance } from 'fastify';
import { fieldError } from './errors';

/**
 * Control characters in text input (issue 12 defect 3): one check for every /api route,
 * including routes written later, so a NUL never reaches a database (a 500 on PostgreSQL). It
 * runs before validation and after the access check (onRequest): 422 on the offending field,
 * search keywords are cleaned instead. The import above installs the people's messages for the
 * server's own schemas too (issue 12 defect 12).
 */
export function registerTextInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (!req.url.startsWith('/api')) return;
    for (const input of [req.query, req.body]) {
      if (input === null || typeof input !== 'object') continue;
      cleanSearchText(input);
      const path = findControlCharacterPath(input);
      if (path !== undefined) throw fieldError(path || '_', CONTROL_CHARACTERS_MESSAGE);
    }
  });
}
